import { TOURNAMENT_TIME_ZONE } from '@tms/domain/config-value';
import type { EventTypeCode } from '@tms/domain/constants';
import type { PdfLocale } from '../../lib/pdf';

/** Texts of the printed documents (match sheet, match report, hall day, team schedule) in both languages. */
export const PRINT_TEXTS = {
  cs: {
    tournament: 'Prague Handball Cup',
    sheetTitle: 'Zápis o utkání',
    reportTitle: 'Oficiální zápis o utkání',
    hallDayTitle: 'Program haly',
    teamScheduleTitle: 'Program týmu',
    sheetsTitle: 'Zápisy o utkání',
    category: 'Kategorie',
    group: 'Skupina',
    match: 'Utkání',
    matchNumber: (n: number) => `Utkání č. ${n}`,
    hall: 'Hala',
    day: 'Den',
    time: 'Čas',
    home: 'Domácí',
    away: 'Hosté',
    teams: 'Týmy',
    opponent: 'Soupeř',
    result: 'Výsledek',
    placeholder: (rank: number, group: string) => `${rank}. ze skupiny ${group}`,
    unknownTeam: 'bude určen',
    jersey: 'Č.',
    name: 'Jméno',
    birthYear: 'Ročník',
    players: 'Hráči',
    leaders: 'Vedoucí',
    goalsFirstHalf: 'Góly 1. pol.',
    goalsSecondHalf: 'Góly 2. pol.',
    warning: 'ŽK',
    suspension: '2 min',
    disqualification: 'ČK',
    blueCard: 'MK',
    timeouts: 'Time-outy',
    noRoster: 'Soupiska nebyla potvrzena: vyplňte ručně.',
    referees: 'Rozhodčí',
    refereeN: (n: number) => `Rozhodčí ${n}`,
    noReferees: 'Rozhodčí nebyli nasazeni.',
    firstHalf: '1. poločas',
    secondHalf: '2. poločas',
    final: 'Konečný stav',
    shootout: 'Sedmičky',
    halfTime: 'Poločas',
    signatures: 'Podpisy',
    leaderOf: (side: string) => `Vedoucí – ${side}`,
    reporterScreen: 'Zapisovatel: obrazovka utkání',
    publicMatch: 'Utkání na webu',
    hallPage: 'Program a výsledky haly živě',
    teamPage: 'Tým na webu',
    liveHint: 'Naskenujte kód telefonem.',
    walkover: 'Kontumace',
    events: 'Průběh utkání',
    minute: 'Min.',
    team: 'Tým',
    player: 'Hráč',
    event: 'Událost',
    playerTotals: 'Hráči',
    goals: 'Góly',
    sevenMeters: '7 m',
    noEvents: 'Utkání nemá zapsané události.',
    enteredBy: 'Výsledek zapsal',
    enteredTyped: 'výsledek zadán ručně',
    enteredEvents: 'výsledek z událostí',
    hallReporter: 'zapisovatel haly',
    noMatches: 'Žádná utkání.',
    hallAddresses: 'Adresy hal',
    created: 'Vytvořeno',
    page: (n: number, of: number) => `Strana ${n} z ${of}`,
    events_: {
      goal: 'Gól',
      'shootout-goal': 'Gól v sedmičkách',
      'yellow-card': 'Žlutá karta',
      'red-card': 'Červená karta',
      'blue-card': 'Modrá karta',
      'two-minutes': 'Vyloučení na 2 min',
    } satisfies Record<EventTypeCode, string>,
    sevenMeterGoal: 'Gól ze 7 m',
    fileSheet: (n: number) => `zapis-utkani-${n}`,
    fileReport: (n: number) => `oficialni-zapis-${n}`,
    fileHallDay: (hall: string, day: string) => `program-haly-${hall}-${day}`,
    hallScreensTitle: 'Obrazovky hal',
    hallScreensHint: 'Adresu otevřete v prohlížeči televize nebo projektoru v režimu celé obrazovky (F11).',
    fileHallScreens: 'obrazovky-hal',
    filePoster: (hall: string, day: string) => `plakat-haly-${hall}-${day}`,
    fileTeam: (team: string) => `program-tymu-${team}`,
    fileSheets: (day: string) => `zapisy-${day}`,
  },
  en: {
    tournament: 'Prague Handball Cup',
    sheetTitle: 'Match sheet',
    reportTitle: 'Official match report',
    hallDayTitle: 'Hall schedule',
    teamScheduleTitle: 'Team schedule',
    sheetsTitle: 'Match sheets',
    category: 'Category',
    group: 'Group',
    match: 'Match',
    matchNumber: (n: number) => `Match no. ${n}`,
    hall: 'Hall',
    day: 'Day',
    time: 'Time',
    home: 'Home',
    away: 'Away',
    teams: 'Teams',
    opponent: 'Opponent',
    result: 'Result',
    placeholder: (rank: number, group: string) => `${rank}. of group ${group}`,
    unknownTeam: 'to be decided',
    jersey: 'No.',
    name: 'Name',
    birthYear: 'Born',
    players: 'Players',
    leaders: 'Team officials',
    goalsFirstHalf: 'Goals 1st half',
    goalsSecondHalf: 'Goals 2nd half',
    warning: 'YC',
    suspension: '2 min',
    disqualification: 'RC',
    blueCard: 'BC',
    timeouts: 'Team timeouts',
    noRoster: 'No roster confirmed: fill in by hand.',
    referees: 'Referees',
    refereeN: (n: number) => `Referee ${n}`,
    noReferees: 'No referees assigned.',
    firstHalf: '1st half',
    secondHalf: '2nd half',
    final: 'Final score',
    shootout: '7 m shoot-out',
    halfTime: 'Half-time',
    signatures: 'Signatures',
    leaderOf: (side: string) => `Team official – ${side}`,
    reporterScreen: 'Reporter: match screen',
    publicMatch: 'Match on the web',
    hallPage: "The hall's schedule and results live",
    teamPage: 'Team on the web',
    liveHint: 'Scan the code with your phone.',
    walkover: 'Walkover',
    events: 'Match events',
    minute: 'Min.',
    team: 'Team',
    player: 'Player',
    event: 'Event',
    playerTotals: 'Players',
    goals: 'Goals',
    sevenMeters: '7 m',
    noEvents: 'No events were recorded for this match.',
    enteredBy: 'Result entered by',
    enteredTyped: 'score typed in',
    enteredEvents: 'score from the events',
    hallReporter: 'hall reporter',
    noMatches: 'No matches.',
    hallAddresses: 'Hall addresses',
    created: 'Created',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    events_: {
      goal: 'Goal',
      'shootout-goal': 'Shoot-out goal',
      'yellow-card': 'Yellow card',
      'red-card': 'Red card',
      'blue-card': 'Blue card',
      'two-minutes': '2-minute suspension',
    } satisfies Record<EventTypeCode, string>,
    sevenMeterGoal: 'Goal from 7 m',
    fileSheet: (n: number) => `match-sheet-${n}`,
    fileReport: (n: number) => `match-report-${n}`,
    fileHallDay: (hall: string, day: string) => `hall-schedule-${hall}-${day}`,
    hallScreensTitle: 'Hall screens',
    hallScreensHint: "Open the address in the TV's or projector's browser in full screen (F11).",
    fileHallScreens: 'hall-screens',
    filePoster: (hall: string, day: string) => `hall-poster-${hall}-${day}`,
    fileTeam: (team: string) => `team-schedule-${team}`,
    fileSheets: (day: string) => `match-sheets-${day}`,
  },
} as const;

export type PrintTexts = (typeof PRINT_TEXTS)[PdfLocale];

// The date formats, made once: each one holds ICU's calendar and patterns in native memory, freed only
// when the JavaScript object is collected, and a day's match sheets formatted dates thousands of times.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}

/** A tournament day (`YYYY-MM-DD`, a calendar date) with its weekday: "pátek 18. 4. 2025", "Friday 18 April 2025". */
export function formatDay(day: string, locale: PdfLocale): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = formatter(
    `weekday ${locale}`,
    () => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }),
  ).format(date);
  if (locale === 'cs') return `${weekday} ${d}. ${m}. ${y}`;
  const month = formatter('month en', () => new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' })).format(
    date,
  );
  return `${weekday} ${d} ${month} ${y}`;
}

/** A moment in the tournament's time zone, e.g. the document's creation. */
export function formatMoment(moment: Date, locale: PdfLocale): string {
  return formatter(
    `moment ${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: TOURNAMENT_TIME_ZONE,
      }),
  )
    .format(moment)
    .replace(/\u00a0|\u202f/g, ' ');
}

/** A file name part made of letters, digits and dashes (no diacritics), for Content-Disposition. */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'x'
  );
}

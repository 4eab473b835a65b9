import { OTHER_GENDER_LIMITS } from '@tms/domain/eligibility';
import type { Role } from '@tms/domain/roles';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import { recomputeMatchScores } from '../../modules/competition/match-scores-service';
import { recomputeCompetition, recomputeGroups } from '../../modules/competition/standings-service';
import type { Db, Tx } from '../client';
import { CONFIGURATION_DEFAULTS, EVENT_TYPES, MATCH_STAGES, PLACE_TYPES, ROUND_LEVELS } from '../built-in-rows';
import {
  type EventTypeCode,
  type MatchStageCode,
  clubs,
  clubUsers,
  competitionGroups,
  competitionTeams,
  configurations,
  dashboardMessages,
  countries,
  countryTranslations,
  eventTypes,
  groupStandings,
  matchEvents,
  matchParticipants,
  matchReferees,
  publishedMatchReferees,
  matches,
  matchStages,
  participants,
  files,
  placeFiles,
  places,
  placeTranslations,
  placeTypes,
  pricelistItems,
  invoices,
  suppliers,
  refereeInHalls,
  refereeRanks,
  referees,
  regions,
  roundLevels,
  serviceLevels,
  teamAdmins,
  teamCategories,
  teamParticipants,
  trainingTypes,
  tshirtSizes,
  users,
} from '../schema/index';
import { seedAccommodationCapacity } from './accommodation';
import { insertMany, maxId, resetSequences } from './bulk';
import { seedRestaurantSeats, seedTrainingRequests } from './catering';
import { DEMO_SUPPLIERS, type DemoClub, insertRegistrations, planClub } from './registrations';
import { DEMO_CONFIGURATION_VALUES } from './configuration';
import { COUNTRIES, type CountrySeed, CZ_REGIONS, SK_REGIONS } from './countries';
import {
  CATEGORIES,
  type CategorySeed,
  PLACEMENT_GROUP_LEVEL,
  PRICELIST,
  type RoundLevelName,
  SERVICE_LEVELS,
  TRAINING_TYPES,
  TSHIRT_SIZES,
} from './lookup-lists';
import { People, type Sex } from './people';
import { ATTRACTIONS, HALLS, HOTELS, type PlaceSeed, RESTAURANTS } from './places';
import { czechAccountNumber, demoIban } from './bank-accounts';
import { Random } from './random';
import { rosterNearMisses } from './roster-edges';
import { seedMatchRosters } from './match-rosters';
import { seedPastEdition } from './past-edition';

/** Leaders' ages are taken on this day (`tournament_first_game_date`). */
const DEMO_FIRST_TOURNAMENT_DAY = DEMO_CONFIGURATION_VALUES.tournament_first_game_date.slice(0, 10);
import { eventRows as eventsOf, type MatchRoster, simulateMatch } from './results';
import { type ScheduleInput, scheduleTournament, toDayTime } from './schedule';
import { buildCategoryPlan, type GroupPlan, preliminaryGroupCount, preliminaryGroups } from './structure';

export const DEMO_PASSWORD = 'handball2025';
export const DEMO_SEED = 2025;
/**
 * The demo shows the tournament as it stands on Monday 21 April 2025 at 11:20 (Prague time): days 1-3
 * played, Monday's semi-finals played, a few 3rd place matches and finals under way, the rest to come.
 * In minutes from the first day's midnight.
 */
const SNAPSHOT = 3 * 1440 + 11 * 60 + 20;
/** Prague is on CEST (UTC+2) during the tournament. */
const TOURNAMENT_START_UTC_MS = Date.UTC(2025, 3, 17, 22, 0, 0);
const DEMO_REFEREE_RANKS = [
  { highestCompetition: 'IHF', rank: 5 },
  { highestCompetition: 'EHF', rank: 5 },
  { highestCompetition: 'EHF European Cup', rank: 4 },
  { highestCompetition: 'Extraliga', rank: 4 },
  { highestCompetition: 'National league', rank: 4 },
  { highestCompetition: '1. liga', rank: 3 },
  { highestCompetition: '2nd national league', rank: 3 },
  { highestCompetition: '2. liga', rank: 2 },
  { highestCompetition: 'Regional league', rank: 2 },
  { highestCompetition: 'Krajský přebor', rank: 1 },
];
const REFEREES = 275;
const REFEREE_STATES = { approved: 242, new: 21, declined: 12 } as const;
const FINAL_HALLS = 5;
const WALKOVERS: readonly [number, number][] = [
  [5, 0],
  [0, 5],
  [0, 0],
  [5, 0],
];

export type SeedSummary = {
  teams: number;
  countries: number;
  clubs: number;
  halls: number;
  referees: number;
  matches: number;
  events: number;
  ms: number;
};

/** The demo goes only into a database without a tournament (no team categories yet). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: teamCategories.id }).from(teamCategories).limit(1);
  return rows.length === 0;
}

type Ids<K extends string> = Record<K, number>;

type PlayerSeed = { participantId: number; jersey: number; skill: number; goalkeeper: boolean };
type TeamSeed = {
  id: number;
  clubId: number;
  country: string;
  category: CategorySeed;
  teamNumber: number;
  strength: number;
  players: PlayerSeed[];
  leaders: { participantId: number }[];
};
type ClubSeed = { id: number; name: string; country: string; city: string; region: string | null; teams: TeamSeed[] };

/** Fixed instants for created/updated columns, so two seeds give the same data. */
function instant(rng: Random, from: string, days: number): string {
  const start = Date.parse(from);
  return new Date(start + rng.int(0, days * 24 * 60) * 60_000).toISOString();
}

function isoDate(year: number, rng: Random): string {
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

/** Largest-remainder split of `total` by weights. */
function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  let rest = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - counts[i] })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (rest-- <= 0) break;
    counts[i]++;
  }
  return counts;
}

/** A club whose teams play: its registration was approved or processed. */
function takesPart(state: DemoClub['state']) {
  return state === 'approved' || state === 'processed';
}

class DemoSeeder {
  private readonly rng: Random;
  private readonly people: People;
  private stage = {} as Ids<MatchStageCode>;
  private eventType = {} as Ids<EventTypeCode>;
  private roundLevel = {} as Ids<RoundLevelName>;
  private countryId = new Map<string, number>();
  private regionId = new Map<string, number>();
  private categoryId = new Map<string, number>();
  private tshirtIds: number[] = [];
  private hallIds: number[] = [];
  private hotelIds: number[] = [];
  private refereeHotelIds: number[] = [];
  private clubs: ClubSeed[] = [];
  private teams: TeamSeed[] = [];
  /** Clubs whose registration was approved or processed: only their teams are drawn into groups. */
  private takingPart = new Set<number>();
  private approvedPairs: [number, number][] = [];
  /** The demo team admin's teams: their upcoming match rosters stay open to try. */
  private teamAdminTeamIds: number[] = [];
  private users = {} as Record<'superadmin' | 'admin' | 'clubadmin' | 'teamadmin' | 'referee' | 'reporter', number>;
  private pricelist: (typeof pricelistItems.$inferSelect)[] = [];
  private registrationPlans?: {
    rng: Random;
    pricelist: Parameters<typeof insertRegistrations>[3];
    clubs: Parameters<typeof insertRegistrations>[2];
  };
  private matchCount = 0;
  private eventCount = 0;
  private refereeCount = 0;
  private demoRefereeId = 0;

  constructor(
    private readonly tx: Tx,
    seed: number,
    private readonly passwordHash: string,
    private readonly log: (msg: string) => void,
    private readonly demoStage: DemoStage = 'live',
    private readonly withPastEdition = true,
  ) {
    this.rng = new Random(seed);
    this.people = new People(this.rng.fork(1), seed);
  }

  async run(): Promise<Omit<SeedSummary, 'ms'>> {
    const step = async (name: string, fn: () => Promise<void>) => {
      const started = performance.now();
      await fn();
      this.log(`demo: ${name} (${Math.round(performance.now() - started)} ms)`);
    };
    await step('reference data and enumerations', () => this.enumerations());
    await step('demo accounts', () => this.accounts());
    await step('news', () => this.news());
    await step('places', () => this.places());
    await step('clubs, teams and rosters', () => this.clubsAndTeams());
    await step('club registrations and finance', async () => {
      const plans = this.registrationPlans!;
      await insertRegistrations(this.tx, plans.rng, plans.clubs, plans.pricelist);
    });
    await step('referees', () => this.referees());
    await step('accommodation capacity', () =>
      seedAccommodationCapacity(this.tx, { hotelIds: this.hotelIds, hallIds: this.hallIds }),
    );
    // Before the draw there are no groups, matches, results or referee assignments yet.
    if (this.demoStage === 'live') {
      await step('competition, schedule and results', () => this.competition());
      // The live demo's schedule has been published: the public and the clubs see it as it stands.
      await step('published schedule', async () => {
        await this.tx.update(matches).set({
          publishedDay: sql`${matches.day}`,
          publishedTime: sql`${matches.time}`,
          publishedPlaceId: sql`${matches.placeId}`,
        });
      });
      // So have its referee assignments: the public and the referees see every match's referees.
      await step('published referee assignments', async () => {
        await this.tx.insert(publishedMatchReferees).select(
          this.tx
            .select({
              editionId: matchReferees.editionId,
              matchId: matchReferees.matchId,
              position: matchReferees.position,
              refereeId: matchReferees.refereeId,
            })
            .from(matchReferees),
        );
      });
    }
    await step('restaurant seats and training requests', async () => {
      await seedRestaurantSeats(this.tx);
      await seedTrainingRequests(this.tx, this.users.clubadmin);
    });
    if (this.demoStage === 'live' && this.withPastEdition) {
      await step('the past edition 2024', async () => {
        await seedPastEdition(this.tx, {
          rng: new Random(DEMO_SEED * 59 + 3),
          people: new People(new Random(DEMO_SEED * 61 + 7), DEMO_SEED - 1),
          teams: this.teams.filter((t) => this.takingPart.has(t.clubId)),
          stage: this.stage,
          eventType: this.eventType,
          roundLevel: this.roundLevel,
          hallIds: this.hallIds,
        });
      });
    }
    await step('sequences', () =>
      resetSequences(this.tx, [
        countries,
        regions,
        places,
        suppliers,
        invoices,
        clubs,
        competitionTeams,
        participants,
        referees,
        competitionGroups,
        matches,
        matchParticipants,
      ]),
    );
    return {
      teams: this.teams.length,
      countries: new Set(this.clubs.map((c) => c.country)).size,
      clubs: this.clubs.length,
      halls: HALLS.length,
      referees: this.refereeCount,
      matches: this.matchCount,
      events: this.eventCount,
    };
  }

  // ---- enumerations --------------------------------------------------------------------------

  private async enumerations() {
    const tx = this.tx;
    // Reference rows the server also ensures on start (same constants, so both agree).
    await tx
      .insert(matchStages)
      .values([...MATCH_STAGES])
      .onConflictDoNothing();
    await tx
      .insert(eventTypes)
      .values([...EVENT_TYPES])
      .onConflictDoNothing();
    await tx
      .insert(roundLevels)
      .values([...ROUND_LEVELS, PLACEMENT_GROUP_LEVEL])
      .onConflictDoNothing();
    await tx
      .insert(placeTypes)
      .values([...PLACE_TYPES])
      .onConflictDoNothing();
    for (const s of await tx.select().from(matchStages)) this.stage[s.code] = s.id;
    for (const t of await tx.select().from(eventTypes)) this.eventType[t.code] = t.id;
    for (const l of await tx.select().from(roundLevels)) this.roundLevel[l.systemName as RoundLevelName] = l.id;

    // Demo values for the 2025 edition; a value an organiser already set stays.
    await tx
      .insert(configurations)
      .values(
        CONFIGURATION_DEFAULTS.map((c) => ({
          ...c,
          value: DEMO_CONFIGURATION_VALUES[c.key] ?? c.value,
          format: c.dataType === 'datetime' ? 'ISO 8601' : null,
        })),
      )
      .onConflictDoUpdate({
        target: [configurations.editionId, configurations.key],
        set: { value: sql`excluded.value` },
        setWhere: sql`${configurations.value} is null`,
      });

    let countryId = await maxId(tx, countries);
    const countryRows: (typeof countries.$inferInsert)[] = [];
    const translationRows: (typeof countryTranslations.$inferInsert)[] = [];
    for (const c of COUNTRIES) {
      countryId++;
      this.countryId.set(c.code, countryId);
      countryRows.push({
        id: countryId,
        countryCode: c.code,
        currencyCode: c.currency,
        languageCode: c.language,
        createdAt: '2024-09-02T08:00:00.000Z',
      });
      translationRows.push(
        { countryId, locale: 'cs', name: c.cs, description: null },
        { countryId, locale: 'en', name: c.en, description: null },
      );
    }
    await insertMany(tx, countries, countryRows);
    await insertMany(tx, countryTranslations, translationRows);
    let regionId = await maxId(tx, regions);
    const regionRows: (typeof regions.$inferInsert)[] = [];
    for (const [country, list] of [
      ['CZ', CZ_REGIONS],
      ['SK', SK_REGIONS],
    ] as const) {
      for (const [code, name] of list) {
        regionId++;
        this.regionId.set(`${country}:${code}`, regionId);
        regionRows.push({ id: regionId, countryId: this.countryId.get(country)!, code, name });
      }
    }
    await insertMany(tx, regions, regionRows);

    // Read back after the inserts: rows that already existed keep their ids.
    await tx
      .insert(serviceLevels)
      .values(SERVICE_LEVELS.map((name) => ({ name })))
      .onConflictDoNothing();
    const levelId = new Map((await tx.select().from(serviceLevels)).map((l) => [l.name, l.id]));
    await tx
      .insert(tshirtSizes)
      .values(TSHIRT_SIZES.map((code) => ({ code })))
      .onConflictDoNothing();
    this.tshirtIds = (await tx.select().from(tshirtSizes).orderBy(asc(tshirtSizes.id))).map((s) => s.id);
    await tx
      .insert(trainingTypes)
      .values([...TRAINING_TYPES])
      .onConflictDoNothing();
    await insertMany(tx, suppliers, DEMO_SUPPLIERS, { onConflictDoNothing: true });
    this.pricelist = await tx
      .insert(pricelistItems)
      .values(
        PRICELIST.map(({ serviceLevel, ...item }, i) => ({
          ...item,
          serviceLevelId: serviceLevel ? (levelId.get(serviceLevel) ?? null) : null,
          // Supplier 1 (the hotel partner) sells the accommodation packages, the organiser the rest.
          supplierId: item.serviceTypeId === 1 ? 1 : 2,
          // Basic sleeps in schools, Standard and Superior in hotels.
          accommodationKind:
            item.serviceTypeId === 1 ? (serviceLevel === 'Basic' ? ('school' as const) : ('hotel' as const)) : null,
          createdAt: `2024-09-02T08:${String(i).padStart(2, '0')}:00.000Z`,
        })),
      )
      .returning();
    const categoryRows = await tx
      .insert(teamCategories)
      .values(
        CATEGORIES.map((c) => ({
          code: c.code,
          gender: c.gender,
          birthDateMin: `${c.birthYears[0]}-01-01`,
          birthDateMax: c.birthYears[1] === null ? null : `${c.birthYears[1]}-12-31`,
          matchLength: c.matchLength,
          otherGenderMax: OTHER_GENDER_LIMITS[c.code] ?? 0,
          weight: c.weight,
          // Room for the demo's teams rounded up to groups of eight: some categories are full.
          maxTeams: Math.ceil(c.teams / 8) * 8,
        })),
      )
      .returning();
    for (const c of categoryRows) this.categoryId.set(c.code, c.id);
  }

  // ---- accounts --------------------------------------------------------------------------------

  /** Dashboard news for everybody, for club admins and for referees. */
  private async news() {
    await this.tx.insert(dashboardMessages).values([
      {
        internalName: 'welcome-2025',
        recipientType: 'all',
        textCs: 'Vítejte na Prague Handball Cupu 2025! Rozpis zápasů a výsledky najdete v sekci Výsledky.',
        textEn: 'Welcome to Prague Handball Cup 2025! The match schedule and results are in the Results section.',
        state: 'published',
        sentAt: '2025-04-10T09:00:00+02:00',
      },
      {
        internalName: 'club-rosters',
        recipientType: 'club',
        textCs:
          'Soupisky zápasů potvrďte nejpozději 17. dubna ve 20:00; změny potom řeší pracovníci u stolku časoměřiče.',
        textEn:
          "Confirm your match rosters by 17 April, 20:00; after that, changes go through the staff at the timekeeper's table.",
        state: 'published',
        sentAt: '2025-04-12T10:00:00+02:00',
      },
      {
        internalName: 'referee-briefing',
        recipientType: 'referee',
        textCs: 'Porada rozhodčích je v pátek 18. dubna v 7:30 ve sportovní hale Kotlářka.',
        textEn: 'The referee briefing is on Friday 18 April at 7:30 in the Kotlářka sports hall.',
        state: 'published',
        sentAt: '2025-04-14T08:00:00+02:00',
      },
      {
        internalName: 'draft-awards',
        recipientType: 'all',
        textCs: 'Vyhlášení výsledků (koncept)',
        textEn: 'Award ceremony (draft)',
        state: 'draft',
      },
    ]);
  }

  private async accounts() {
    const accounts: [keyof DemoSeeder['users'], string, string, string, Role[]][] = [
      ['superadmin', 'Tomáš', 'Novák', 'cs', ['ROLE_USER', 'ROLE_SUPER_ADMIN']],
      ['admin', 'Emily', 'Clarke', 'en', ['ROLE_USER', 'ROLE_ADMIN']],
      ['clubadmin', 'Petr', 'Svoboda', 'cs', ['ROLE_USER']],
      ['teamadmin', 'Lucie', 'Černá', 'cs', ['ROLE_USER']],
      ['referee', 'Martin', 'Procházka', 'cs', ['ROLE_USER']],
      ['reporter', 'Oliver', 'Bennett', 'en', ['ROLE_USER', 'ROLE_COMPETITION_REPORTER']],
    ];
    const rows = await this.tx
      .insert(users)
      .values(
        accounts.map(([key, firstName, lastName, locale, roles], i) => ({
          username: `${key}@example.com`,
          firstName,
          lastName,
          phone: `+420 777 100 ${String(101 + i)}`,
          passwordHash: this.passwordHash,
          locale,
          roles,
        })),
      )
      .returning({ id: users.id, username: users.username });
    for (const row of rows) this.users[row.username.split('@')[0] as keyof DemoSeeder['users']] = row.id;
  }

  // ---- places --------------------------------------------------------------------------------

  private async places() {
    const [hallTraining] = await this.tx
      .select({ id: trainingTypes.id })
      .from(trainingTypes)
      .orderBy(asc(trainingTypes.id));
    let id = await maxId(this.tx, places);
    const placeRows: (typeof places.$inferInsert)[] = [];
    const translations: (typeof placeTranslations.$inferInsert)[] = [];
    const add = (list: readonly PlaceSeed[], placeTypeId: number, target: number[]) => {
      list.forEach((p, i) => {
        id++;
        target.push(id);
        placeRows.push({
          id,
          code: p.code ?? null,
          address: p.address,
          lat: p.lat,
          lng: p.lng,
          link: p.link,
          data: {
            ...(placeTypeId === 1 && i === 0 ? { hall_reporter: this.users.reporter } : {}),
            // The frame the competition builder schedules in (the live demo was scheduled 08:00-20:00).
            ...(placeTypeId === 1 && this.demoStage === 'before-draw'
              ? { opening_hours: { open: '08:00', close: '20:00' } }
              : {}),
          },
          isActive: true,
          visibleOnMap: true,
          defaultRefereeAccommodation: placeTypeId === 2 && i < 2,
          placeTypeId,
          allowedTrainingTypesIds: placeTypeId === 1 && hallTraining ? [hallTraining.id] : [],
          createdAt: '2024-09-02T08:00:00.000Z',
          updatedAt: '2025-03-20T10:00:00.000Z',
        });
        translations.push(
          { placeId: id, locale: 'cs', name: p.cs, description: p.descriptionCs },
          { placeId: id, locale: 'en', name: p.en, description: p.descriptionEn },
        );
      });
    };
    add(HALLS, 1, this.hallIds);
    add(HOTELS, 2, this.hotelIds);
    add(RESTAURANTS, 3, []);
    add(ATTRACTIONS, 4, []);
    this.refereeHotelIds = this.hotelIds.slice(0, 2);
    await insertMany(this.tx, places, placeRows);
    await insertMany(this.tx, placeTranslations, translations);
    // The first hall and the first hotel show a photo; the images are the web app's public files.
    const photos = await this.tx
      .insert(files)
      .values(
        ['hall', 'hotel'].map((name) => ({
          url: `/demo/places/${name}.jpg`,
          filename: `${name}.jpg`,
          extension: 'jpg',
          folder: 'places',
          createdAt: '2024-09-02T08:00:00.000Z',
        })),
      )
      .returning({ id: files.id });
    await this.tx.insert(placeFiles).values([
      { placeId: this.hallIds[0], fileId: photos[0].id },
      { placeId: this.hotelIds[0], fileId: photos[1].id },
    ]);
  }

  // ---- clubs, teams, rosters -------------------------------------------------------------------

  private async clubsAndTeams() {
    const rng = this.rng.fork(2);
    const totalTeams = CATEGORIES.reduce((sum, c) => sum + c.teams, 0);
    const withTeams = COUNTRIES.filter((c) => c.teams > 0);
    const countryLeft = new Map(
      apportion(
        withTeams.map((c) => c.teams),
        totalTeams,
      ).map((n, i) => [withTeams[i].code, n]),
    );
    const categoryLeft = new Map(CATEGORIES.map((c) => [c.code, c.teams]));
    const usedNames = new Set<string>();
    let clubId = await maxId(this.tx, clubs);
    let teamId = await maxId(this.tx, competitionTeams);

    const clubName = (country: CountrySeed): { name: string; city: string; region: string | null } => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const entry = rng.pick(country.cities);
        const [city, region] = typeof entry === 'string' ? [entry, null] : entry;
        const name = rng
          .pick(country.clubPatterns)
          .replace('{c}', city === 'Praha' ? rng.pick(['Praha', 'Praha 4', 'Praha 6', 'Praha 10']) : city);
        if (!usedNames.has(name)) {
          usedNames.add(name);
          return { name, city, region };
        }
      }
      throw new Error(`Out of club names for ${country.code}`);
    };

    while ([...countryLeft.values()].some((n) => n > 0)) {
      const code = rng.weighted([...countryLeft.keys()], (c) => countryLeft.get(c)!);
      const country = this.people.country(code);
      const wanted = rng.weighted([1, 2, 3, 4], (n) => [0, 35, 30, 20, 15][n]);
      const size = Math.min(wanted, countryLeft.get(code)!);
      const { name, city, region } = clubName(country);
      clubId++;
      const club: ClubSeed = { id: clubId, name, country: code, city, region, teams: [] };
      for (let k = 0; k < size; k++) {
        const open = [...categoryLeft.keys()].filter((c) => categoryLeft.get(c)! > 0);
        // A second team in a category the club already plays happens, but rarely.
        const fresh = open.filter((c) => !club.teams.some((t) => t.category.code === c));
        const pool = fresh.length > 0 && !rng.chance(0.08) ? fresh : open;
        const categoryCode = rng.weighted(pool, (c) => categoryLeft.get(c)!);
        categoryLeft.set(categoryCode, categoryLeft.get(categoryCode)! - 1);
        const category = CATEGORIES.find((c) => c.code === categoryCode)!;
        teamId++;
        club.teams.push({
          id: teamId,
          clubId,
          country: code,
          category,
          teamNumber: club.teams.filter((t) => t.category.code === categoryCode).length + 1,
          strength: rng.normal(0, 1),
          players: [],
          leaders: [],
        });
      }
      countryLeft.set(code, countryLeft.get(code)! - size);
      this.clubs.push(club);
      this.teams.push(...club.teams);
    }

    // Registrations: their own random source, so the rest of the demo stays as it was.
    const regRng = new Random(DEMO_SEED * 31 + 11);
    const contacts = new People(regRng.fork(1), DEMO_SEED + 7);
    // The club admin's club: the Czech club with the most teams.
    const home = [...this.clubs]
      .filter((c) => c.country === 'CZ')
      .sort((a, b) => b.teams.length - a.teams.length || a.id - b.id)[0];
    const states = ['approved', 'processed', 'new', 'declined'] as const;
    // A few new and declined: their teams stay out of the draw.
    const registration = this.clubs.map((club) => ({
      state:
        club === home
          ? 'approved'
          : regRng.weighted([...states], (s) => ({ approved: 74, processed: 14, new: 10, declined: 2 })[s]),
      sex: (regRng.chance(0.7) ? 'male' : 'female') as Sex,
    }));
    this.clubs.forEach((club, i) => {
      if (takesPart(registration[i].state)) this.takingPart.add(club.id);
    });
    teamId = this.addDrawnTeams(teamId, home.id);

    const clubRows: (typeof clubs.$inferInsert)[] = this.clubs.map((club) => {
      const { city, region } = club;
      return {
        id: club.id,
        name: club.name,
        countryId: this.countryId.get(club.country)!,
        regionId: region ? (this.regionId.get(`${club.country}:${region}`) ?? null) : null,
        street: this.people.street(club.country),
        city,
        zip: this.people.zip(club.country),
        registrationState: rng.chance(0.85) ? 'approved' : 'processed',
        createdAt: instant(rng, '2024-10-01T08:00:00.000Z', 120),
        updatedAt: instant(rng, '2025-02-01T08:00:00.000Z', 50),
      };
    });
    await insertMany(this.tx, clubs, clubRows);

    // Rosters: 10-16 players born in the category's years (some one category younger), 1-3 adult leaders.
    let participantId = await maxId(this.tx, participants);
    const participantRows: (typeof participants.$inferInsert)[] = [];
    const assignments: (typeof teamParticipants.$inferInsert)[] = [];
    const levels = ['A', 'B', 'C', 'D', 'E'];
    for (const team of this.teams) {
      const { category } = team;
      const level = levels.indexOf(category.code[1]);
      const [oldest] = category.birthYears;
      const playerCount = rng.weighted([10, 11, 12, 13, 14, 15, 16], (n) => [1, 2, 3, 4, 4, 3, 2][n - 10]);
      const otherSex = (category.gender === 'male' && level >= 3) || (category.gender === 'female' && level === 4);
      const mixed = otherSex && rng.chance(0.25) ? rng.int(1, 3) : 0;
      const jerseys = new Set<number>();
      const goalkeeperNumbers = rng.shuffle([1, 12, 16]).slice(0, 2);
      for (let p = 0; p < playerCount; p++) {
        const goalkeeper = p < 2;
        let jersey = goalkeeper ? goalkeeperNumbers[p] : 0;
        while (jersey === 0 || jerseys.has(jersey)) jersey = rng.chance(0.75) ? rng.int(2, 30) : rng.int(31, 99);
        jerseys.add(jersey);
        const younger = rng.chance(0.15);
        const year = younger ? oldest + 2 + rng.int(0, 1) : oldest + rng.int(0, 1);
        const sex: Sex = p >= playerCount - mixed ? (category.gender === 'male' ? 'female' : 'male') : category.gender;
        participantId++;
        participantRows.push({
          id: participantId,
          clubId: team.clubId,
          firstName: this.people.firstName(team.country, sex),
          lastName: this.people.lastName(team.country, sex),
          birthDate: isoDate(year, rng),
          gender: sex,
          createdAt: instant(rng, '2025-02-01T08:00:00.000Z', 60),
        });
        assignments.push({ teamId: team.id, participantId, isLeader: false, jerseyNumber: jersey });
        team.players.push({ participantId, jersey, skill: Math.exp(rng.normal(0, 0.7)), goalkeeper });
      }
      const leaderCount = rng.weighted([1, 2, 3], (n) => [0, 35, 50, 15][n]);
      for (let l = 0; l < leaderCount; l++) {
        const sex: Sex = rng.chance(category.gender === 'male' ? 0.8 : 0.5) ? 'male' : 'female';
        participantId++;
        participantRows.push({
          id: participantId,
          clubId: team.clubId,
          firstName: this.people.firstName(team.country, sex),
          lastName: this.people.lastName(team.country, sex),
          birthDate: isoDate(rng.int(1962, 2000), rng),
          gender: sex,
          createdAt: instant(rng, '2025-02-01T08:00:00.000Z', 60),
        });
        assignments.push({ teamId: team.id, participantId, isLeader: true, jerseyNumber: null });
        team.leaders.push({ participantId });
      }
    }
    const demoClubs = this.clubs.map((club, i): DemoClub => {
      const row = clubRows[i];
      const { state, sex } = registration[i];
      return {
        id: club.id,
        country: club.country,
        currencyCode: this.people.country(club.country).currency,
        createdAt: row.createdAt!,
        state,
        contact:
          club === home
            ? { firstName: 'Petr', lastName: 'Svoboda', phone: '+420 777 100 103' }
            : {
                firstName: contacts.firstName(club.country, sex),
                lastName: contacts.lastName(club.country, sex),
                phone: contacts.phone(club.country),
              },
        teams: club.teams.map((t) => ({
          id: t.id,
          persons: t.players.length + t.leaders.length,
          leaders: t.leaders.length,
        })),
      };
    });
    for (const state of states) {
      const ids = demoClubs.filter((club) => club.state === state).map((club) => club.id);
      if (ids.length > 0) {
        await this.tx.update(clubs).set({ registrationState: state }).where(inArray(clubs.id, ids));
      }
    }
    const priced = this.pricelist.map((item) => ({ ...item }));
    const plans = demoClubs.map((club) => ({ ...club, plan: planClub(regRng, club, priced, club.id === home.id) }));
    const packageOf = new Map(plans.flatMap((club) => [...club.plan.packages]));
    await insertMany(
      this.tx,
      competitionTeams,
      this.teams.map((t) => ({
        id: t.id,
        name: null,
        teamNumber: t.teamNumber,
        persons: t.players.length + t.leaders.length,
        ...packageOf.get(t.id)!,
        clubId: t.clubId,
        teamCategoryId: this.categoryId.get(t.category.code)!,
        createdAt: instant(rng, '2024-10-01T08:00:00.000Z', 120),
        updatedAt: instant(rng, '2025-02-01T08:00:00.000Z', 27),
      })),
    );
    const edges = rosterNearMisses(
      { id: home.id, teams: home.teams },
      { people: participantRows, assignments },
      DEMO_FIRST_TOURNAMENT_DAY,
      () => ++participantId,
    );
    await insertMany(this.tx, participants, [...participantRows, ...edges.people]);
    await insertMany(this.tx, teamParticipants, [...assignments, ...edges.assignments]);

    // The club admin's club (the Czech club with the most teams, `home` above).
    await insertMany(this.tx, clubUsers, [
      { clubId: home.id, userId: this.users.clubadmin, isAdmin: true },
      { clubId: home.id, userId: this.users.teamadmin, isAdmin: false },
    ]);
    await insertMany(this.tx, teamAdmins, [{ teamId: home.teams[0].id, userId: this.users.teamadmin }]);
    this.teamAdminTeamIds = [home.teams[0].id];
    this.registrationPlans = {
      rng: regRng,
      pricelist: priced,
      clubs: plans.map((club) => ({
        ...club,
        adminId: club.id === home.id ? this.users.clubadmin : null,
        partlyPaid: club.id === home.id,
        // The club admin's club bills its municipal sports company, with company and VAT ids.
        billing:
          club.id === home.id
            ? {
                differentBillingAddress: true,
                invoiceSubjectName: `Sportovní zařízení ${home.city}, s.r.o.`,
                invoiceStreet: 'Tyršova 1200',
                invoiceCity: home.city,
                invoiceZip: '760 01',
                invoiceCountryId: this.countryId.get('CZ')!,
                tin: '25348671',
                vatin: 'CZ25348671',
                registrationNote: 'Prosíme o ubytování všech týmů v jednom hotelu.',
              }
            : undefined,
      })),
    };
  }

  // ---- referees ------------------------------------------------------------------------------

  private async referees() {
    const rng = this.rng.fork(3);
    const withReferees = COUNTRIES.filter((c) => c.referees > 0);
    const perCountry = apportion(
      withReferees.map((c) => c.referees),
      REFEREES,
    );
    const countryOf: string[] = withReferees.flatMap((c, i) => Array.from({ length: perCountry[i] }, () => c.code));
    const states = rng.shuffle([
      ...Array.from({ length: REFEREE_STATES.approved }, () => 'approved' as const),
      ...Array.from({ length: REFEREE_STATES.new }, () => 'new' as const),
      ...Array.from({ length: REFEREE_STATES.declined }, () => 'declined' as const),
    ]);
    // The demo referee account is the first referee: Czech and approved.
    const firstApproved = states.indexOf('approved');
    [states[0], states[firstApproved]] = [states[firstApproved], states[0]];

    let id = await maxId(this.tx, referees);
    const rows: (typeof referees.$inferInsert)[] = countryOf.map((code, i) => {
      id++;
      const country = this.people.country(code);
      const sex: Sex = rng.chance(0.78) ? 'male' : 'female';
      const demo = i === 0;
      const firstName = demo ? 'Martin' : this.people.firstName(code, sex);
      const lastName = demo ? 'Procházka' : this.people.lastName(code, sex);
      const czech = code === 'CZ';
      // The demo referee's registration is complete: accommodation, halls per day, a Czech account.
      const wantsAccommodation = (czech ? rng.chance(0.4) : rng.chance(0.92)) || demo;
      const entry = rng.pick(country.cities);
      const city = typeof entry === 'string' ? entry : entry[0];
      const level = czech
        ? rng.pick(['Extraliga', '1. liga', '2. liga', 'Krajský přebor', 'EHF'])
        : rng.pick(['National league', '2nd national league', 'Regional league', 'EHF European Cup', 'IHF']);
      const project = rng.chance(0.2)
        ? rng.pick([
            [1, 'EHF Young Referees Project'],
            [2, 'Talentovaní rozhodčí ČSH'],
          ] as const)
        : null;
      const accountHolder = `${firstName} ${lastName}`;
      const phone = this.people.phone(code);
      const street = this.people.street(code);
      const zip = this.people.zip(code);
      const accountNumber = czech ? czechAccountNumber(rng.int(100_000_000, 2_999_999_999)) : null;
      const bankCode = czech ? rng.pick(['0100', '0300', '0800', '2010', '3030', '5500', '6210']) : null;
      const iban = czech
        ? null
        : demoIban(
            code,
            Array.from({ length: 18 }, () => rng.int(0, 9)),
          );
      const bic = `${Array.from({ length: 4 }, () => String.fromCharCode(65 + rng.int(0, 25))).join('')}${code}${rng.pick(['2X', 'PP', 'XX', '22'])}`;
      // Referees of countries without IBANs are paid in cash at the tournament: no account.
      const paymentType = czech ? 'czk_payment' : iban ? 'foreign_eur_payment' : null;
      return {
        id,
        userId: demo ? this.users.referee : null,
        firstName,
        lastName,
        birthYear: demo ? 1988 : rng.int(1962, 2005),
        sex: demo ? 'male' : sex,
        email: demo ? 'referee@example.com' : this.people.email(code, firstName, lastName),
        phone,
        street,
        city,
        zip,
        countryId: this.countryId.get(code)!,
        highestCompetition: level,
        colleagueRefereeId: null,
        colleagueRefereeRequested: false,
        tshirtSizeId: rng.pick(this.tshirtIds.slice(1)),
        refereeProjectId: project?.[0] ?? null,
        refereeProjectName: project?.[1] ?? null,
        accommodationPlaceId: wantsAccommodation ? rng.pick(this.refereeHotelIds) : null,
        wantsAccommodation,
        wantsSingleRoom: wantsAccommodation && rng.chance(0.15),
        accompanimentPersons: rng.chance(0.08) ? 1 : 0,
        mealVouchers: rng.int(0, 4) * 3,
        registrationNote: rng.chance(0.1)
          ? rng.pick([
              'Prosím o ubytování s kolegou.',
              'Arriving by train on Thursday evening.',
              'Vegetarian meals, please.',
            ])
          : null,
        arrivalDate: czech ? '2025-04-18' : rng.pick(['2025-04-17', '2025-04-17', '2025-04-18']),
        departureDate: rng.pick(['2025-04-21', '2025-04-21', '2025-04-22']),
        agreeToTerms: true,
        registrationState: states[i],
        paymentType,
        accountPrefix: null,
        accountNumber,
        bankCode,
        iban,
        bicOrSwiftCode: iban ? bic : null,
        accountHoldersName: paymentType ? accountHolder : null,
        accountStreet: iban ? street : null,
        accountCity: iban ? city : null,
        accountZip: iban ? zip : null,
        accountCountryId: iban ? this.countryId.get(code)! : null,
        createdAt: instant(rng, '2024-11-01T08:00:00.000Z', 130),
        updatedAt: instant(rng, '2025-03-15T08:00:00.000Z', 20),
      };
    });

    // Approved referees work in pairs; some pairs registered together as colleagues.
    const approved = rng.shuffle(rows.filter((r) => r.registrationState === 'approved'));
    for (let i = 0; i + 1 < approved.length; i += 2) {
      const [a, b] = [approved[i], approved[i + 1]];
      this.approvedPairs.push([a.id!, b.id!]);
      if (rng.chance(0.4)) {
        a.colleagueRefereeId = b.id!;
        b.colleagueRefereeId = a.id!;
        a.colleagueRefereeRequested = true;
      }
    }
    await insertMany(this.tx, referees, rows);
    // The office's ranks of the levels the demo's referees name: the top ranks judge the last rounds.
    await insertMany(this.tx, refereeRanks, DEMO_REFEREE_RANKS);
    this.refereeCount = rows.length;
    this.demoRefereeId = rows[0].id!;
  }

  // ---- competition ---------------------------------------------------------------------------

  private async competition() {
    const tx = this.tx;
    const rng = this.rng.fork(4);
    let groupId = await maxId(tx, competitionGroups);
    const groupIdByLabel = new Map<string, number>();
    const groupByLabel = new Map<string, GroupPlan & { category: CategorySeed }>();
    const groupRows: (typeof competitionGroups.$inferInsert)[] = [];
    const slotRows: (typeof groupStandings.$inferInsert)[] = [];
    const inputs: ScheduleInput[] = [];
    const slotSources = new Map<string, string>();
    const matchesPerCategory = new Map<string, number>();
    const teamsByCategory = new Map<string, TeamSeed[]>();

    for (const category of CATEGORIES) {
      const teams = this.teams.filter((t) => t.category.code === category.code && this.takingPart.has(t.clubId));
      teamsByCategory.set(category.code, teams);
      const prelim = preliminaryGroups(teams, preliminaryGroupCount(teams.length), rng);
      const plan = buildCategoryPlan(category.code, prelim);
      for (const group of plan.groups) {
        groupId++;
        groupIdByLabel.set(group.label, groupId);
        groupByLabel.set(group.label, { ...group, category });
        groupRows.push({
          id: groupId,
          label: group.label,
          name: group.name,
          teamCategoryId: this.categoryId.get(category.code)!,
          competitionRoundLevelId: this.roundLevel[group.level],
          playoffCategory: group.playoffCategory,
          weight: group.weight,
        });
      }
      for (const group of plan.groups) {
        group.slots.forEach((slot, i) => {
          if (slot.from) slotSources.set(`${group.label}#${i + 1}`, slot.from.groupLabel);
          slotRows.push({
            competitionGroupId: groupIdByLabel.get(group.label)!,
            slot: i + 1,
            teamId: slot.teamIndex === undefined ? null : teams[slot.teamIndex].id,
            standings: null,
            predecessorCompetitionGroupId: slot.from ? groupIdByLabel.get(slot.from.groupLabel)! : null,
            predecessorCompetitionGroupStandings: slot.from?.rank ?? null,
          });
        });
      }
      for (const m of plan.matches) {
        inputs.push({
          category: category.code,
          categoryWeight: category.weight,
          groupLabel: m.groupLabel,
          groupWeight: groupByLabel.get(m.groupLabel)!.weight,
          level: m.level,
          round: m.round,
          homeSlot: `${m.groupLabel}#${m.homeSlot}`,
          awaySlot: `${m.groupLabel}#${m.awaySlot}`,
          length: category.matchLength,
        });
      }
      matchesPerCategory.set(category.code, plan.matches.length);
    }
    await insertMany(tx, competitionGroups, groupRows);
    await insertMany(tx, groupStandings, slotRows);

    // Each category plays in its own block of halls, sized by its number of matches.
    const hallCounts = apportion(
      CATEGORIES.map((c) => matchesPerCategory.get(c.code)!),
      this.hallIds.length,
    );
    const hallsByCategory = new Map<string, number[]>();
    let nextHall = 0;
    CATEGORIES.forEach((c, i) => {
      hallsByCategory.set(
        c.code,
        Array.from({ length: hallCounts[i] }, () => nextHall++),
      );
    });
    const schedule = scheduleTournament(inputs, {
      hallCount: this.hallIds.length,
      hallsByCategory,
      finalHalls: Array.from({ length: FINAL_HALLS }, (_, i) => i),
      slotSources,
    });

    // Ids and match numbers follow the schedule.
    const order = inputs
      .map((_, i) => i)
      .sort((a, b) => schedule[a].start - schedule[b].start || schedule[a].hall - schedule[b].hall);
    let matchId = await maxId(tx, matches);
    const numbers = new Map<string, number>();
    const matchRows: (typeof matches.$inferInsert & { id: number })[] = [];
    const startOf = new Map<number, number>();
    const knockout = new Set<number>();
    for (const index of order) {
      const input = inputs[index];
      const { start, hall } = schedule[index];
      const group = groupByLabel.get(input.groupLabel)!;
      const category = group.category;
      const slot = (key: string) => group.slots[Number(key.split('#')[1]) - 1];
      const home = slot(input.homeSlot);
      const away = slot(input.awaySlot);
      const teamOf = (s: typeof home) =>
        s.teamIndex === undefined ? null : teamsByCategory.get(category.code)![s.teamIndex].id;
      const end = start + input.length;
      let stageCode: MatchStageCode = 'not_started';
      if (end <= SNAPSHOT) stageCode = 'finished';
      else if (start <= SNAPSHOT) stageCode = SNAPSHOT - start < input.length / 2 ? '1st_half' : '2nd_half';
      const number = (numbers.get(category.code) ?? 0) + 1;
      numbers.set(category.code, number);
      matchId++;
      const { day, time } = toDayTime(start);
      startOf.set(matchId, start);
      if (group.playoffCategory) knockout.add(matchId);
      matchRows.push({
        id: matchId,
        matchNumber: number,
        teamCategoryId: this.categoryId.get(category.code)!,
        competitionGroupId: groupIdByLabel.get(input.groupLabel)!,
        homeTeamId: teamOf(home),
        awayTeamId: teamOf(away),
        homeTeamCompetitionGroupId: home.from ? groupIdByLabel.get(home.from.groupLabel)! : null,
        homeTeamCompetitionStandings: home.from?.rank ?? null,
        awayTeamCompetitionGroupId: away.from ? groupIdByLabel.get(away.from.groupLabel)! : null,
        awayTeamCompetitionStandings: away.from?.rank ?? null,
        homeScore: null,
        awayScore: null,
        homeGoalsCount: 0,
        awayGoalsCount: 0,
        walkOver: false,
        day,
        time,
        placeId: this.hallIds[hall],
        competitionMatchStageId: this.stage[stageCode],
        matchLength: input.length,
        streamUrl: null,
        endedInShootout: false,
        meta: {},
        updatedAt: new Date(TOURNAMENT_START_UTC_MS + Math.min(end, SNAPSHOT) * 60_000).toISOString(),
      });
    }

    // A few preliminary matches end as walkovers (official score, no events).
    const prelimFinished = matchRows.filter(
      (m) => m.homeTeamCompetitionGroupId === null && m.competitionMatchStageId === this.stage.finished,
    );
    const walkovers = new Set<number>();
    for (const [homeScore, awayScore] of WALKOVERS) {
      const m = rng.pick(prelimFinished.filter((x) => !walkovers.has(x.id)));
      walkovers.add(m.id);
      Object.assign(m, { walkOver: true, homeScore, awayScore });
    }
    await insertMany(tx, matches, matchRows);
    this.matchCount = matchRows.length;

    await this.assignReferees(matchRows, rng);

    // Round by round: play what can be played, then let the standings decide who plays next.
    const teamsById = new Map(this.teams.map((t) => [t.id, t]));
    const toPlay = new Set(
      matchRows.filter((m) => !m.walkOver && m.competitionMatchStageId !== this.stage.not_started).map((m) => m.id),
    );
    const rowById = new Map(matchRows.map((m) => [m.id, m]));
    let matchParticipantId = await maxId(tx, matchParticipants);
    for (let wave = 1; toPlay.size > 0; wave++) {
      const current = await tx
        .select({ id: matches.id, homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
        .from(matches)
        .orderBy(asc(matches.id));
      const ready = current.filter((m) => toPlay.has(m.id) && m.homeTeamId !== null && m.awayTeamId !== null);
      if (ready.length === 0) break;
      const rosterRows: (typeof matchParticipants.$inferInsert)[] = [];
      const eventRows: (typeof matchEvents.$inferInsert)[] = [];
      for (const m of ready) {
        const row = rowById.get(m.id)!;
        const start = startOf.get(m.id)!;
        const roster = (teamId: number): MatchRoster => {
          const team = teamsById.get(teamId)!;
          const players = team.players.map((p) => {
            matchParticipantId++;
            rosterRows.push({
              id: matchParticipantId,
              matchId: m.id,
              teamId,
              participantId: p.participantId,
              jerseyNumber: p.jersey,
              isLeader: false,
            });
            return { matchParticipantId, skill: p.skill, goalkeeper: p.goalkeeper };
          });
          const leaders = team.leaders.map((l) => {
            matchParticipantId++;
            rosterRows.push({
              id: matchParticipantId,
              matchId: m.id,
              teamId,
              participantId: l.participantId,
              jerseyNumber: null,
              isLeader: true,
            });
            return matchParticipantId;
          });
          return { players, leaders };
        };
        const home = teamsById.get(m.homeTeamId!)!;
        const away = teamsById.get(m.awayTeamId!)!;
        const elapsed = row.competitionMatchStageId === this.stage.finished ? null : SNAPSHOT - start;
        const events = simulateMatch(rng, {
          length: row.matchLength,
          goalsMean: home.category.goals,
          homeStrength: home.strength,
          awayStrength: away.strength,
          knockout: knockout.has(m.id),
          elapsed,
          startMs: TOURNAMENT_START_UTC_MS + start * 60_000,
          home: roster(home.id),
          away: roster(away.id),
        });
        eventRows.push(...eventsOf(m.id, events, { eventType: this.eventType, stage: this.stage }));
        toPlay.delete(m.id);
      }
      await insertMany(tx, matchParticipants, rosterRows);
      await insertMany(tx, matchEvents, eventRows);
      this.eventCount += eventRows.length;
      await recomputeMatchScores(
        tx,
        ready.map((m) => m.id),
      );
      await recomputeGroups(tx);
      this.log(`demo: round ${wave}: ${ready.length} matches, ${eventRows.length} events`);
    }
    await recomputeCompetition(tx);
    await this.coachOfUpcomingTeam(teamsById);
    const rosters = await seedMatchRosters(
      tx,
      this.stage.not_started,
      new Set(this.teamAdminTeamIds),
      TOURNAMENT_START_UTC_MS + SNAPSHOT * 60_000,
    );
    this.log(`demo: match rosters: ${rosters.rosters} saved or confirmed`);
  }

  /**
   * The demo team admin also coaches a team with a match still ahead (the club admin's teams are out
   * of the tournament by Monday noon), so a visitor can fill and confirm a match roster. A team with
   * enough people to pick from: 12 players and 2 leaders or more.
   */
  private async coachOfUpcomingTeam(teamsById: ReadonlyMap<number, TeamSeed>) {
    const upcoming = await this.tx
      .select({ homeTeamId: matches.homeTeamId })
      .from(matches)
      .where(eq(matches.competitionMatchStageId, this.stage.not_started))
      .orderBy(desc(matches.day), desc(matches.time), asc(matches.id));
    const team = upcoming
      .map((m) => teamsById.get(m.homeTeamId ?? 0))
      .find((t) => t && t.players.length >= 12 && t.leaders.length >= 2);
    if (!team) return;
    await insertMany(this.tx, clubUsers, [{ clubId: team.clubId, userId: this.users.teamadmin, isAdmin: false }], {
      onConflictDoNothing: true,
    });
    await insertMany(this.tx, teamAdmins, [{ teamId: team.id, userId: this.users.teamadmin }]);
    this.teamAdminTeamIds.push(team.id);
  }

  /**
   * The teams of new and declined clubs stay out of the draw, so each category gets as many more
   * teams of approved or processed clubs (a club new to the category first) and is drawn at the size
   * its format was made for. Their own random source keeps the clubs and teams before them as they were;
   * the club admin's club keeps its teams, whose rosters show the eligibility rules' near-misses.
   */
  private addDrawnTeams(lastTeamId: number, homeClubId: number): number {
    const rng = new Random(DEMO_SEED * 43 + 17);
    const drawnClubs = this.clubs.filter((club) => this.takingPart.has(club.id) && club.id !== homeClubId);
    let teamId = lastTeamId;
    for (const category of CATEGORIES) {
      const drawn = this.teams.filter((t) => t.category.code === category.code && this.takingPart.has(t.clubId));
      for (let k = drawn.length; k < category.teams; k++) {
        const fresh = drawnClubs.filter((club) => !club.teams.some((t) => t.category.code === category.code));
        const club = rng.pick(fresh.length > 0 ? fresh : drawnClubs);
        teamId++;
        const team: TeamSeed = {
          id: teamId,
          clubId: club.id,
          country: club.country,
          category,
          teamNumber: club.teams.filter((t) => t.category.code === category.code).length + 1,
          strength: rng.normal(0, 1),
          players: [],
          leaders: [],
        };
        club.teams.push(team);
        this.teams.push(team);
      }
    }
    return teamId;
  }

  /**
   * Two approved referees per match. A referee pair works in one hall per day and takes a
   * contiguous block of that hall's matches, so nobody is in two matches at once.
   */
  private async assignReferees(matchRows: readonly (typeof matches.$inferInsert & { id: number })[], rng: Random) {
    const assignments: (typeof matchReferees.$inferInsert)[] = [];
    const inHalls: (typeof refereeInHalls.$inferInsert)[] = [];
    const days = [...new Set(matchRows.map((m) => m.day))].sort();
    for (const day of days) {
      const ofDay = matchRows.filter((m) => m.day === day);
      const byHall = new Map<number, typeof ofDay>();
      for (const m of ofDay) byHall.set(m.placeId, [...(byHall.get(m.placeId) ?? []), m]);
      const halls = [...byHall.keys()].sort((a, b) => a - b);
      const shuffled = rng.shuffle(this.approvedPairs);
      // The demo referee's pair works every day, so the account shows halls per day.
      const pairs = [
        ...shuffled.filter((pair) => pair.includes(this.demoRefereeId)),
        ...shuffled.filter((pair) => !pair.includes(this.demoRefereeId)),
      ];
      // Every hall gets a pair; the other pairs go where most matches are (about three matches each).
      const extra = Math.max(0, Math.min(pairs.length, Math.ceil(ofDay.length / 3)) - halls.length);
      const shares = apportion(
        halls.map((h) => byHall.get(h)!.length),
        extra,
      ).map((n) => n + 1);
      if (halls.length > pairs.length) throw new Error(`Not enough referee pairs for ${halls.length} halls on ${day}`);
      let nextPair = 0;
      halls.forEach((hall, i) => {
        const list = byHall.get(hall)!.sort((a, b) => a.time.localeCompare(b.time));
        const count = Math.min(shares[i], list.length);
        for (let k = 0; k < count; k++) {
          const pair = pairs[nextPair++ % pairs.length];
          const from = Math.floor((k * list.length) / count);
          const to = Math.floor(((k + 1) * list.length) / count);
          for (const m of list.slice(from, to)) {
            assignments.push(
              { matchId: m.id, refereeId: pair[0], position: 1 },
              { matchId: m.id, refereeId: pair[1], position: 2 },
            );
          }
          inHalls.push({ refereeId: pair[0], day, placeId: hall }, { refereeId: pair[1], day, placeId: hall });
        }
      });
    }
    await insertMany(this.tx, matchReferees, assignments);
    await insertMany(this.tx, refereeInHalls, inHalls);
  }
}

/**
 * Seeds the demo tournament (Prague Handball Cup 2025 scale) in one transaction: reference data,
 * places, clubs with teams and rosters, referees, the whole competition with its schedule and the
 * results up to Monday 11:30. Deterministic for a seed.
 */
/**
 * `live`: the tournament on its last day, Monday (groups, schedule, results). `before-draw`: the day
 * registration closed (clubs, teams, participants, referees, halls; no groups, matches or events).
 */
export type DemoStage = 'live' | 'before-draw';

export async function seedDemo(
  db: Db,
  options: { seed?: number; log?: (msg: string) => void; stage?: DemoStage; pastEdition?: boolean } = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = await db.transaction((tx) =>
    new DemoSeeder(tx, options.seed ?? DEMO_SEED, passwordHash, log, options.stage, options.pastEdition).run(),
  );
  return { ...counts, ms: Math.round(performance.now() - started) };
}

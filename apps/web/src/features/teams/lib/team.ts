import type {
  CompetitionTeam,
  LiveMatch,
  MatchParticipant,
  MatchStage,
  MatchStageCode,
} from '@tms/domain/contract/competition';
import { teamDisplayName } from '@tms/domain/team-name';

const byKickOff = (a: LiveMatch, b: LiveMatch) =>
  a.day.localeCompare(b.day) || a.time.localeCompare(b.time) || a.matchNumber - b.matchNumber || a.id - b.id;

/** The team's matches in playing order. */
export function teamMatches(matches: readonly LiveMatch[], teamId: number): LiveMatch[] {
  return matches.filter((match) => match.homeTeamId === teamId || match.awayTeamId === teamId).sort(byKickOff);
}

export function stageCodes(stages: readonly Pick<MatchStage, 'id' | 'code'>[]): Map<number, MatchStageCode> {
  return new Map(stages.map((stage) => [stage.id, stage.code]));
}

/**
 * The match whose roster shows who plays for the team: the most recent one that has started. Walkovers
 * are skipped, nobody is entered for them.
 */
export function latestRosterMatch(
  matches: readonly LiveMatch[],
  teamId: number,
  stageCodeById: ReadonlyMap<number, MatchStageCode>,
): LiveMatch | null {
  const played = teamMatches(matches, teamId).filter((match) => {
    const code = stageCodeById.get(match.competitionMatchStageId);
    return code !== undefined && code !== 'not_started' && !match.walkOver;
  });
  return played.at(-1) ?? null;
}

export type TeamRoster = { players: MatchParticipant[]; leaders: MatchParticipant[] };

/** The team's side of a match roster: players by jersey number, leaders by name. */
export function teamRoster(roster: readonly MatchParticipant[], teamId: number, locale: string): TeamRoster {
  const collator = new Intl.Collator(locale);
  const byName = (a: MatchParticipant, b: MatchParticipant) =>
    collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);
  const own = roster.filter((participant) => participant.teamId === teamId);
  return {
    players: own
      .filter((participant) => !participant.isLeader)
      .sort((a, b) => (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100) || byName(a, b)),
    leaders: own.filter((participant) => participant.isLeader).sort(byName),
  };
}

/** The club's other teams, by category order then name. */
export function otherClubTeams(
  teams: readonly CompetitionTeam[],
  team: Pick<CompetitionTeam, 'id' | 'clubId'>,
  categoryWeight: ReadonlyMap<string, number>,
): CompetitionTeam[] {
  return teams
    .filter((other) => other.clubId === team.clubId && other.id !== team.id)
    .sort(
      (a, b) =>
        (categoryWeight.get(a.teamCategoryCode) ?? Number.MAX_SAFE_INTEGER) -
          (categoryWeight.get(b.teamCategoryCode) ?? Number.MAX_SAFE_INTEGER) ||
        a.teamCategoryCode.localeCompare(b.teamCategoryCode) ||
        teamDisplayName(a).localeCompare(teamDisplayName(b)),
    );
}

/**
 * The iCalendar feed of the team: a download link and a `webcal:` subscription to the same feed; a past
 * edition's team (`edition`, its year) has its year's feed.
 */
export function calendarLinks(teamId: number, locale: string, origin: string, edition?: number) {
  const year = edition === undefined ? '' : `&edition=${edition}`;
  const path = `/api/v1/competition/team/${teamId}/calendar.ics?locale=${encodeURIComponent(locale)}${year}`;
  const url = new URL(path, origin);
  const webcal = `webcal://${url.host}${url.pathname}${url.search}`;
  return {
    download: path,
    webcal,
    // Google Calendar subscribes to a feed by its URL (it needs a public address to fetch it).
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  };
}

import type { CompetitionTeam, Match, MatchParticipant, PublicReferee } from '@tms/domain/contract/competition';
import type { Country, TeamCategory } from '@tms/domain/contract/enums';

// Builders for the unit tests of this folder; only the fields a test cares about are passed.

export function team(overrides: Partial<CompetitionTeam> & { id: number }): CompetitionTeam {
  return {
    name: null,
    teamNumber: 1,
    persons: 15,
    clubId: 1,
    clubName: 'HC Praha',
    clubCountryCode: 'CZ',
    teamCategoryId: 1,
    teamCategoryCode: 'MA',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function country(id: number, countryCode: string, cs: string, en: string): Country {
  return {
    id,
    countryCode,
    currencyCode: null,
    languageCode: null,
    createdAt: '2025-01-01T00:00:00Z',
    regions: [],
    translations: [
      { id: id * 10, locale: 'cs', name: cs, description: null },
      { id: id * 10 + 1, locale: 'en', name: en, description: null },
    ],
    isActive: true,
  };
}

export function category(id: number, code: string, weight: number): TeamCategory {
  return {
    id,
    code,
    gender: code.startsWith('W') ? 'female' : 'male',
    birthDateMin: '2008-01-01',
    birthDateMax: '2009-12-31',
    matchLength: 30,
    weight,
    rosterPlayersMin: null,
    rosterPlayersMax: null,
    rosterLeadersMin: null,
    rosterLeadersMax: null,
    otherGenderMax: 0,
    isActive: true,
  };
}

export function referee(overrides: Partial<PublicReferee> & { id: number }): PublicReferee {
  return {
    firstName: 'Jan',
    lastName: 'Novák',
    colleagueRefereeId: null,
    countryId: 1,
    refereeInHalls: [],
    sex: 'male',
    ...overrides,
  };
}

export function match(overrides: Partial<Match> & { id: number }): Match {
  return {
    homeTeamId: 1,
    awayTeamId: 2,
    homeTeamCompetitionGroupId: null,
    awayTeamCompetitionGroupId: null,
    homeTeamCompetitionStandings: null,
    awayTeamCompetitionStandings: null,
    matchNumber: overrides.id,
    homeScore: null,
    awayScore: null,
    homeGoalsCount: 0,
    awayGoalsCount: 0,
    walkOver: false,
    day: '2025-04-18',
    time: '09:00',
    placeId: 1,
    competitionGroupId: 1,
    competitionMatchStageId: 1,
    matchLength: 30,
    streamUrl: null,
    endedInShootout: false,
    meta: {},
    teamCategoryId: 1,
    ...overrides,
  };
}

export function participant(overrides: Partial<MatchParticipant> & { id: number }): MatchParticipant {
  return {
    matchId: 1,
    teamId: 1,
    participantId: overrides.id,
    firstName: 'Petr',
    lastName: 'Svoboda',
    birthYear: 2008,
    jerseyNumber: null,
    isLeader: false,
    ...overrides,
  };
}

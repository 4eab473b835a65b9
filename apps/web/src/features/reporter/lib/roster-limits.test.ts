import type { CompetitionTeam } from '@tms/domain/contract/competition';
import type { ConfigurationEntry, TeamCategory } from '@tms/domain/contract/enums';
import { describe, expect, it } from 'vitest';
import { teamRosterLimits } from './roster-limits';

const entry = (key: string, value: string): ConfigurationEntry => ({
  key,
  dataType: 'integer',
  value,
  format: null,
  label: null,
  description: null,
});
const category = (id: number, limits: Partial<TeamCategory>): TeamCategory => ({
  id,
  code: `C${id}`,
  gender: 'male',
  birthDateMin: '2012-01-01',
  birthDateMax: null,
  matchLength: 30,
  weight: id,
  rosterPlayersMin: null,
  rosterPlayersMax: null,
  rosterLeadersMin: null,
  rosterLeadersMax: null,
  otherGenderMax: 0,
  isActive: true,
  ...limits,
});
const team = (id: number, teamCategoryId: number) => [id, { id, teamCategoryId } as CompetitionTeam] as const;

const bundle = { configurations: { 'match_roster.max_players': entry('match_roster.max_players', '14') } };
const lookup = {
  teams: new Map([team(1, 10), team(2, 20), team(3, 99)]),
  categories: new Map([
    [10, category(10, { rosterPlayersMax: 12, rosterLeadersMin: 2 })],
    [20, category(20, {})],
  ]),
};

describe('teamRosterLimits', () => {
  it("takes the team's category limits over the configured ones", () => {
    expect(teamRosterLimits(bundle, lookup, 1)).toEqual({
      minPlayers: 5,
      maxPlayers: 12,
      minLeaders: 2,
      maxLeaders: 4,
    });
  });

  it('keeps the configured limits where the category sets none or is not known', () => {
    const configured = { minPlayers: 5, maxPlayers: 14, minLeaders: 1, maxLeaders: 4 };
    expect(teamRosterLimits(bundle, lookup, 2)).toEqual(configured);
    expect(teamRosterLimits(bundle, lookup, 3)).toEqual(configured);
    expect(teamRosterLimits(bundle, lookup, 404)).toEqual(configured);
  });
});

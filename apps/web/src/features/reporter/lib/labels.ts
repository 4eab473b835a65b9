import type { CompetitionTeam, EventType, MatchParticipant, MatchStage } from '@tms/domain/contract/competition';
import { teamDisplayName } from '@tms/domain/team-name';
import { personName } from '@/lib/person-name';

export function localizedName(item: Pick<EventType | MatchStage, 'nameCs' | 'nameEn'>, locale: string): string {
  return locale === 'en' ? item.nameEn : item.nameCs;
}

export function teamName(team: Pick<CompetitionTeam, 'name' | 'clubName' | 'teamNumber'> | undefined): string | null {
  return team ? teamDisplayName(team) : null;
}

/** '#7 Jan Novák', or the name alone without a jersey number. */
export function playerLabel(person: Pick<MatchParticipant, 'firstName' | 'lastName' | 'jerseyNumber'>): string {
  return person.jerseyNumber === null ? personName(person) : `#${person.jerseyNumber} ${personName(person)}`;
}

/** Roster order for pickers: players by jersey number (without a number last), then leaders. */
export function byJersey<T extends Pick<MatchParticipant, 'jerseyNumber' | 'isLeader' | 'lastName'>>(
  a: T,
  b: T,
): number {
  if (a.isLeader !== b.isLeader) return a.isLeader ? 1 : -1;
  const an = a.jerseyNumber ?? Number.MAX_SAFE_INTEGER;
  const bn = b.jerseyNumber ?? Number.MAX_SAFE_INTEGER;
  return an - bn || a.lastName.localeCompare(b.lastName);
}

import type { participants, teamParticipants } from '../schema/index';
import type { CategorySeed } from './lookup-lists';

type Person = typeof participants.$inferInsert;
type Assignment = typeof teamParticipants.$inferInsert;
type EdgeTeam = { id: number; category: CategorySeed };

// Deliberate near-misses on the club admin's roster (DESIGN.md §4 "Eligibility"): everything stored
// is eligible, but each of these is one edit away from a refusal, so a visitor sees the rules work.
// Fixed names and dates, no random draws: the rest of the demo stays as it was.

/**
 * People to add to the club: a man who turns 18 on the first tournament day (may lead), one a day
 * younger (may not), a player a year too old for the first team, and girls up to exactly 3 in the
 * club's first MD/ME team (a fourth is refused).
 */
export function rosterNearMisses(
  club: { id: number; teams: readonly EdgeTeam[] },
  existing: { people: readonly Person[]; assignments: readonly Assignment[] },
  firstTournamentDay: string,
  nextId: () => number,
): { people: Person[]; assignments: Assignment[] } {
  const people: Person[] = [];
  const assignments: Assignment[] = [];
  const createdAt = '2025-03-01T08:00:00.000Z';
  const add = (firstName: string, lastName: string, birthDate: string, gender: 'male' | 'female') => {
    const person = { id: nextId(), clubId: club.id, firstName, lastName, birthDate, gender, createdAt };
    people.push(person);
    return person.id as number;
  };
  const [year, month, day] = firstTournamentDay.split('-').map(Number);
  const eighteenth = `${year - 18}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const dayLater = `${year - 18}-${String(month).padStart(2, '0')}-${String(day + 1).padStart(2, '0')}`;
  add('Ondřej', 'Hraniční', eighteenth, 'male');
  add('Jakub', 'Mladý', dayLater, 'male');
  const [first] = club.teams;
  if (first) add('Tomáš', 'Starší', `${first.category.birthYears[0] - 1}-12-31`, first.category.gender);

  const mixed = club.teams.find((team) => team.category.code === 'MD' || team.category.code === 'ME');
  if (mixed) {
    const onTeam = existing.assignments.filter((a) => a.teamId === mixed.id && !a.isLeader);
    const gender = new Map(existing.people.map((p) => [p.id, p.gender]));
    const girls = onTeam.filter((a) => gender.get(a.participantId) === 'female').length;
    const jerseys = new Set(onTeam.map((a) => a.jerseyNumber));
    const names = [
      ['Tereza', 'Nováková'],
      ['Eliška', 'Dvořáková'],
      ['Anna', 'Procházková'],
    ];
    for (let n = girls; n < 3 && onTeam.length + assignments.length < 16; n++) {
      let jersey = 40 + n;
      while (jerseys.has(jersey)) jersey++;
      jerseys.add(jersey);
      const [firstName, lastName] = names[n];
      const participantId = add(firstName, lastName, `${mixed.category.birthYears[0]}-06-1${n}`, 'female');
      assignments.push({ teamId: mixed.id, participantId, isLeader: false, jerseyNumber: jersey });
    }
  }
  return { people, assignments };
}

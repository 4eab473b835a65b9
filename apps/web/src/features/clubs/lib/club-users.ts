import { z } from 'zod';
import type { ClubUser } from '@tms/domain/contract/club-users';

export type ClubUserRole = 'all' | 'clubAdmin' | 'teamAdmin';
export type ClubUserFilter = { q: string; role: ClubUserRole };

/** Lower-cased and without diacritics, so "novak" finds "Novák". */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The users the search box (name, e-mail, phone) and the role filter leave. */
export function filterClubUsers(users: readonly ClubUser[], { q, role }: ClubUserFilter): ClubUser[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return users.filter((user) => {
    if (role === 'clubAdmin' && !user.isClubAdmin) return false;
    if (role === 'teamAdmin' && user.teamIds.length === 0) return false;
    const text = fold([user.firstName, user.lastName, user.email, user.phone ?? ''].join(' '));
    return words.every((word) => text.includes(word));
  });
}

/** The club roles of a user, club admin first. */
export function clubRoles(user: Pick<ClubUser, 'isClubAdmin' | 'teamIds'>): Exclude<ClubUserRole, 'all'>[] {
  return [
    ...(user.isClubAdmin ? ['clubAdmin' as const] : []),
    ...(user.teamIds.length > 0 ? ['teamAdmin' as const] : []),
  ];
}

/** True when an edit takes every permission away: the form asks first, then removes the user. */
export const removesAll = (value: { isClubAdmin: boolean; teamIds: readonly number[] }) =>
  !value.isClubAdmin && value.teamIds.length === 0;

/** The edit form's permissions; none at all is allowed here: the form confirms and removes the user. */
export const clubUserPermissionsForm = z.object({ isClubAdmin: z.boolean(), teamIds: z.array(z.number()) });

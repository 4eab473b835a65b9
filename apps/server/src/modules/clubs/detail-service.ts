import type { ClubDetail } from '@tms/domain/contract/club-registration';
import { currencyForCountry } from '@tms/domain/pricelist';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, participants } from '../../db/schema/index';
import type { SessionUser } from '../../plugins/session';
import {
  canChangeClubTeams,
  canManageClub,
  canUpdateClubRegistration,
  clubLinks,
  clubTeamLinks,
} from '../../policy-clubs';
import { loadCompetitionDates } from '../lookup-lists/competition-dates';
import { financeOf, loadStoredBill } from './billing';
import { CLUB_SWITCH, staysOf, switchOn, withoutStay } from '../accommodation/stays';
import { accessibleClub } from './club-access';
import { loadExtraPersons, loadTeams } from './registration-read';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET /clubs/{id}: the club detail's cards. Its admins and admins see every team and the finance;
 * team admins the teams they administer and no finance (`finance: null`, no invoice links).
 */
export async function getClubDetail(db: DbOrTx, user: SessionUser, clubId: number): Promise<ClubDetail> {
  const { club, access } = await accessibleClub(db, user, clubId, 'view');
  const manager = canManageClub(user, access);
  const [dates, [country], allTeams, allExtra, [{ entered }], showStays] = await Promise.all([
    loadCompetitionDates(db),
    db
      .select({ code: countries.countryCode, currencyCode: countries.currencyCode })
      .from(countries)
      .where(eq(countries.id, club.countryId)),
    loadTeams(db, club),
    loadExtraPersons(db, clubId),
    db.select({ entered: count() }).from(participants).where(eq(participants.clubId, clubId)),
    switchOn(db, CLUB_SWITCH),
  ]);
  const teams = showStays ? allTeams : allTeams.map(withoutStay);
  const extra = showStays ? allExtra : allExtra.map(withoutStay);
  const finance = manager
    ? await financeOf(db, await loadStoredBill(db, clubId, currencyForCountry(country?.currencyCode)))
    : null;
  const visibleTeams = manager ? teams : teams.filter((team) => access.teamIds.includes(team.id));
  const now = new Date();
  const mayUpdate = canUpdateClubRegistration(user, access, dates, now);
  return {
    club: {
      id: club.id,
      name: club.name,
      street: club.street,
      city: club.city,
      zip: club.zip,
      countryId: club.countryId,
      countryCode: country?.code ?? '',
      regionId: club.regionId,
    },
    registration: {
      id: club.id,
      registrationState: club.registrationState,
      createdAt: club.createdAt,
      updatedAt: club.updatedAt,
      editableUntil: iso(dates.clubRegistrationUpdateTill),
      teamsEditableUntil: iso(dates.clubTeamCreateTill),
      editable: {
        registration: mayUpdate,
        teams: mayUpdate && canChangeClubTeams(user, access, dates, now),
        countryAndRegion: manager,
      },
    },
    // The people the teams' packages were ordered for are the roster the club is expected to enter.
    roster: { entered, expected: teams.reduce((sum, team) => sum + team.bundlePersons, 0) },
    finance,
    teams: visibleTeams.map((team) => ({ ...team, links: clubTeamLinks(user, access, team.id) })),
    extraPersons: manager ? extra : [],
    isClubAdmin: manager,
    accommodation: showStays
      ? (
          await staysOf(
            db,
            { teamIds: visibleTeams.map((team) => team.id), extraPersonIds: manager ? extra.map((p) => p.id) : [] },
            user.locale ?? 'cs',
          )
        ).map(({ refereeId: _, ...stay }) => stay)
      : null,
    links: clubLinks(user, access, dates, finance?.invoices.map((invoice) => invoice.id) ?? [], now),
  };
}

import type { ClubRegistration } from '@tms/domain/contract/club-registration';
import type { EnumsBundle } from '@tms/domain/contract/enums';
import { offeredRecords } from '@tms/domain/offered';
import { isClubPackage } from '@tms/domain/pricelist';

type Held = Pick<ClubRegistration, 'countryId' | 'invoiceCountryId' | 'teams' | 'extraPersons'>;

/**
 * The lookup lists the registration form offers: active countries, categories, service levels and
 * packages, and those the registration already holds (it keeps them after the office deactivated
 * them; the server refuses only a new choice). Other pricelist items (team fees, supplements) stay
 * whole: the price summary prices what the office's rules add, not what the club picks.
 */
export function offeredEnums<
  T extends Pick<EnumsBundle, 'countries' | 'teamCategories' | 'serviceLevels' | 'pricelistItems'>,
>(enums: T, registration: Held | null): T {
  const teams = registration?.teams ?? [];
  const parties = [...teams, ...(registration?.extraPersons ?? [])];
  const heldPackages = new Set(parties.map((party) => party.bundlePricelistItemId));
  return {
    ...enums,
    countries: offeredRecords(enums.countries, [registration?.countryId, registration?.invoiceCountryId]),
    teamCategories: offeredRecords(
      enums.teamCategories,
      teams.map((team) => team.teamCategoryId),
    ),
    serviceLevels: offeredRecords(
      enums.serviceLevels,
      teams.map((team) => team.teamStartServiceLevelId),
    ),
    pricelistItems: enums.pricelistItems.filter(
      (item) => !isClubPackage(item) || item.isActive || heldPackages.has(item.id),
    ),
  };
}

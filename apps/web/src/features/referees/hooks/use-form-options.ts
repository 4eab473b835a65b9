import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { offeredRecords } from '@tms/domain/offered';
import { useTranslation } from 'react-i18next';
import { enumsQueryOptions } from '@/api/get-enums';
import type { IdOption } from '@/components/form/id-select-field';
import { refereesQueryOptions } from '@/api/get-referees';
import { staticQueryOptions } from '@/api/get-static';
import { configurationValue } from '@/lib/configuration';
import { countryName } from '@/lib/names';
import { placeDisplayName } from '@/lib/place-name';

type HeldChoices = Pick<RefereeRegistrationDetail, 'id' | 'countryId' | 'accountCountryId' | 'accommodationPlaceId'>;

/**
 * The lists and settings the referee form offers: active countries, T-shirt sizes, the referees'
 * active hotels (places with defaultRefereeAccommodation), registered referees to pick a colleague
 * from, whether bank accounts are asked and the first tournament day (for the age hint). A changed
 * registration keeps its country and hotel in the lists even after they were deactivated.
 */
export function useRefereeFormOptions(registration: HeldChoices | null) {
  const ownId = registration?.id ?? null;
  const countryId = registration?.countryId;
  const accountCountryId = registration?.accountCountryId;
  const heldPlace = registration?.accommodationPlaceId;
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'cs';
  const enums = useQuery(enumsQueryOptions()).data;
  const bundle = useQuery(staticQueryOptions()).data;
  const referees = useQuery(refereesQueryOptions()).data;
  return useMemo(() => {
    const sorted = (options: IdOption[]) => options.sort((a, b) => a.label.localeCompare(b.label, locale));
    const configurations = enums?.configurations;
    return {
      countries: sorted(
        offeredRecords(enums?.countries ?? [], [countryId, accountCountryId]).map((c) => ({
          value: c.id,
          label: countryName(c, locale),
        })),
      ),
      tshirtSizes: (enums?.tshirtSizes ?? []).map((size) => ({ value: size.id, label: size.code })),
      hotels: sorted(
        offeredRecords(bundle?.places ?? [], [heldPlace])
          .filter((place) => place.defaultRefereeAccommodation)
          .map((place) => ({ value: place.id, label: placeDisplayName(place, locale) })),
      ),
      colleagues: sorted(
        (referees ?? [])
          .filter((referee) => referee.id !== ownId)
          .map((referee) => ({ value: referee.id, label: `${referee.lastName} ${referee.firstName}` })),
      ),
      bankAccountsEnabled: configurationValue(configurations, 'referee_bank_account_enabled') === 'true',
      firstTournamentDay: configurationValue(configurations, 'tournament_start_date')?.slice(0, 10) ?? null,
      termsUrl: configurationValue(configurations, 'terms_and_conditions_referee_registration'),
    };
  }, [enums, bundle, referees, ownId, countryId, accountCountryId, heldPlace, locale]);
}

export type RefereeFormOptions = ReturnType<typeof useRefereeFormOptions>;

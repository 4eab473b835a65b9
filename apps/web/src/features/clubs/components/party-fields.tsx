import { SimpleGrid } from '@mantine/core';
import type { PricelistItem } from '@tms/domain/contract/enums';
import { type Currency, formatMoney, moneyFromDecimal } from '@tms/domain/money';
import { useEffect, useMemo } from 'react';
import { type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IdSelectField } from '@/components/form/id-select-field';
import { NumberField } from '@/components/form/number-field';
import {
  clubPackages,
  packageOf,
  pricelistItemName,
  type RegistrationControl,
  type RegistrationFormValues,
} from '../lib/registration-form';

type PartyFieldsProps = {
  control: RegistrationControl;
  setValue: UseFormSetValue<RegistrationFormValues>;
  list: 'teams' | 'extraPersons';
  index: number;
  pricelist: readonly PricelistItem[];
  currency: Currency;
  disabled?: boolean;
};

const COUNTS = ['bundlePersons', 'singleRoomPersons', 'handballPersons', 'vipPartyPersons'] as const;

/** The package and person counts of a team or of extra persons; supplements only where the package offers them. */
export function PartyFields({ control, setValue, list, index, pricelist, currency, disabled }: PartyFieldsProps) {
  const { t, i18n } = useTranslation('clubRegistration');
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'cs';
  const path = `${list}.${index}` as const;
  const packageId = useWatch({ control, name: `${path}.bundlePricelistItemId` });
  const chosen = packageOf(pricelist, packageId);
  // Without a package there is no room to supplement; meals and the party go with any package that includes them.
  const singleRooms = chosen?.singleRoomAvailable ?? false;
  const lunch = chosen ? chosen.handballRestaurantAvailable : true;
  const party = chosen ? chosen.vipPartyAvailable : true;
  const offers = { singleRoomPersons: singleRooms, handballPersons: lunch, vipPartyPersons: party };

  // A count the package does not offer is dropped rather than sent (the server would refuse it).
  useEffect(() => {
    if (!singleRooms) setValue(`${path}.singleRoomPersons`, null);
    if (!lunch) setValue(`${path}.handballPersons`, null);
    if (!party) setValue(`${path}.vipPartyPersons`, null);
  }, [singleRooms, lunch, party, path, setValue]);

  const options = useMemo(
    () =>
      clubPackages(pricelist).map((item) => {
        const price = moneyFromDecimal(currency, currency === 'CZK' ? item.priceCzk : item.priceEur);
        const formatted = price ? formatMoney(price, locale) : '';
        const priceText =
          item.unit === 'night'
            ? t('party.packagePricePerNight', { price: formatted })
            : t('party.packagePrice', { price: formatted });
        return { value: item.id, label: `${pricelistItemName(item, locale)} – ${priceText}` };
      }),
    [pricelist, currency, locale, t],
  );

  return (
    <>
      <IdSelectField
        control={control}
        name={`${path}.bundlePricelistItemId`}
        label={t('party.package')}
        placeholder={t('party.noPackage')}
        options={options}
        emptyValue={null}
        clearable
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={2} spacing="sm">
        {COUNTS.map((field) => (
          <NumberField
            key={field}
            control={control}
            name={`${path}.${field}`}
            label={t(`party.${field}`)}
            description={
              field === 'singleRoomPersons' && chosen && !offers.singleRoomPersons
                ? t('party.singleRoomUnavailable')
                : undefined
            }
            min={0}
            max={9999}
            allowDecimal={false}
            allowNegative={false}
            emptyValue={null}
            placeholder="0"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            disabled={disabled || (field !== 'bundlePersons' && !offers[field])}
          />
        ))}
      </SimpleGrid>
    </>
  );
}

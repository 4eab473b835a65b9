import { Badge, Table, Text } from '@mantine/core';
import type { Occupancy } from '@tms/domain/accommodation';
import type { AccommodationPlace } from '@tms/domain/contract/accommodation';
import { useTranslation } from 'react-i18next';
import { formatNight } from '@/lib/night-format';
import { placeCapacity } from '../lib/accommodation-draft';

type Props = { places: readonly AccommodationPlace[]; occupancy: readonly Occupancy[] };

/** Each place's capacity (beds, used, free), then beds used of beds per night; a night over capacity shows red. */
export function AccommodationOccupancy({ places, occupancy }: Props) {
  const { t, i18n } = useTranslation('admin');
  const date = (night: string) => formatNight(night, i18n.resolvedLanguage ?? 'cs');
  const nights = [...new Set(occupancy.map((o) => o.night))].sort();
  if (places.length === 0) return <Text c="dimmed">{t('accommodation.noPlaces')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder striped data-testid="accommodation-occupancy">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accommodation.place')}</Table.Th>
            <Table.Th>{t('accommodation.capacityBeds')}</Table.Th>
            <Table.Th>{t('accommodation.capacityUsed')}</Table.Th>
            <Table.Th>{t('accommodation.capacityFree')}</Table.Th>
            {nights.map((night) => (
              <Table.Th key={night}>{t('accommodation.night', { date: date(night) })}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {places.map((place) => {
            const capacity = placeCapacity(place, occupancy);
            return (
              <Table.Tr key={place.id} data-place={place.id}>
                <Table.Th scope="row">
                  {place.name} <Badge variant="light">{t(`accommodation.kind.${place.kind}`)}</Badge>
                </Table.Th>
                <Table.Td>{capacity.beds}</Table.Td>
                <Table.Td>{capacity.used}</Table.Td>
                <Table.Td c={capacity.free < 0 ? 'red' : undefined}>{capacity.free}</Table.Td>
                {nights.map((night) => {
                  const row = occupancy.find((o) => o.placeId === place.id && o.night === night);
                  const over = row?.units.some((u) => u.used > u.beds) ?? false;
                  return (
                    <Table.Td key={night} c={over ? 'red' : undefined} fw={over ? 700 : undefined}>
                      {t('accommodation.usedOf', { used: row?.used ?? 0, beds: row?.beds ?? 0 })}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { Occupancy } from '@tms/domain/accommodation';
import type { AccommodationParty, AccommodationPlace, AllocationItem } from '@tms/domain/contract/accommodation';
import { useTranslation } from 'react-i18next';
import { formatNight } from '@/lib/night-format';
import { freeBeds, partyRows, placesFor } from '../lib/accommodation-draft';

type Props = {
  place: AccommodationPlace;
  /** Every place: a room entry may move to a unit of any place of the party's kind. */
  places: readonly AccommodationPlace[];
  items: readonly AllocationItem[];
  parties: readonly AccommodationParty[];
  occupancy: readonly Occupancy[];
  onMove: (partyKey: string, roomIndex: number, unitId: number) => void;
  /** While the allocation is being applied: shown as it is, not movable. */
  disabled?: boolean;
};

/**
 * Who sleeps at one place, each room or classroom entry movable with a select to another unit of this
 * place or of another place of the party's kind (grouped by place, this one first).
 */
export function AccommodationAllocations({
  place,
  places,
  items,
  parties,
  occupancy,
  onMove,
  disabled = false,
}: Props) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const rows = partyRows(items, parties, place.id);
  if (rows.length === 0) return <Text c="dimmed">{t('accommodation.emptyPlace')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder data-testid="accommodation-allocations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accommodation.party')}</Table.Th>
            <Table.Th>{t('accommodation.persons')}</Table.Th>
            <Table.Th>{t('accommodation.nights')}</Table.Th>
            <Table.Th>{t('accommodation.rooms')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, item, party }) => (
            <Table.Tr key={key} data-party={key}>
              <Table.Td>
                <Text fw={500}>{party?.name ?? key}</Text>
                <Group gap={4}>
                  {party?.category ? <Badge variant="light">{party.category}</Badge> : null}
                  {party ? <Badge variant="outline">{t(`accommodation.gender.${party.gender}`)}</Badge> : null}
                  {party?.clubName ? (
                    <Text size="xs" c="dimmed">
                      {party.clubName} ({party.countryCode})
                    </Text>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{party?.persons ?? '–'}</Table.Td>
              <Table.Td>
                {t('accommodation.nightRange', {
                  from: formatNight(item.nights[0], locale),
                  to: formatNight(item.nights.at(-1)!, locale),
                  count: item.nights.length,
                })}
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  {item.rooms.map((room, index) => (
                    <Select
                      // biome-ignore lint/suspicious/noArrayIndexKey: a party's room entries have no id but their order
                      key={index}
                      size="xs"
                      aria-label={t('accommodation.moveLabel', { party: party?.name ?? key, beds: room.beds })}
                      allowDeselect={false}
                      value={String(room.unitId)}
                      onChange={(value) => value && onMove(key, index, Number(value))}
                      data={[place, ...placesFor(places, party).filter((p) => p.id !== place.id)].map((p) => ({
                        group: p.name,
                        items: p.units.map((unit) => ({
                          value: String(unit.id),
                          label: t('accommodation.unitOption', {
                            name: unit.name,
                            free: freeBeds(occupancy, p.id, unit.id, item.nights),
                          }),
                        })),
                      }))}
                      searchable
                      disabled={disabled}
                      w={260}
                    />
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

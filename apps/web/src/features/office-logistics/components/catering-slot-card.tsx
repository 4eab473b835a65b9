import { Alert, Badge, Card, Group, Progress, Stack, Table, Text, Title } from '@mantine/core';
import type { CateringSlot, SeatedPartyView } from '@tms/domain/contract/catering';
import { useTranslation } from 'react-i18next';

const persons = (parties: readonly SeatedPartyView[]) => parties.reduce((sum, party) => sum + party.persons, 0);

/** One meal of the day: its count per restaurant against the seats, who eats there, who has no seat. */
export function CateringSlotCard({ slot }: { slot: CateringSlot }) {
  const { t } = useTranslation('admin');
  const unseated = persons(slot.unseated);
  const title = t(`catering.meals.${slot.meal}`);
  return (
    <Card withBorder padding="md" component="section" aria-label={title} data-meal={slot.meal}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge size="lg" variant="light" data-testid="meal-total">
            {t('catering.total', { count: slot.total })}
          </Badge>
        </Group>
        {slot.restaurants.length === 0 ? <Alert color="yellow">{t('catering.noRestaurant')}</Alert> : null}
        {unseated > 0 ? (
          <Alert color="red" role="alert">
            {t('catering.unseatedWarning', { count: unseated })}
          </Alert>
        ) : null}
        {slot.restaurants.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('catering.columns.restaurant')}</Table.Th>
                  <Table.Th>{t('catering.columns.count')}</Table.Th>
                  <Table.Th>{t('catering.columns.seats')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {slot.restaurants.map((row) => (
                  <Table.Tr key={row.placeId} data-restaurant-id={row.placeId}>
                    <Table.Th scope="row" fw={600}>
                      {row.name}
                      {row.parties.length > 0 ? <Parties parties={row.parties} /> : null}
                    </Table.Th>
                    <Table.Td data-testid="meal-count">{row.count}</Table.Td>
                    <Table.Td miw={160}>
                      <Text size="xs" c="dimmed">
                        {t('catering.usage', { count: row.count, seats: row.seats })}
                      </Text>
                      <Progress value={row.seats ? (100 * row.count) / row.seats : 0} aria-hidden size="sm" />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {slot.unseated.length > 0 ? (
          <div>
            <Text size="sm" fw={600}>
              {t('catering.unseated')}
            </Text>
            <Parties parties={slot.unseated} />
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Who eats at a table, behind a disclosure (a native one: keyboard and screen readers work as they are). */
function Parties({ parties }: { parties: readonly SeatedPartyView[] }) {
  const { t } = useTranslation('admin');
  return (
    <details>
      <summary>
        <Text span size="sm" fw={400}>
          {t('catering.showParties', { count: parties.length })}
        </Text>
      </summary>
      <Table fz="sm" withRowBorders={false}>
        <Table.Tbody>
          {parties.map((party) => (
            <Table.Tr key={`${party.kind}-${party.id}-${party.persons}`}>
              <Table.Td>{t(`catering.kind.${party.kind}`)}</Table.Td>
              <Table.Td>{party.name}</Table.Td>
              <Table.Td>{party.clubName ?? ''}</Table.Td>
              <Table.Td>{party.persons}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

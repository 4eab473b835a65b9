import { Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticQueryOptions } from '@/api/get-static';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import { placeDisplayName } from '@/lib/place-name';
import type { AdminRefereeRegistration } from '../api/get-admin-referee-registration';
import { useSetRefereeHallsMutation } from '../api/set-referee-halls';
import { formatDate } from '@/lib/amounts';

/** The referee's hall on each tournament day (refereeInHalls); saved together. */
export function RefereeHallsCard({ detail }: { detail: AdminRefereeRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const { registration, days } = detail;
  const halls = useQuery(staticQueryOptions()).data?.halls ?? [];
  const options = halls
    .map((hall) => ({ value: String(hall.id), label: placeDisplayName(hall, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const stored = () =>
    Object.fromEntries(registration.refereeInHalls.map((hall) => [hall.day, String(hall.placeId)])) as Record<
      string,
      string | null
    >;
  const [chosen, setChosen] = useState(stored);
  const save = useSetRefereeHallsMutation(registration.id);
  const editable = hasLink(detail, 'setRefereeHalls');
  // Days outside the configured tournament (kept from before) stay listed until they are cleared.
  const allDays = [...new Set([...days, ...registration.refereeInHalls.map((hall) => hall.day)])].sort();

  const submit = () => {
    const refereeInHalls = allDays.flatMap((day) => {
      const placeId = chosen[day];
      return placeId ? [{ day, placeId: Number(placeId) }] : [];
    });
    save.mutate(
      { refereeInHalls },
      { onSuccess: () => toast.success(t('referees.halls.saved')), onError: (error) => toast.error(errorText(error)) },
    );
  };

  return (
    <Card withBorder component="section" aria-labelledby="halls-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="halls-heading">
          {t('referees.halls.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('referees.halls.intro')}
        </Text>
        {allDays.length === 0 ? (
          <Text c="dimmed">{t('referees.halls.noDays')}</Text>
        ) : (
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('referees.halls.day')}</Table.Th>
                <Table.Th scope="col">{t('referees.halls.hall')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {allDays.map((day) => (
                <Table.Tr key={day} data-day={day}>
                  <Table.Th scope="row" fw={500}>
                    {formatDate(day, locale)}
                  </Table.Th>
                  <Table.Td>
                    <Select
                      aria-label={t('referees.halls.hall')}
                      placeholder={t('referees.halls.none')}
                      data={options}
                      value={chosen[day] ?? null}
                      onChange={(value) => setChosen((current) => ({ ...current, [day]: value }))}
                      clearable
                      searchable
                      disabled={!editable}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {editable && allDays.length > 0 ? (
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              {t('referees.halls.save')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

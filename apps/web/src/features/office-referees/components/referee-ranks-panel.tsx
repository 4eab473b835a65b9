import { Alert, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { REFEREE_RANK_MAX, refereeRanksInput, type RefereeRanks } from '@tms/domain/contract/referee-assignments';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { refereeRanksQueryOptions } from '../api/get-referee-ranks';
import { useSetRefereeRanksMutation } from '../api/set-referee-ranks';

/** A refused level has no input of its own: its message goes on the rank of its row. */
const rankField = (path: string) => path.replace(/^(ranks\.\d+)\.highestCompetition$/, '$1.rank');

function RanksForm({ ranks }: { ranks: RefereeRanks }) {
  const { t } = useTranslation('admin');
  const save = useSetRefereeRanksMutation();
  const form = useAppForm({
    schema: refereeRanksInput,
    defaultValues: { ranks: ranks.map(({ highestCompetition, rank }) => ({ highestCompetition, rank })) },
  });
  return (
    <AppForm
      form={form}
      serverPath={rankField}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        toast.success(t('refereeAssignment.ranks.saved'));
      }}
    >
      <Stack>
        <Table.ScrollContainer minWidth={420}>
          <Table fz="sm" w="auto" striped data-testid="referee-ranks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('refereeAssignment.ranks.level')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.ranks.referees')}</Table.Th>
                <Table.Th scope="col">{t('refereeAssignment.ranks.rank')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranks.map((row, index) => (
                <Table.Tr key={row.highestCompetition}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap={6}>
                      {row.highestCompetition}
                      {row.mapped ? null : (
                        <Badge size="xs" variant="light" color="orange">
                          {t('refereeAssignment.ranks.unmapped')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                  <Table.Td>{row.referees}</Table.Td>
                  <Table.Td>
                    <NumberField
                      control={form.control}
                      name={`ranks.${index}.rank`}
                      aria-label={t('refereeAssignment.ranks.rankOf', { level: row.highestCompetition })}
                      min={1}
                      max={REFEREE_RANK_MAX}
                      allowDecimal={false}
                      w={90}
                      size="xs"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <SubmitProblem />
        <Group>
          <SubmitButton>{t('refereeAssignment.ranks.save')}</SubmitButton>
        </Group>
      </Stack>
    </AppForm>
  );
}

/** The rank of each highest-competition level (1 to 5, higher is better): play-offs get the higher ranks. */
export function RefereeRanksPanel() {
  const { t } = useTranslation('admin');
  const ranks = useQuery(refereeRanksQueryOptions());
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('refereeAssignment.ranks.intro', { max: REFEREE_RANK_MAX })}
      </Text>
      {ranks.isError ? <Alert color="red">{t('list.loadError')}</Alert> : null}
      {ranks.isPending ? <Text c="dimmed">{t('list.loading')}</Text> : null}
      {ranks.data?.length === 0 ? <Text c="dimmed">{t('refereeAssignment.ranks.empty')}</Text> : null}
      {/* Keyed by the stored mapping, so a save becomes the form's new starting point. */}
      {ranks.data?.length ? <RanksForm key={JSON.stringify(ranks.data)} ranks={ranks.data} /> : null}
    </Stack>
  );
}

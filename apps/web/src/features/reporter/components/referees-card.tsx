import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { MatchDetail, PublicReferee } from '@tms/domain/contract/competition';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { refereesQueryOptions } from '@/api/get-referees';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { useAppForm } from '@/components/form/use-app-form';
import { RefereePairFields } from '@/components/referee-pair-fields';
import { toast } from '@/components/toast';
import { personName } from '@/lib/person-name';
import { useSetMatchRefereesMutation } from '../api/set-match-referees';
import { refereeField, refereesForm } from '../lib/referees-form';

type RefereesCardProps = {
  matchId: number;
  day: string;
  hallId: number;
  referees: MatchDetail['referees'];
  online: boolean;
  /** The match is over: its referees are shown, not changed. */
  locked: boolean;
};

const refereeName = (referee: Pick<PublicReferee, 'firstName' | 'lastName'>) => personName(referee);

/** Referee 1 (required) and referee 2 of the match, from the approved referees. */
export function RefereesCard({ matchId, day, hallId, referees, online, locked }: RefereesCardProps) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useQuery(refereesQueryOptions());
  const save = useSetMatchRefereesMutation(matchId);
  const current = (position: number) => {
    const id = referees.find((item) => item.position === position)?.referee.id;
    return id === undefined ? null : String(id);
  };
  const form = useAppForm({ schema: refereesForm, defaultValues: { referee1: current(1), referee2: current(2) } });

  const options = useMemo(() => {
    const all = (list.data ?? []).slice().sort((a, b) => refereeName(a).localeCompare(refereeName(b), locale));
    // The referees planned for this hall on the match day come first.
    const here = all.filter((referee) =>
      referee.refereeInHalls.some((slot) => slot.day === day && slot.placeId === hallId),
    );
    const others = all.filter((referee) => !here.includes(referee));
    const item = (referee: PublicReferee) => ({ value: String(referee.id), label: refereeName(referee) });
    return [
      { group: t('referees.inHall'), items: here.map(item) },
      { group: t('referees.others'), items: others.map(item) },
    ].filter((group) => group.items.length > 0);
  }, [list.data, day, hallId, locale, t]);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="referees-heading">
      <AppForm
        form={form}
        serverPath={refereeField}
        onSubmit={async (body) => {
          await save.mutateAsync(body);
          toast.success(t('referees.saved'));
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="referees-heading">
            {t('referees.title')}
          </Title>
          {list.isError && (
            <Alert color="red" variant="light">
              {t('referees.loadFailed')}
            </Alert>
          )}
          <SubmitProblem />
          <Group grow align="flex-start" wrap="wrap">
            <RefereePairFields
              control={form.control}
              data={options}
              labels={{ referee1: t('referees.referee1'), referee2: t('referees.referee2') }}
              placeholder={t('referees.placeholder')}
              clearLabel={(field) => t('referees.clear', { field })}
              fieldProps={(position) => ({
                required: position === 'referee1',
                size: 'lg',
                miw: 220,
                disabled: locked,
                messages: position === 'referee2' ? { duplicate: () => t('referees.sameReferee') } : undefined,
              })}
            />
          </Group>
          {locked ? (
            <Text size="sm" c="dimmed" data-testid="referees-locked">
              {t('referees.locked')}
            </Text>
          ) : (
            <Group>
              <SubmitButton size="lg" disabled={!online} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
                {t('referees.save')}
              </SubmitButton>
            </Group>
          )}
        </Stack>
      </AppForm>
    </Card>
  );
}

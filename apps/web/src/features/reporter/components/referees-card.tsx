import { Alert, Button, Card, Group, Select, Stack, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { MatchDetail, PublicReferee } from '@tms/domain/contract/competition';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refereesQueryOptions } from '@/api/get-referees';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/components/toast';
import { useSetMatchRefereesMutation } from '../api/set-match-referees';
import { errorMessage, fieldMessage } from '../lib/error-message';

type RefereesCardProps = {
  matchId: number;
  day: string;
  hallId: number;
  referees: MatchDetail['referees'];
  online: boolean;
};

type Values = { referee1: string | null; referee2: string | null };

const refereeName = (referee: Pick<PublicReferee, 'firstName' | 'lastName'>) =>
  `${referee.lastName} ${referee.firstName}`.trim();

/** Referee 1 (required) and referee 2 of the match, from the approved referees. */
export function RefereesCard({ matchId, day, hallId, referees, online }: RefereesCardProps) {
  const { t, i18n } = useTranslation('reporter');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const list = useQuery(refereesQueryOptions());
  const save = useSetMatchRefereesMutation(matchId);
  const [problem, setProblem] = useState<string | null>(null);
  const current = (position: number) => {
    const id = referees.find((item) => item.position === position)?.referee.id;
    return id === undefined ? null : String(id);
  };
  const form = useForm<Values>({ defaultValues: { referee1: current(1), referee2: current(2) } });
  const { errors, isSubmitting } = form.formState;

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

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    if (!values.referee1) {
      form.setError('referee1', { message: 'referee1Required' });
      return;
    }
    if (values.referee2 && values.referee2 === values.referee1) {
      form.setError('referee2', { message: 'sameReferee' });
      return;
    }
    try {
      await save.mutateAsync({
        referee1Id: Number(values.referee1),
        referee2Id: values.referee2 ? Number(values.referee2) : null,
      });
      toast.success(t('referees.saved'));
    } catch (error) {
      const fields = isApiError(error, 400) ? error.body?.fields : undefined;
      if (fields?.referee1Id) form.setError('referee1', { message: fields.referee1Id.key });
      else if (fields?.referee2Id) form.setError('referee2', { message: fields.referee2Id.key });
      else setProblem(errorMessage(t, error));
    }
  });

  const message = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'sameReferee') return t('referees.sameReferee');
    return fieldMessage(t, key);
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="referees-heading">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
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
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group grow align="flex-start" wrap="wrap">
            {(['referee1', 'referee2'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => {
                  const label = name === 'referee1' ? t('referees.referee1') : t('referees.referee2');
                  return (
                    <Select
                      label={label}
                      placeholder={t('referees.placeholder')}
                      data={options}
                      value={field.value}
                      onChange={(value) => {
                        form.clearErrors(name);
                        field.onChange(value);
                      }}
                      onBlur={field.onBlur}
                      searchable
                      clearable
                      // Mantine hides the clear button from keyboards and screen readers; here it is a real control.
                      clearButtonProps={{
                        'aria-hidden': false,
                        tabIndex: 0,
                        'aria-label': t('referees.clear', { field: label }),
                      }}
                      required={name === 'referee1'}
                      size="lg"
                      miw={220}
                      error={message(errors[name]?.message)}
                    />
                  );
                }}
              />
            ))}
          </Group>
          <Group>
            <Button
              type="submit"
              size="lg"
              loading={isSubmitting}
              disabled={!online}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {t('referees.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import { Alert, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { MatchParticipant } from '@tms/domain/contract/competition';
import type { MatchRosterLimits } from '@tms/domain/match-roster';
import { useEffect, useMemo, useRef } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { translateFieldMessage } from '@/lib/field-message';
import { personName } from '@/lib/person-name';
import { useChangeMatchRosterMutation } from '../api/change-match-roster';
import type { RosterCandidate } from '../api/get-roster-candidates';
import {
  type OtherGenderRule,
  checkRosterRows,
  duplicatedNumbers,
  rosterForm,
  rosterRowPath,
  rosterRows,
} from '../lib/roster-rows';

type TeamRosterEditorProps = {
  matchId: number;
  teamId: number;
  heading: string;
  candidates: readonly RosterCandidate[];
  roster: readonly MatchParticipant[];
  disabled: boolean;
  /** The configured counts (matchRosterLimits); the server checks the same. */
  limits: MatchRosterLimits;
  /** How many players of the other gender the team's category allows; the server checks the same. */
  otherGender: OtherGenderRule;
};

/** One team's match roster: candidates with a checkbox and a jersey number each. */
export function TeamRosterEditor({
  matchId,
  teamId,
  heading,
  candidates,
  roster,
  disabled,
  limits,
  otherGender,
}: TeamRosterEditorProps) {
  const { t } = useTranslation('reporter');
  const { t: tv } = useTranslation('validation');
  const save = useChangeMatchRosterMutation(matchId);
  const initial = useMemo(() => rosterRows(candidates, roster), [candidates, roster]);
  const form = useAppForm({ schema: rosterForm, defaultValues: { rows: initial } });
  const { fields } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' }) ?? initial;

  // A saved roster (or one changed elsewhere) becomes the new starting point; a refetch with the same
  // content must not throw away what the reporter is ticking.
  const signature = JSON.stringify(initial);
  const latestInitial = useRef(initial);
  latestInitial.current = initial;
  useEffect(() => {
    if (signature) form.reset({ rows: latestInitial.current });
  }, [signature, form]);

  const selected = rows.filter((row) => row.selected);
  const duplicates = duplicatedNumbers(selected);
  // The club's rules (checkMatchRoster), as the server applies them to the hall's change too.
  const check = checkRosterRows(rows, candidates, limits, otherGender);
  const headingId = `roster-team-${teamId}`;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <AppForm
        form={form}
        serverPath={(path) => rosterRowPath(form.getValues('rows'), path)}
        onSubmit={async (body) => {
          await save.mutateAsync({ teamId, body });
          toast.success(t('roster.saved'));
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3" id={headingId}>
              {heading}
            </Title>
            <Badge variant="light" c="dark.8" size="lg">
              {t('roster.selected', { selected: selected.length, total: rows.length })}
            </Badge>
          </Group>
          {fields.length === 0 ? (
            <Text c="dimmed">{t('roster.noCandidates')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="xs" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('roster.onRoster')}</Table.Th>
                    <Table.Th>{t('roster.name')}</Table.Th>
                    <Table.Th>{t('roster.born')}</Table.Th>
                    <Table.Th>{t('roster.role')}</Table.Th>
                    <Table.Th>{t('roster.jerseyNumber')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {fields.map((field, index) => {
                    const row = rows[index] ?? field;
                    const name = personName(row);
                    const duplicated =
                      row.selected && row.jerseyNumber !== null && duplicates.includes(row.jerseyNumber);
                    return (
                      <Table.Tr
                        key={field.id}
                        data-testid={`roster-row-${row.participantId}`}
                        // The whole row toggles (a finger rarely hits the box itself); the number field does not.
                        onClick={(event) => {
                          if (disabled || (event.target as HTMLElement).closest('input, button, label')) return;
                          form.setValue(`rows.${index}.selected`, !row.selected);
                        }}
                        style={{ cursor: disabled ? undefined : 'pointer' }}
                      >
                        <Table.Td>
                          <CheckboxField
                            control={form.control}
                            name={`rows.${index}.selected`}
                            size="lg"
                            aria-label={t('roster.select', { name })}
                            disabled={disabled}
                          />
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            <Text fw={600}>{name}</Text>
                            {row.otherGender && (
                              <Badge size="xs" variant="outline" c="dark.8">
                                {t('roster.otherGender')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>{row.birthYear}</Table.Td>
                        <Table.Td>{row.isLeader ? t('roster.leader') : t('roster.player')}</Table.Td>
                        <Table.Td>
                          <NumberField
                            control={form.control}
                            name={`rows.${index}.jerseyNumber`}
                            emptyValue={null}
                            w={96}
                            size="lg"
                            min={1}
                            max={99}
                            allowDecimal={false}
                            allowNegative={false}
                            aria-label={t('roster.jerseyLabel', { name })}
                            error={duplicated}
                            disabled={disabled}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {check.errors.map((message) => (
            <Alert key={message.key} color="red" variant="light" role="alert">
              {translateFieldMessage(tv, message)}
            </Alert>
          ))}
          {check.warnings.map((message) => (
            <Alert key={message.key} color="yellow" variant="light">
              {translateFieldMessage(tv, message)}
            </Alert>
          ))}
          <SubmitProblem />
          <Group>
            <SubmitButton
              size="lg"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              disabled={disabled || !check.ok}
            >
              {t('roster.save')}
            </SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Card>
  );
}

import { Alert, Badge, Button, Card, Checkbox, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { MatchParticipant } from '@tms/domain/contract/competition';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toast';
import type { RosterCandidate } from '../api/get-roster-candidates';
import { useChangeMatchRosterMutation } from '../api/change-match-roster';
import { errorMessage } from '../lib/error-message';
import { duplicatedNumbers, type RosterRow, rosterRows } from '../lib/roster-rows';

type TeamRosterEditorProps = {
  matchId: number;
  teamId: number;
  heading: string;
  candidates: readonly RosterCandidate[];
  roster: readonly MatchParticipant[];
  disabled: boolean;
};

/** One team's match roster: candidates with a checkbox and a jersey number each. */
export function TeamRosterEditor({ matchId, teamId, heading, candidates, roster, disabled }: TeamRosterEditorProps) {
  const { t } = useTranslation('reporter');
  const save = useChangeMatchRosterMutation(matchId);
  const initial = useMemo(() => rosterRows(candidates, roster), [candidates, roster]);
  const [rows, setRows] = useState<RosterRow[]>(initial);
  const [problem, setProblem] = useState<string | null>(null);

  // A saved roster (or one changed elsewhere) becomes the new starting point; a refetch with the same
  // content must not throw away what the reporter is ticking.
  const signature = JSON.stringify(initial);
  const latestInitial = useRef(initial);
  latestInitial.current = initial;
  useEffect(() => {
    if (signature) setRows(latestInitial.current);
  }, [signature]);

  const selected = rows.filter((row) => row.selected);
  const duplicates = duplicatedNumbers(selected);
  const missing = selected.filter((row) => !row.isLeader && row.jerseyNumber === null);
  const headingId = `roster-team-${teamId}`;

  const update = (participantId: number, patch: Partial<RosterRow>) =>
    setRows((current) => current.map((row) => (row.participantId === participantId ? { ...row, ...patch } : row)));

  const submit = async () => {
    setProblem(null);
    if (duplicates.length > 0) return;
    try {
      await save.mutateAsync({
        teamId,
        body: {
          participants: selected.map((row) => ({
            participantId: row.participantId,
            jerseyNumber: row.jerseyNumber,
            isLeader: row.isLeader,
          })),
        },
      });
      toast.success(t('roster.saved'));
    } catch (error) {
      setProblem(errorMessage(t, error));
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {heading}
          </Title>
          <Badge variant="light" c="dark.8" size="lg">
            {t('roster.selected', { selected: selected.length, total: rows.length })}
          </Badge>
        </Group>
        {rows.length === 0 ? (
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
                {rows.map((row) => {
                  const name = `${row.lastName} ${row.firstName}`;
                  const duplicated = row.selected && row.jerseyNumber !== null && duplicates.includes(row.jerseyNumber);
                  return (
                    <Table.Tr
                      key={row.participantId}
                      data-testid={`roster-row-${row.participantId}`}
                      // The whole row toggles (a finger rarely hits the box itself); the number field does not.
                      onClick={(event) => {
                        if (disabled || (event.target as HTMLElement).closest('input, button, label')) return;
                        update(row.participantId, { selected: !row.selected });
                      }}
                      style={{ cursor: disabled ? undefined : 'pointer' }}
                    >
                      <Table.Td>
                        <Checkbox
                          size="lg"
                          checked={row.selected}
                          onChange={(event) => update(row.participantId, { selected: event.currentTarget.checked })}
                          aria-label={t('roster.select', { name })}
                          disabled={disabled}
                        />
                      </Table.Td>
                      <Table.Td fw={600}>{name}</Table.Td>
                      <Table.Td>{row.birthYear}</Table.Td>
                      <Table.Td>{row.isLeader ? t('roster.leader') : t('roster.player')}</Table.Td>
                      <Table.Td>
                        <NumberInput
                          w={96}
                          size="lg"
                          min={1}
                          max={99}
                          allowDecimal={false}
                          allowNegative={false}
                          value={row.jerseyNumber ?? ''}
                          onChange={(value) =>
                            update(row.participantId, { jerseyNumber: typeof value === 'number' ? value : null })
                          }
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
        {duplicates.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            {t('roster.duplicated', { list: duplicates.join(', ') })}
          </Alert>
        )}
        {missing.length > 0 && (
          <Alert color="yellow" variant="light">
            {t('roster.missingNumbers', {
              participants: missing.map((row) => `${row.lastName} ${row.firstName}`).join(', '),
            })}
          </Alert>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button
            size="lg"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={disabled || duplicates.length > 0}
          >
            {t('roster.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

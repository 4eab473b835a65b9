import { Badge, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { personName } from '@/lib/person-name';
import type { RosterRow } from '../lib/roster-selection';

type RosterSectionProps = {
  kind: 'players' | 'leaders';
  rows: readonly RosterRow[];
  /** Numbers two picked players share: their fields are marked. */
  clashing: ReadonlySet<number>;
  editable: boolean;
  jerseyNumberEdit: boolean;
  onToggle: (participantId: number) => void;
  onSelectAll: (selected: boolean) => void;
  onJerseyNumber: (participantId: number, jerseyNumber: number | null) => void;
};

/** Players or leaders: (selected/total), select all, unselect all; a row toggles, its number field does not. */
export function RosterSection(props: RosterSectionProps) {
  const { kind, rows, clashing, editable, jerseyNumberEdit } = props;
  const { t } = useTranslation('roster');
  const selected = rows.filter((row) => row.selected).length;
  const headingId = `roster-${kind}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3" id={headingId}>
          {t(`match.${kind}`, { selected, total: rows.length })}
        </Title>
        {editable && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => props.onSelectAll(true)}
              data-testid={`${kind}-select-all`}
            >
              {t('match.selectAll')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => props.onSelectAll(false)}
              data-testid={`${kind}-unselect-all`}
            >
              {t('match.unselectAll')}
            </Button>
          </Group>
        )}
      </Group>
      <Table verticalSpacing="xs" highlightOnHover={editable}>
        <Table.Tbody>
          {rows.map((row) => {
            const name = personName(row);
            const clash = row.selected && row.jerseyNumber !== null && clashing.has(row.jerseyNumber);
            return (
              <Table.Tr
                key={row.participantId}
                data-testid={`roster-row-${row.participantId}`}
                aria-selected={row.selected}
                onClick={(event) => {
                  if (!editable || (event.target as HTMLElement).closest('input, button')) return;
                  props.onToggle(row.participantId);
                }}
                style={{ cursor: editable ? 'pointer' : undefined }}
                bg={row.selected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                <Table.Td w={96} onClick={(event) => jerseyNumberEdit && editable && event.stopPropagation()}>
                  {kind === 'leaders' ? null : jerseyNumberEdit && editable ? (
                    <NumberInput
                      value={row.jerseyNumber ?? ''}
                      onChange={(value) =>
                        props.onJerseyNumber(row.participantId, typeof value === 'number' ? value : null)
                      }
                      min={1}
                      max={99}
                      allowDecimal={false}
                      allowNegative={false}
                      hideControls
                      w={72}
                      error={clash}
                      aria-label={t('match.jerseyLabel', { name })}
                    />
                  ) : (
                    <Text fw={700}>{row.jerseyNumber ?? '–'}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    {(row.otherGender || row.playsUp) && (
                      <Badge size="xs" variant="outline" c="dark.8">
                        {row.otherGender ? t('match.otherGender') : t('match.playsUp')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('match.born', { year: row.birthYear })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Badge color={row.selected ? 'green' : 'gray'} variant="light" c="dark.8">
                    {row.selected ? t('match.onRoster') : t('match.notOnRoster')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

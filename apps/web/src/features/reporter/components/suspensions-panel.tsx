import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@tms/domain/stopwatch';

export type SuspensionRow = { key: number; player: string; team: string; remainingSeconds: number };

/** 2-minute suspensions still running on the stopwatch. */
export function SuspensionsPanel({ rows }: { rows: readonly SuspensionRow[] }) {
  const { t } = useTranslation('reporter');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="suspensions-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="suspensions-heading">
          {t('suspensions.title')}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('suspensions.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap={4} p={0} m={0} data-testid="suspensions">
            {rows.map((row) => (
              <Group component="li" key={row.key} justify="space-between" wrap="nowrap" style={{ listStyle: 'none' }}>
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <IconHourglass size={18} aria-hidden />
                  <Text size="sm" fw={600} truncate>
                    {t('suspensions.item', { player: row.player, team: row.team })}
                  </Text>
                </Group>
                <Badge color="red.9" size="lg" variant="filled" ff="monospace">
                  {t('suspensions.remaining', { time: formatClock(row.remainingSeconds) })}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

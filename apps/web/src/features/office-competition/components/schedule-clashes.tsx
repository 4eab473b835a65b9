import { Alert, Text } from '@mantine/core';
import type { HardRule } from '@tms/domain/schedule/rules';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

export type Clash = { rule: HardRule; matchIds: number[] };

/** The hard rules a refused move or swap breaks (409 schedule_conflict), or null for any other failure. */
export function clashesOf(error: unknown): Clash[] | null {
  const found = error instanceof ApiError ? (error.body?.conflicts as Clash[] | undefined) : undefined;
  return found?.length ? found : null;
}

/** A refused change: each broken rule with the matches it clashes with. */
export function ScheduleClashes({ clashes }: { clashes: readonly Clash[] }) {
  const { t } = useTranslation('admin');
  if (clashes.length === 0) return null;
  return (
    <Alert color="red" title={t('competition.move.refused')} role="alert">
      {clashes.map((c) => (
        <Text key={`${c.rule}-${c.matchIds.join('-')}`} size="sm">
          {t(`competition.rule.${c.rule}`, { matches: c.matchIds.join(', ') })}
        </Text>
      ))}
    </Alert>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ClubState, clubState, type RefereeState, refereeState, STATE_COLORS } from '../lib/dashboard';

type StateBadgeProps = {
  kind: 'club' | 'referee';
  value: string;
};

/** Registration state as a coloured badge; the colour only repeats what the text says. */
export function StateBadge({ kind, value }: StateBadgeProps) {
  const { t } = useTranslation('dashboard');
  let state: ClubState | RefereeState;
  let label: string;
  if (kind === 'club') {
    state = clubState(value);
    label = t(`clubState.${state}`);
  } else {
    state = refereeState(value);
    label = t(`refereeState.${state}`);
  }
  return (
    <Badge
      variant="dot"
      color={STATE_COLORS[state]}
      title={t('stateLabel', { state: label })}
      style={{ flexShrink: 0 }}
      data-state={state}
    >
      {label}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clubState, STATE_COLORS } from '../lib/club-detail';

/** The registration state as a badge; the colour only repeats the text. */
export function ClubStateBadge({ value }: { value: string }) {
  const { t } = useTranslation('club');
  const state = clubState(value);
  return (
    <Badge variant="dot" color={STATE_COLORS[state]} data-state={state} style={{ flexShrink: 0 }}>
      {t(`detail.state.${state}`)}
    </Badge>
  );
}

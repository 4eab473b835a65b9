import { Badge } from '@mantine/core';
import type { RegistrationState } from '@tms/domain/constants';
import { useTranslation } from 'react-i18next';

const COLORS: Record<RegistrationState, string> = {
  new: 'yellow',
  approved: 'green',
  declined: 'gray',
  processed: 'blue',
};

/** A registration's state in words (PRODUCT_SPEC §4: Waiting, Accepted, Cancelled, Processed). */
export function ClubStateBadge({ state }: { state: RegistrationState }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={COLORS[state]} variant="light" data-state={state}>
      {t(`clubs.state.${state}`)}
    </Badge>
  );
}

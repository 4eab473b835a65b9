import { Badge, type BadgeProps, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './live-badge.module.css';

type LiveBadgeProps = {
  size?: BadgeProps['size'];
  /** Stage name read after 'LIVE' by screen readers and shown as a tooltip, e.g. '2nd half'. */
  stageName?: string;
};

/** Pulsing 'LIVE' / 'ŽIVĚ' mark of a match in progress. */
export function LiveBadge({ size = 'sm', stageName }: LiveBadgeProps) {
  const { t } = useTranslation('resultsDashboard');
  return (
    <Badge
      color="red.9"
      variant="filled"
      size={size}
      radius="sm"
      leftSection={<span className={classes.dot} aria-hidden />}
      title={stageName}
      data-testid="live-badge"
      style={{ flexShrink: 0 }}
    >
      {t('live.badge')}
      {stageName && <VisuallyHidden>{`, ${stageName}`}</VisuallyHidden>}
    </Badge>
  );
}

import { Alert, Button, Text } from '@mantine/core';
import type { ReturningClub } from '@tms/domain/contract/returning';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ReturningNoticeProps = {
  returning: ReturningClub;
  /** The form is filled in from the earlier registration. */
  used: boolean;
  onChange: (used: boolean) => void;
};

/** Above a new registration of a returning club: where the form's data comes from, or the offer to use it. */
export function ReturningNotice({ returning, used, onChange }: ReturningNoticeProps) {
  const { t } = useTranslation('clubRegistration');
  const values = { year: returning.year, club: returning.clubName };
  return (
    <Alert
      variant="light"
      color={used ? 'blue' : 'gray'}
      icon={<IconHistory size={18} aria-hidden />}
      title={t(used ? 'returning.noticeTitle' : 'returning.offerTitle', values)}
      data-testid="returning-notice"
    >
      <Text size="sm">{t(used ? 'returning.notice' : 'returning.offer', values)}</Text>
      <Button mt="sm" size="xs" variant={used ? 'default' : 'light'} onClick={() => onChange(!used)}>
        {t(used ? 'returning.startEmpty' : 'returning.fillIn', values)}
      </Button>
    </Alert>
  );
}

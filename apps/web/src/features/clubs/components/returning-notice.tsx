import type { ReturningClub } from '@tms/domain/contract/returning';
import { useTranslation } from 'react-i18next';
import { PrefillNotice } from '@/components/prefill-notice';

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
    <PrefillNotice
      used={used}
      title={t(used ? 'returning.noticeTitle' : 'returning.offerTitle', values)}
      text={t(used ? 'returning.notice' : 'returning.offer', values)}
      actionLabel={t(used ? 'returning.startEmpty' : 'returning.fillIn', values)}
      onToggle={() => onChange(!used)}
    />
  );
}

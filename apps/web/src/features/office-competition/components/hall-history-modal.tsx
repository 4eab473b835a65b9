import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '@/components/audit-trail';

/** Who named which reporter of a hall, and when: the hall's audit records. */
export function HallHistoryModal({ hall, onClose }: { hall: { id: number; name: string }; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened onClose={onClose} title={t('halls.historyTitle', { hall: hall.name })} centered size="xl">
      <AuditTrail entity="hall" recordId={hall.id} />
    </Modal>
  );
}

import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { RegistrationState } from '@tms/domain/constants';
import { stateChangeNeedsReason } from '@tms/domain/registration-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '@/components/form/app-form';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextareaField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { hasLink } from '@/lib/links';
import { useChangeRefereeStateMutation } from '../api/change-referee-state';
import type { AdminRefereeRegistration } from '../api/get-admin-referee-registration';
import { formatDate } from '@/lib/amounts';
import { stateChangeForm } from '@/lib/office-forms';
import { ClubStateBadge } from '@/components/office/club-state-badge';

function StateChangeModal({
  refereeId,
  to,
  onClose,
}: {
  refereeId: number;
  to: RegistrationState;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const needsReason = stateChangeNeedsReason(to);
  const form = useAppForm({ schema: stateChangeForm(needsReason), defaultValues: { reason: '' } });
  const change = useChangeRefereeStateMutation(refereeId);
  return (
    <Modal opened onClose={onClose} title={t(`referees.stateChange.to.${to}`)} centered>
      <AppForm
        form={form}
        onSubmit={async ({ reason }) => {
          await change.mutateAsync({ state: to, reason });
          toast.success(t('referees.stateChange.done'));
          onClose();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('referees.stateChange.mailHint')}</Text>
          <SubmitProblem />
          <TextareaField
            control={form.control}
            name="reason"
            label={needsReason ? t('referees.stateChange.reasonRequired') : t('referees.stateChange.reason')}
            required={needsReason}
            autosize
            minRows={3}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clubs.stateChange.cancel')}
            </Button>
            <SubmitButton color={to === 'declined' ? 'red' : undefined}>
              {t('referees.stateChange.confirm')}
            </SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}

/** The referee registration's state and the steps the user may take now (each e-mails the referee). */
export function RefereeStateCard({ detail }: { detail: AdminRefereeRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const { registration } = detail;
  const [target, setTarget] = useState<RegistrationState | null>(null);
  return (
    <Card withBorder component="section" aria-labelledby="state-heading">
      <Stack gap="xs">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id="state-heading">
            {t('referees.detail.stateTitle')}
          </Title>
          <ClubStateBadge state={registration.registrationState} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('referees.detail.registered', {
            date: formatDate(registration.createdAt, i18n.resolvedLanguage ?? 'cs', true),
          })}
        </Text>
        {hasLink(detail, 'changeRefereeRegistrationState') ? (
          <Group gap="xs">
            {detail.nextStates.map((state) => (
              <Button
                key={state}
                size="xs"
                variant={state === 'declined' ? 'light' : 'filled'}
                color={state === 'declined' ? 'red' : undefined}
                onClick={() => setTarget(state)}
                data-next-state={state}
              >
                {t(`referees.stateChange.to.${state}`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      {target ? <StateChangeModal refereeId={registration.id} to={target} onClose={() => setTarget(null)} /> : null}
    </Card>
  );
}

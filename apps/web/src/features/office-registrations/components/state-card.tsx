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
import { useChangeClubStateMutation } from '../api/change-club-state';
import type { AdminClubRegistration } from '../api/get-admin-club-registration';
import { formatDate } from '@/lib/amounts';
import { stateChangeForm } from '@/lib/office-forms';
import { ClubStateBadge } from '@/components/office/club-state-badge';

function StateChangeModal({ clubId, to, onClose }: { clubId: number; to: RegistrationState; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const needsReason = stateChangeNeedsReason(to);
  const form = useAppForm({ schema: stateChangeForm(needsReason), defaultValues: { reason: '' } });
  const change = useChangeClubStateMutation(clubId);
  const stateName = t(`clubs.state.${to}`);
  return (
    <Modal opened onClose={onClose} title={t('clubs.stateChange.title', { state: stateName })} centered>
      <AppForm
        form={form}
        onSubmit={async ({ reason }) => {
          await change.mutateAsync({ state: to, reason });
          toast.success(t('clubs.stateChange.done', { state: stateName }));
          onClose();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('clubs.stateChange.text')}</Text>
          <SubmitProblem />
          <TextareaField
            control={form.control}
            name="reason"
            label={needsReason ? t('clubs.stateChange.reasonRequired') : t('clubs.stateChange.reason')}
            required={needsReason}
            autosize
            minRows={3}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clubs.stateChange.cancel')}
            </Button>
            <SubmitButton color={to === 'declined' ? 'red' : undefined}>{t('clubs.stateChange.confirm')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}

/** The registration's state, when and by whom it came, and the steps the user may take now. */
export function StateCard({ detail }: { detail: AdminClubRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const { registration } = detail;
  const [target, setTarget] = useState<RegistrationState | null>(null);
  return (
    <Card withBorder component="section" aria-labelledby="state-heading">
      <Stack gap="xs">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id="state-heading">
            {t('clubs.detail.stateTitle')}
          </Title>
          <ClubStateBadge state={registration.registrationState} />
        </Group>
        <Text size="sm" c="dimmed">
          {t('clubs.detail.registered', {
            date: formatDate(registration.createdAt, i18n.resolvedLanguage ?? 'cs', true),
          })}
          {' · '}
          {t('clubs.detail.variableSymbol', { vs: detail.variableSymbol })}
        </Text>
        {hasLink(detail, 'changeClubRegistrationState') ? (
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
                {t(`clubs.stateChange.to.${state}`)}
              </Button>
            ))}
          </Group>
        ) : null}
      </Stack>
      {target ? <StateChangeModal clubId={registration.id} to={target} onClose={() => setTarget(null)} /> : null}
    </Card>
  );
}

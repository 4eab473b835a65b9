import { Stack, Text } from '@mantine/core';
import type { RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { CurrentUser } from '@/api/get-me';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { toast } from '@/components/toast';
import { useCreateRefereeRegistrationMutation } from '../api/create-referee-registration';
import { useUpdateRefereeRegistrationMutation } from '../api/update-referee-registration';
import { RefereeForm } from '../components/referee-form';
import { useRefereeFormOptions } from '../hooks/use-form-options';
import { newRefereeForm, refereeFormOf } from '../lib/referee-form';
import { refereeDetailPath } from '../lib/paths';

/** /registration/referee/create: a new registration of the signed-in account. */
export function RefereeCreatePage() {
  const { t } = useTranslation('refereeRegistration');
  const user = useLoaderData<CurrentUser>();
  const navigate = useNavigate();
  const options = useRefereeFormOptions(null);
  const create = useCreateRefereeRegistrationMutation();
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs" align="flex-start">
        <BackLink to="/dashboard">{t('backToDashboard')}</BackLink>
        <PageTitle>{t('createTitle')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <RefereeForm
        defaultValues={newRefereeForm(user)}
        options={options}
        submitLabel={t('submit')}
        onSubmit={async (body) => {
          const registration = await create.mutateAsync(body);
          toast.success(t('submitted'));
          await navigate(refereeDetailPath(registration.id));
        }}
      />
    </Stack>
  );
}

/** /registration/referee/update/{id}: changing a registration while the edit window allows. */
export function RefereeUpdatePage() {
  const { t } = useTranslation('refereeRegistration');
  const registration = useLoaderData<RefereeRegistrationDetail>();
  const navigate = useNavigate();
  const options = useRefereeFormOptions(registration);
  const update = useUpdateRefereeRegistrationMutation(registration.id);
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs" align="flex-start">
        <BackLink
          to={refereeDetailPath(registration.id)}
        >{`${registration.firstName} ${registration.lastName}`}</BackLink>
        <PageTitle>{t('updateTitle')}</PageTitle>
      </Stack>
      <RefereeForm
        key={registration.id}
        defaultValues={refereeFormOf(registration)}
        options={options}
        submitLabel={t('save')}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          toast.success(t('updated'));
          await navigate(refereeDetailPath(registration.id));
        }}
      />
    </Stack>
  );
}

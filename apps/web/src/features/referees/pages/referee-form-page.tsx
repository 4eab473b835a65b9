import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RefereeRegistrationDetail } from '@tms/domain/contract/referees';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import type { CurrentUser } from '@/api/get-me';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { PrefillNotice } from '@/components/prefill-notice';
import { toast } from '@/components/toast';
import { useCreateRefereeRegistrationMutation } from '../api/create-referee-registration';
import { returningRefereeQueryOptions } from '../api/get-returning-referee';
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
  const returning = useQuery(returningRefereeQueryOptions());
  const [startEmpty, setStartEmpty] = useState(false);
  const previous = returning.data ?? null;
  const startFrom = previous && !startEmpty ? previous : null;
  const options = useRefereeFormOptions(startFrom?.registration ?? null);
  const create = useCreateRefereeRegistrationMutation();
  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="xs" align="flex-start">
        <BackLink to="/dashboard">{t('backToDashboard')}</BackLink>
        <PageTitle>{t('createTitle')}</PageTitle>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {previous ? (
        <PrefillNotice
          used={startFrom !== null}
          title={t(startFrom ? 'returning.noticeTitle' : 'returning.offerTitle', { year: previous.year })}
          text={t(startFrom ? 'returning.notice' : 'returning.offer', { year: previous.year })}
          actionLabel={t(startFrom ? 'returning.startEmpty' : 'returning.fillIn', { year: previous.year })}
          onToggle={() => setStartEmpty(startFrom !== null)}
        />
      ) : null}
      {returning.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('returning.loading')} />
        </Center>
      ) : (
        <RefereeForm
          key={startFrom ? `from-${startFrom.year}` : 'new'}
          defaultValues={startFrom ? refereeFormOf(startFrom.registration) : newRefereeForm(user)}
          options={options}
          submitLabel={t('submit')}
          onSubmit={async (body) => {
            const registration = await create.mutateAsync(body);
            toast.success(t('submitted'));
            await navigate(refereeDetailPath(registration.id));
          }}
        />
      )}
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

import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { useApiErrorText } from '@/lib/api-error-text';
import { clubRegistrationQueryOptions } from '../api/get-club-registration';
import { RegistrationForm } from '../components/registration-form';
import { clubIdParam } from '../lib/guards';

/** `/registration/club/create` and `/registration/club/update/{id}` (the loaders let in only who may now). */
export function ClubRegistrationPage() {
  const { t } = useTranslation('clubRegistration');
  const apiErrorText = useApiErrorText();
  const clubId = clubIdParam(useParams().id);
  const enums = useQuery(enumsQueryOptions());
  const registration = useQuery({ ...clubRegistrationQueryOptions(clubId ?? 0), enabled: clubId !== null });
  const updating = clubId !== null;
  const failed = enums.error ?? (updating ? registration.error : null);
  const ready = enums.data && (!updating || registration.data);

  return (
    <Stack gap="md">
      <div>
        {updating ? (
          <BackLink to={`/club/${clubId}`}>{t('backToClub')}</BackLink>
        ) : (
          <BackLink to="/dashboard">{t('backToDashboard')}</BackLink>
        )}
        <PageTitle mt="xs">{updating ? t('update.title') : t('create.title')}</PageTitle>
        {updating && registration.data ? (
          <Text c="dimmed">{registration.data.name}</Text>
        ) : (
          <Text c="dimmed">{t('create.intro')}</Text>
        )}
      </div>
      {failed ? (
        <Alert color="red" variant="light" role="alert" title={t('update.loadFailed')}>
          <Text size="sm">{apiErrorText(failed)}</Text>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            onClick={() => void (enums.error ? enums.refetch() : registration.refetch())}
          >
            {t('update.retry')}
          </Button>
        </Alert>
      ) : ready ? (
        <RegistrationForm
          key={registration.data?.id ?? 'new'}
          enums={enums.data}
          registration={updating ? (registration.data ?? null) : null}
        />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </Stack>
  );
}

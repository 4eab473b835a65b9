import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useParams } from 'react-router';
import { enumsQueryOptions } from '@/api/get-enums';
import { BackLink } from '@/components/back-link';
import { PageTitle } from '@/components/page-title';
import { useApiErrorText } from '@/lib/api-error-text';
import { clubRegistrationQueryOptions } from '../api/get-club-registration';
import { returningClubQueryOptions } from '../api/get-returning-club';
import { RegistrationForm } from '../components/registration-form';
import { ReturningNotice } from '../components/returning-notice';
import { clubIdParam } from '../lib/guards';

/** `/registration/club/create` and `/registration/club/update/{id}` (the loaders let in only who may now). */
export function ClubRegistrationPage() {
  const { t } = useTranslation('clubRegistration');
  const apiErrorText = useApiErrorText();
  const clubId = clubIdParam(useParams().id);
  const enums = useQuery(enumsQueryOptions());
  const registration = useQuery({ ...clubRegistrationQueryOptions(clubId ?? 0), enabled: clubId !== null });
  const updating = clubId !== null;
  // A new registration may start from the user's club of an earlier edition; without one it starts empty.
  const returning = useQuery({ ...returningClubQueryOptions(), enabled: !updating });
  const [startEmpty, setStartEmpty] = useState(false);
  const failed = enums.error ?? (updating ? registration.error : null);
  const ready = enums.data && (updating ? registration.data : returning.isFetched);
  const previous = !updating && !returning.isError ? (returning.data ?? null) : null;
  const startFrom = previous && !startEmpty ? previous : null;

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
        <>
          {previous ? (
            <ReturningNotice returning={previous} used={startFrom !== null} onChange={(used) => setStartEmpty(!used)} />
          ) : null}
          <RegistrationForm
            key={registration.data?.id ?? (startFrom ? `from-${startFrom.year}` : 'new')}
            enums={enums.data}
            registration={updating ? (registration.data ?? null) : null}
            returning={startFrom}
          />
        </>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </Stack>
  );
}

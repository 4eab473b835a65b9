import { Group, Loader, Text } from '@mantine/core';
import type { PublicReferee } from '@tms/domain/contract/competition';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { refereesQueryOptions } from '@/api/get-referees';
import { useEdition } from '@/lib/edition';

/**
 * Renders its children with the approved referees once they are loaded. A failed load sends the
 * visitor to the support page, as for the other competition data (a refetch error with data keeps
 * the data on screen).
 */
export function WithReferees({ children }: { children: (referees: PublicReferee[]) => ReactNode }) {
  const { t } = useTranslation('countryTeams');
  const edition = useEdition();
  const referees = useQuery(refereesQueryOptions(edition));
  if (referees.data) return children(referees.data);
  if (referees.isError) return <Navigate to="/support" replace />;
  return (
    <Group gap="xs" py="md">
      <Loader size="sm" />
      <Text c="dimmed">{t('referees.loading')}</Text>
    </Group>
  );
}

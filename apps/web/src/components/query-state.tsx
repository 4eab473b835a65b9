import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';

export interface QueryStateTexts {
  loading: string;
  notFound: string;
  loadError: string;
  retry: string;
}

/**
 * A detail page's loading, not-found and error states around its content. A 404 is final, so it
 * offers no retry; any other failure may pass, so it does.
 */
export function QueryState<T>({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<T>;
  texts: QueryStateTexts;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={texts.loading} />
      </Group>
    );
  }
  if (query.isError) {
    const gone = isApiError(query.error, 404);
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          {gone ? texts.notFound : texts.loadError}
          {gone ? null : (
            <Button size="xs" variant="light" onClick={() => void query.refetch()} loading={query.isRefetching}>
              {texts.retry}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

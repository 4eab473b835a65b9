import { Alert, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configurationHistoryQueryOptions } from '../api/get-configuration-history';

function Value({ value }: { value: string | null }) {
  if (value === null)
    return (
      <Text c="dimmed" size="sm">
        –
      </Text>
    );
  return (
    <Text size="sm" ff="monospace" lineClamp={3} title={value} style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

/** Who changed which value when, from what to what; newest first. */
export function ConfigurationHistory() {
  const { t, i18n } = useTranslation('dashboard');
  const { data, isPending, isError } = useQuery(configurationHistoryQueryOptions());
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Stack gap="sm" component="section" aria-labelledby="configuration-history-title">
      <Title order={2} size="h3" id="configuration-history-title">
        {t('adminConfiguration.history.title')}
      </Title>
      {isPending ? (
        <Group justify="center" py="md">
          <Loader size="sm" aria-label={t('adminConfiguration.history.title')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('adminConfiguration.history.loadError')}
        </Alert>
      ) : data.length === 0 ? (
        <Text c="dimmed">{t('adminConfiguration.history.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="xs" data-testid="configuration-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminConfiguration.history.when')}</Table.Th>
                <Table.Th scope="col">{t('adminConfiguration.history.key')}</Table.Th>
                <Table.Th scope="col">{t('adminConfiguration.history.who')}</Table.Th>
                <Table.Th scope="col">{t('adminConfiguration.history.old')}</Table.Th>
                <Table.Th scope="col">{t('adminConfiguration.history.new')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((change) => (
                <Table.Tr key={change.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.format(new Date(change.changedAt))}</Table.Td>
                  <Table.Td>
                    <Code style={{ overflowWrap: 'anywhere' }}>{change.key}</Code>
                  </Table.Td>
                  <Table.Td>
                    {change.user ? (
                      <Text size="sm" title={change.user.email}>
                        {change.user.name}
                      </Text>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('adminConfiguration.history.removedUser')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Value value={change.oldValue} />
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Value value={change.newValue} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

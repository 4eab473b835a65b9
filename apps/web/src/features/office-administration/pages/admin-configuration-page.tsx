import { Alert, Button, Code, Group, Loader, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconMinus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { hasLink } from '@/lib/links';
import { type AdminConfigurationEntry, adminConfigurationQueryOptions } from '@/api/get-admin-configuration';
import { ConfigurationHistory } from '../components/configuration-history';
import { EditConfigurationModal } from '../components/edit-configuration-modal';

function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap={4} wrap="nowrap">
      {/* The icon only repeats the word; the word keeps the body text colour for contrast. */}
      {value ? (
        <IconCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconMinus size={16} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
      <Text size="sm">{value ? t('adminConfiguration.yes') : t('adminConfiguration.no')}</Text>
    </Group>
  );
}

function matches(entry: AdminConfigurationEntry, query: string): boolean {
  if (!query) return true;
  const haystack = `${entry.key} ${entry.label ?? ''} ${entry.value ?? ''}`.toLocaleLowerCase();
  return haystack.includes(query.toLocaleLowerCase());
}

export function AdminConfigurationPage() {
  const { t } = useTranslation('dashboard');
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminConfigurationQueryOptions());
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const entries = useMemo(() => (data ?? []).filter((entry) => matches(entry, query)), [data, query]);
  const [editing, setEditing] = useState<AdminConfigurationEntry | null>(null);

  return (
    <Stack gap="md">
      <PageTitle>{t('adminConfiguration.title')}</PageTitle>
      <Text c="dimmed">{t('adminConfiguration.intro')}</Text>
      {isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('adminConfiguration.title')} />
        </Group>
      ) : isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs" align="flex-start">
            {t('adminConfiguration.loadError')}
            <Button size="xs" variant="light" onClick={() => void refetch()} loading={isRefetching}>
              {t('adminConfiguration.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <TextInput
              type="search"
              label={t('adminConfiguration.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 420 }}
            />
            <Text c="dimmed" size="sm" role="status">
              {t('adminConfiguration.count', { count: entries.length })}
            </Text>
          </Group>
          {entries.length === 0 ? (
            <Text c="dimmed">{t('adminConfiguration.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={940}>
              <Table striped highlightOnHover verticalSpacing="xs" captionSide="top">
                <Table.Caption style={{ textAlign: 'start' }}>
                  <VisuallyHidden>{t('adminConfiguration.caption')}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('adminConfiguration.key')}</Table.Th>
                    <Table.Th scope="col">{t('adminConfiguration.type')}</Table.Th>
                    <Table.Th scope="col">{t('adminConfiguration.value')}</Table.Th>
                    <Table.Th scope="col">{t('adminConfiguration.label')}</Table.Th>
                    <Table.Th scope="col">{t('adminConfiguration.public')}</Table.Th>
                    <Table.Th scope="col">{t('adminConfiguration.protected')}</Table.Th>
                    <Table.Th scope="col">{t('adminConfiguration.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <Table.Tr key={entry.key} data-key={entry.key}>
                      <Table.Th scope="row" fw={600}>
                        <Code style={{ overflowWrap: 'anywhere' }}>{entry.key}</Code>
                      </Table.Th>
                      <Table.Td>{entry.dataType}</Table.Td>
                      <Table.Td maw={320}>
                        {entry.value === null ? (
                          <Text c="dimmed" size="sm" fs="italic">
                            {t('adminConfiguration.noValue')}
                          </Text>
                        ) : (
                          <Text
                            size="sm"
                            ff="monospace"
                            lineClamp={4}
                            title={entry.value}
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {entry.value}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.label}</Text>
                        {entry.description ? (
                          <Text size="xs" c="dimmed">
                            {entry.description}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <YesNo value={entry.isPublic} />
                      </Table.Td>
                      <Table.Td>
                        <YesNo value={entry.protected} />
                      </Table.Td>
                      <Table.Td>
                        {hasLink(entry, 'updateConfiguration') ? (
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setEditing(entry)}
                            aria-label={t('adminConfiguration.editLabel', { key: entry.key })}
                          >
                            {t('adminConfiguration.edit')}
                          </Button>
                        ) : (
                          <Text size="xs" c="dimmed">
                            {t('adminConfiguration.readOnly')}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ConfigurationHistory />
        </>
      )}
      <EditConfigurationModal entry={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

import { Accordion, Alert, Code, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import type { TranslationBundle } from '@tms/domain/translation-overrides';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DefaultText, defaultTextRows, searchDefaultTexts } from '../lib/default-texts';

/** Rows shown at most while searching: a one-letter query would otherwise render every text. */
const SEARCH_LIMIT = 300;

function TextsTable({ rows }: { rows: readonly DefaultText[] }) {
  const { t } = useTranslation('translationTools');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('defaults.key')}</Table.Th>
            <Table.Th scope="col" lang="cs">
              {t('defaults.cs')}
            </Table.Th>
            <Table.Th scope="col" lang="en">
              {t('defaults.en')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.namespace}.${row.key}`}>
              <Table.Th scope="row" fw={400}>
                <Code style={{ overflowWrap: 'anywhere' }}>{row.key}</Code>
              </Table.Th>
              <Table.Td lang="cs">{row.cs}</Table.Td>
              <Table.Td lang="en">{row.en}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The default texts by module, searchable, Czech and English side by side; a module renders when opened. */
export function DefaultTextsList({ defaults, isError }: { defaults?: TranslationBundle; isError: boolean }) {
  const { t } = useTranslation('translationTools');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string[]>([]);
  const query = useDeferredValue(search.trim());
  const rows = useMemo(() => (defaults ? defaultTextRows(defaults) : []), [defaults]);
  const found = useMemo(() => searchDefaultTexts(rows, query), [rows, query]);
  const shown = query ? found.slice(0, SEARCH_LIMIT) : found;
  const modules = useMemo(() => {
    const byModule = new Map<string, DefaultText[]>();
    for (const row of shown) byModule.set(row.namespace, [...(byModule.get(row.namespace) ?? []), row]);
    return [...byModule];
  }, [shown]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="default-texts-title">
      <Title order={2} size="h3" id="default-texts-title">
        {t('defaults.title')}
      </Title>
      {isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('loadError')}
        </Alert>
      ) : !defaults ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('defaults.title')} />
        </Group>
      ) : (
        <>
          <Group justify="space-between" align="flex-end">
            <TextInput
              type="search"
              label={t('defaults.search')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 420 }}
            />
            <Text size="sm" c="dimmed" role="status">
              {found.length > shown.length
                ? t('defaults.limited', { count: shown.length })
                : t('defaults.count', { count: found.length })}
            </Text>
          </Group>
          {modules.length === 0 ? (
            <Text c="dimmed">{t('defaults.empty')}</Text>
          ) : (
            <Accordion
              multiple
              variant="separated"
              value={query ? modules.map(([m]) => m) : opened}
              onChange={setOpened}
            >
              {modules.map(([namespace, moduleRows]) => (
                <Accordion.Item key={namespace} value={namespace}>
                  <Accordion.Control>
                    {t(`modules.${namespace}` as 'modules.core')} ({moduleRows.length})
                  </Accordion.Control>
                  <Accordion.Panel>
                    {query || opened.includes(namespace) ? <TextsTable rows={moduleRows} /> : null}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </>
      )}
    </Stack>
  );
}

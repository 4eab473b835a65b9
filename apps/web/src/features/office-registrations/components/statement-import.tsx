import { Alert, Button, Card, FileInput, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { type ColumnMapping, STATEMENT_FIELDS } from '@tms/domain/statement-fields';
import { CURRENCIES, type Currency } from '@tms/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { type StatementPreview, useImportStatementMutation, usePreviewStatementMutation } from '../api/bank-statements';
import { suppliersQueryOptions } from '@/api/list-suppliers';
import { fileToBase64 } from '../lib/file-base64';
import { StatementLines } from './statement-lines';

type Loaded = { fileName: string; content: string };

/**
 * Import of a statement: pick the file, check the columns the reader guessed, look at the proposal
 * for each line, choose what to book and book it. Nothing is written before the booking.
 */
export function StatementImport() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [file, setFile] = useState<File | null>(null);
  const [currency, setCurrency] = useState<Currency>('CZK');
  // None: each line pays the club's whole bill, and is booked to the supplier of the invoice it settles.
  const [supplierId, setSupplierId] = useState<number | null>(null);
  const suppliers = useQuery(suppliersQueryOptions());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [preview, setPreview] = useState<StatementPreview | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<string | null>(null);
  const read = usePreviewStatementMutation();
  const book = useImportStatementMutation();

  const show = (answer: StatementPreview) => {
    setPreview(answer);
    setMapping(answer.mapping);
    setChosen(new Set(answer.lines.filter((line) => line.bookable).map((line) => line.row)));
  };
  const readFile = async (withMapping: ColumnMapping | null) => {
    if (!file) return;
    setResult(null);
    const source = loaded ?? { fileName: file.name, content: await fileToBase64(file) };
    setLoaded(source);
    read.mutate(
      { ...source, currency, supplierId, mapping: withMapping },
      { onSuccess: show, onError: (e) => toast.error(errorText(e)) },
    );
  };
  const bookChosen = async () => {
    if (!loaded || chosen.size === 0) return;
    const answer = await openConfirmDialog({
      title: t('bankStatements.confirmTitle'),
      children: t('bankStatements.confirmText', { count: chosen.size }),
      confirmLabel: t('bankStatements.book', { count: chosen.size }),
    });
    if (answer !== 'confirm') return;
    book.mutate(
      { ...loaded, currency, supplierId, mapping, book: [...chosen] },
      {
        onSuccess: (done) => {
          setResult(t('bankStatements.result', done));
          read.mutate({ ...loaded, currency, supplierId, mapping }, { onSuccess: show });
        },
        onError: (e) => toast.error(errorText(e)),
      },
    );
  };
  const columns = (preview?.header ?? []).map((name, i) => ({ value: String(i), label: `${i + 1}: ${name || '–'}` }));

  return (
    <Card withBorder component="section" aria-labelledby="import-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="import-heading">
          {t('bankStatements.importTitle')}
        </Title>
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('bankStatements.file')}
            placeholder={t('bankStatements.filePlaceholder')}
            accept=".csv,.txt,text/csv"
            value={file}
            onChange={(next) => {
              setFile(next);
              setLoaded(null);
              setPreview(null);
              setResult(null);
            }}
            clearable
            w={{ base: '100%', sm: 320 }}
          />
          <Select
            label={t('bankStatements.currency')}
            data={[...CURRENCIES]}
            value={currency}
            onChange={(value) => value && setCurrency(value as Currency)}
            allowDeselect={false}
            w={{ base: '100%', sm: 200 }}
          />
          <Select
            label={t('bankStatements.supplier')}
            placeholder={t('bankStatements.anySupplier')}
            description={t('bankStatements.supplierHint')}
            data={(suppliers.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={supplierId === null ? null : String(supplierId)}
            onChange={(value) => {
              setSupplierId(value === null ? null : Number(value));
              // The matches depend on the supplier: the proposal shown must be read again.
              setPreview(null);
              setResult(null);
            }}
            clearable
            w={{ base: '100%', sm: 260 }}
          />
          <Button
            leftSection={<IconFileImport size={16} aria-hidden />}
            disabled={!file}
            loading={read.isPending}
            onClick={() => void readFile(null)}
          >
            {t('bankStatements.read')}
          </Button>
        </Group>
        {preview ? (
          <>
            <Text size="sm" c="dimmed" data-testid="statement-format">
              {t('bankStatements.format', {
                bank: preview.format.bank ?? t('bankStatements.unknownBank'),
                encoding: preview.format.encoding,
                delimiter: preview.format.delimiter === '\t' ? 'TAB' : preview.format.delimiter,
                row: preview.format.headerRow + 1,
                decimal: preview.format.decimalComma
                  ? t('bankStatements.decimalComma')
                  : t('bankStatements.decimalPoint'),
              })}
            </Text>
            <Title order={3} size="h5">
              {t('bankStatements.mappingTitle')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('bankStatements.mappingHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
              {STATEMENT_FIELDS.map((field) => (
                <Select
                  key={field}
                  label={t(`bankStatements.fields.${field}`)}
                  placeholder={t('bankStatements.noColumn')}
                  data={columns}
                  value={mapping[field] === undefined ? null : String(mapping[field])}
                  onChange={(value) => {
                    const next = { ...mapping };
                    if (value === null) delete next[field];
                    else next[field] = Number(value);
                    setMapping(next);
                  }}
                  clearable
                  size="xs"
                />
              ))}
            </SimpleGrid>
            <Group>
              <Button variant="default" size="xs" onClick={() => void readFile(mapping)} loading={read.isPending}>
                {t('bankStatements.applyMapping')}
              </Button>
            </Group>
            {!preview.mappingComplete ? (
              <Alert color="yellow">{t('bankStatements.mappingIncomplete')}</Alert>
            ) : (
              <>
                <Title order={3} size="h5">
                  {t('bankStatements.linesTitle')}
                </Title>
                <StatementLines
                  preview={preview}
                  chosen={chosen}
                  onToggle={(row) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (next.has(row)) next.delete(row);
                      else next.add(row);
                      return next;
                    })
                  }
                />
                {preview.lines.some((line) => line.bookable) ? (
                  <Group justify="flex-end">
                    <Button disabled={chosen.size === 0} loading={book.isPending} onClick={() => void bookChosen()}>
                      {t('bankStatements.book', { count: chosen.size })}
                    </Button>
                  </Group>
                ) : (
                  <Text c="dimmed" size="sm">
                    {t('bankStatements.nothing')}
                  </Text>
                )}
              </>
            )}
          </>
        ) : null}
        {result ? (
          <Alert color="green" role="status" data-testid="import-result">
            {result}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

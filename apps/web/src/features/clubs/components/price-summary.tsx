import { Card, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { PricelistItem } from '@tms/domain/contract/enums';
import { formatMoney } from '@tms/domain/money';
import { currencyForCountry } from '@tms/domain/pricelist';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { toFieldMessage, translateFieldMessage } from '@/lib/field-message';
import { formBill, type KeptPricing, summaryLines } from '../lib/price-summary';
import type { RegistrationFormApi } from '../lib/registration-form';

type PriceSummaryProps = {
  form: RegistrationFormApi;
  pricelist: readonly PricelistItem[];
  currencyCode: (countryId: unknown) => string | null;
  kept: KeptPricing | null;
  submitLabel: string;
};

/** The bill of the form as it is now, priced as the server will price it, with the submit button. */
export function PriceSummary({ form, pricelist, currencyCode, kept, submitLabel }: PriceSummaryProps) {
  const { t, i18n } = useTranslation('clubRegistration');
  const { t: tv } = useTranslation('validation');
  const locale = i18n.resolvedLanguage === 'en' ? 'en' : 'cs';
  const titleId = useId();
  const [arrivalDate, departureDate, teams, extraPersons, countryId] = useWatch({
    control: form.control,
    name: ['arrivalDate', 'departureDate', 'teams', 'extraPersons', 'countryId'],
  });
  const currency = currencyForCountry(currencyCode(countryId));
  const bill = useMemo(
    () => formBill({ arrivalDate, departureDate, teams, extraPersons }, { currency, pricelist, kept }),
    [arrivalDate, departureDate, teams, extraPersons, currency, pricelist, kept],
  );
  const lines = summaryLines(bill, locale);
  // Problems of the counts (a single room without one on offer …) are shown beside the total too.
  const problems = [
    ...new Set(
      bill.issues
        .filter((issue) => issue.severity === 'error' && issue.key !== 'required')
        .map((issue) => translateFieldMessage(tv, toFieldMessage(issue))),
    ),
  ];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-testid="price-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('summary.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('summary.currency', { currency })}
          {' · '}
          {bill.nights === null ? t('summary.noDates') : t('summary.nights', { count: bill.nights })}
        </Text>
        {lines.length === 0 ? (
          <Text c="dimmed">{t('summary.empty')}</Text>
        ) : (
          <Table verticalSpacing={4} horizontalSpacing={0} fz="sm">
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.key}>
                  <Table.Td>
                    <Text size="sm">{line.name}</Text>
                    <Text size="xs" c="dimmed">
                      {t('summary.quantity', { quantity: line.quantity, unit: line.unit })}
                      {line.discount ? ` · ${t('summary.discount')}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }} pl="sm">
                    {line.total}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Divider />
        <Group justify="space-between" aria-live="polite">
          <Text fw={700}>{t('summary.total')}</Text>
          <Text fw={700} data-testid="price-total">
            {formatMoney(bill.total, locale)}
          </Text>
        </Group>
        {problems.map((problem) => (
          <Text key={problem} size="sm" c="red">
            {problem}
          </Text>
        ))}
        <Text size="xs" c="dimmed">
          {t('summary.final')}
        </Text>
        <SubmitProblem />
        <SubmitButton fullWidth>{submitLabel}</SubmitButton>
      </Stack>
    </Card>
  );
}

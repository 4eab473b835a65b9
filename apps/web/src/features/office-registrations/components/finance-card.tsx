import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminClubRegistration } from '../api/get-admin-club-registration';
import { formatAmount, formatDate } from '@/lib/amounts';

/** To pay, paid and rest of the club's bill and its invoices (PDF), as the club sees them. */
export function FinanceCard({ detail }: { detail: AdminClubRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const { finance } = detail.registration;
  const amount = (value: string) => formatAmount(value, finance.currency, locale);
  return (
    <Card withBorder component="section" aria-labelledby="finance-heading" data-testid="office-finance">
      <Stack gap="sm">
        <Title order={2} size="h4" id="finance-heading">
          {t('clubs.finance.title')}
        </Title>
        <SimpleGrid cols={3} spacing="xs">
          {(['toPay', 'paid', 'rest'] as const).map((field) => (
            <Stack key={field} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`clubs.finance.${field}`)}
              </Text>
              <Text fw={700} ff="monospace" data-finance={field}>
                {amount(finance[field])}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {finance.invoices.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('clubs.finance.invoices')}
            </Text>
            {finance.invoices.map((invoice) => (
              <Group key={invoice.id} gap="xs" wrap="nowrap">
                <Anchor
                  href={invoice.url}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('clubs.finance.download', { number: invoice.number })}
                >
                  <IconFileTypePdf size={18} aria-hidden />
                </Anchor>
                <Text size="sm">
                  {t('clubs.finance.invoiceRow', {
                    number: invoice.number,
                    total: amount(invoice.total),
                    paid: amount(invoice.paid),
                    dueDate: formatDate(invoice.dueDate, locale),
                  })}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

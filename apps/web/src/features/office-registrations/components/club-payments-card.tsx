import { ActionIcon, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Payment } from '@tms/domain/contract/club-registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/components/toast';
import { useApiErrorText } from '@/lib/api-error-text';
import { hasLink } from '@/lib/links';
import type { AdminClubRegistration } from '../api/get-admin-club-registration';
import { useDeletePaymentMutation } from '../api/payments';
import { formatAmount, formatDate } from '@/lib/amounts';
import { PaymentModal } from './payment-modal';

/** The club's payments, newest last, with recording a payment by hand and removing one recorded by mistake. */
export function ClubPaymentsCard({ detail }: { detail: AdminClubRegistration }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage ?? 'cs';
  const errorText = useApiErrorText();
  const { registration } = detail;
  const [recording, setRecording] = useState(false);
  const remove = useDeletePaymentMutation();
  const editable = hasLink(detail, 'createPayment');
  const amount = (p: Payment) => formatAmount(p.orderAmount, p.orderAmountCurrency, locale);

  const removePayment = async (payment: Payment) => {
    const texts = { amount: amount(payment), date: formatDate(payment.paymentDate, locale) };
    const answer = await openConfirmDialog({
      title: t('payments.delete'),
      children: t('payments.deleteConfirm', texts),
      confirmColor: 'red',
    });
    if (answer !== 'confirm') return;
    remove.mutate(payment.id, {
      onSuccess: () => toast.success(t('payments.deleted')),
      onError: (error) => toast.error(errorText(error)),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="payments-heading">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="payments-heading">
            {t('payments.clubPayments')}
          </Title>
          {editable ? (
            <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setRecording(true)}>
              {t('payments.record')}
            </Button>
          ) : null}
        </Group>
        {registration.payments.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('payments.noPayments')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('payments.columns.paymentDate')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('payments.columns.orderAmount')}
                  </Table.Th>
                  <Table.Th scope="col">{t('payments.columns.method')}</Table.Th>
                  <Table.Th scope="col">{t('payments.columns.note')}</Table.Th>
                  {editable ? (
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('payments.delete')}</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {registration.payments.map((payment) => (
                  <Table.Tr key={payment.id} data-payment-id={payment.id}>
                    <Table.Td>{formatDate(payment.paymentDate, locale)}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {amount(payment)}
                    </Table.Td>
                    <Table.Td>{t(`payments.method.${payment.paymentMethod}`)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{payment.note ?? '–'}</Table.Td>
                    {editable ? (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('payments.deleteLabel', {
                            amount: amount(payment),
                            date: formatDate(payment.paymentDate, locale),
                          })}
                          onClick={() => void removePayment(payment)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {recording ? (
        <PaymentModal
          clubId={registration.id}
          billCurrency={registration.finance.currency}
          suppliers={detail.suppliers}
          onClose={() => setRecording(false)}
        />
      ) : null}
    </Card>
  );
}

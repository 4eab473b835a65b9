import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHODS } from '@tms/domain/contract/club-registration';
import { paymentInput } from '@tms/domain/contract/payments';
import { CURRENCIES, type Currency } from '@tms/domain/money';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { meQueryOptions } from '@/api/get-me';
import { AppForm } from '@/components/form/app-form';
import { SelectField } from '@/components/form/choice-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { DateField, TextareaField, TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { useCreatePaymentMutation } from '../api/payments';

type PaymentModalProps = {
  clubId: number;
  billCurrency: Currency;
  suppliers: { id: number; name: string }[];
  onClose: () => void;
};

/** A payment received by hand: date, amount and currency, method (cash: taken by the user recording it), note. */
export function PaymentModal({ clubId, billCurrency, suppliers, onClose }: PaymentModalProps) {
  const { t } = useTranslation('admin');
  const { data: me } = useQuery(meQueryOptions());
  const create = useCreatePaymentMutation();
  const form = useAppForm({
    schema: paymentInput,
    defaultValues: {
      clubId,
      paymentDate: new Date().toISOString().slice(0, 10),
      amount: '',
      currency: billCurrency,
      orderAmount: null,
      paymentMethod: 'bank_transfer',
      cashReceivedById: me?.id ?? null,
      supplierId: null,
      note: '',
      accountingDocumentId: '',
    },
  });
  const [currency, method] = useWatch({ control: form.control, name: ['currency', 'paymentMethod'] });
  return (
    <Modal opened onClose={onClose} title={t('payments.recordTitle')} centered size="lg">
      <AppForm
        form={form}
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          toast.success(t('payments.recorded'));
          onClose();
        }}
      >
        <Stack gap="sm">
          <SubmitProblem />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateField control={form.control} name="paymentDate" label={t('payments.form.date')} required />
            <SelectField
              control={form.control}
              name="paymentMethod"
              label={t('payments.form.method')}
              data={PAYMENT_METHODS.map((value) => ({ value, label: t(`payments.method.${value}`) }))}
              allowDeselect={false}
              required
            />
            <TextField
              control={form.control}
              name="amount"
              label={t('payments.form.amount')}
              inputMode="decimal"
              required
              data-autofocus
            />
            <SelectField
              control={form.control}
              name="currency"
              label={t('payments.form.currency')}
              data={[...CURRENCIES]}
              allowDeselect={false}
              required
            />
            {currency !== billCurrency ? (
              <TextField
                control={form.control}
                name="orderAmount"
                label={t('payments.form.orderAmount', { currency: billCurrency })}
                description={t('payments.form.orderAmountHint')}
                inputMode="decimal"
                required
              />
            ) : null}
            <IdSelectField
              control={form.control}
              name="supplierId"
              label={t('payments.form.supplier')}
              placeholder={t('payments.form.noSupplier')}
              options={suppliers.map((s) => ({ value: s.id, label: s.name }))}
              emptyValue={null}
              clearable
            />
            <TextField
              control={form.control}
              name="accountingDocumentId"
              label={t('payments.form.accountingDocumentId')}
            />
          </SimpleGrid>
          {method === 'cash' && me ? (
            <Text size="sm">{t('payments.form.cashierIsYou', { name: `${me.firstName} ${me.lastName}`.trim() })}</Text>
          ) : null}
          <TextareaField control={form.control} name="note" label={t('payments.form.note')} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('payments.form.cancel')}
            </Button>
            <SubmitButton>{t('payments.form.save')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}

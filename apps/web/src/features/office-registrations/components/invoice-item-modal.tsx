import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import type { Currency } from '@tms/domain/money';
import { useTranslation } from 'react-i18next';
import type { InvoiceItem } from '@tms/domain/contract/club-registration';
import { AppForm } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/choice-fields';
import { IdSelectField } from '@/components/form/id-select-field';
import { NumberField } from '@/components/form/number-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SubmitProblem } from '@/components/form/submit-problem';
import { TextField } from '@/components/form/text-fields';
import { useAppForm } from '@/components/form/use-app-form';
import { toast } from '@/components/toast';
import { useSaveInvoiceItemMutation } from '../api/save-invoice-item';
import { useSetInvoiceItemDiscountMutation } from '../api/set-invoice-item-discount';
import { discountForm, invoiceItemForm } from '@/lib/office-forms';

type ItemModalProps = {
  clubId: number;
  currency: Currency;
  suppliers: { id: number; name: string }[];
  /** The manual item to change; null for a new one. */
  item: InvoiceItem | null;
  /** A new item's supplier: the organiser, who invoices the team fees. */
  defaultSupplierId: number | null;
  onClose: () => void;
};

/** A new or changed manual item: names in both languages, quantity, unit price (negative: a discount). */
export function InvoiceItemModal({ clubId, currency, suppliers, item, defaultSupplierId, onClose }: ItemModalProps) {
  const { t } = useTranslation('admin');
  const save = useSaveInvoiceItemMutation(clubId);
  const form = useAppForm({
    schema: invoiceItemForm,
    defaultValues: {
      nameCs: item?.nameCs ?? '',
      nameEn: item?.nameEn ?? '',
      quantity: item?.quantity ?? 1,
      unitType: item?.unitType ?? '',
      unitPrice: item?.unitPrice ?? '',
      discountPercent: item ? String(Number(item.discountPercent)) : '0',
      supplierId: item ? item.supplierId : defaultSupplierId,
      separateInvoice: item?.separateInvoice ?? false,
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={item ? t('clubs.items.editTitle') : t('clubs.items.addTitle')}
      centered
      size="lg"
    >
      <AppForm
        form={form}
        onSubmit={async (body) => {
          await save.mutateAsync({ itemId: item?.id ?? null, body });
          toast.success(t('clubs.items.saved'));
          onClose();
        }}
      >
        <Stack gap="sm">
          <SubmitProblem />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField control={form.control} name="nameCs" label={t('clubs.items.nameCs')} required data-autofocus />
            <TextField control={form.control} name="nameEn" label={t('clubs.items.nameEn')} required />
            <NumberField control={form.control} name="quantity" label={t('clubs.items.quantity')} min={1} required />
            <TextField control={form.control} name="unitType" label={t('clubs.items.unitType')} />
            <TextField
              control={form.control}
              name="unitPrice"
              label={t('clubs.items.unitPrice')}
              description={t('clubs.items.unitPriceHint', { currency })}
              inputMode="decimal"
              required
            />
            <TextField
              control={form.control}
              name="discountPercent"
              label={t('clubs.items.discountPercent')}
              inputMode="decimal"
            />
            <IdSelectField
              control={form.control}
              name="supplierId"
              label={t('clubs.items.supplier')}
              placeholder={t('clubs.items.noSupplier')}
              options={suppliers.map((s) => ({ value: s.id, label: s.name }))}
              emptyValue={null}
              clearable
            />
          </SimpleGrid>
          <CheckboxField control={form.control} name="separateInvoice" label={t('clubs.items.separateInvoice')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clubs.items.cancel')}
            </Button>
            <SubmitButton>{t('clubs.items.save')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}

/** A discount in percent on one item (system items keep it when the registration changes). */
export function DiscountModal({ clubId, item, onClose }: { clubId: number; item: InvoiceItem; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSetInvoiceItemDiscountMutation(clubId);
  const form = useAppForm({
    schema: discountForm,
    defaultValues: { discountPercent: String(Number(item.discountPercent)) },
  });
  return (
    <Modal opened onClose={onClose} title={t('clubs.items.discountTitle', { name: item.name })} centered>
      <AppForm
        form={form}
        onSubmit={async ({ discountPercent }) => {
          await save.mutateAsync({ itemId: item.id, discountPercent });
          toast.success(t('clubs.items.saved'));
          onClose();
        }}
      >
        <Stack gap="sm">
          <SubmitProblem />
          <TextField
            control={form.control}
            name="discountPercent"
            label={t('clubs.items.discountPercent')}
            inputMode="decimal"
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('clubs.items.cancel')}
            </Button>
            <SubmitButton>{t('clubs.items.save')}</SubmitButton>
          </Group>
        </Stack>
      </AppForm>
    </Modal>
  );
}

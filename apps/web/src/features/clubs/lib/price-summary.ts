import { registrationBill } from '@tms/domain/club-registration';
import type { ClubRegistration } from '@tms/domain/contract/club-registration';
import type { PricelistItem } from '@tms/domain/contract/enums';
import { type Currency, formatMoney, type MoneyLocale } from '@tms/domain/money';
import type { Bill } from '@tms/domain/pricing';
import type { RegistrationFormValues } from './registration-form';

/** What the bill of an existing registration keeps across changes: the office's items and discounts. */
export type KeptPricing = Pick<ClubRegistration, 'invoiceItems'>;

/**
 * The live bill of the form as it is being filled in, priced by the domain's one pricing function
 * (the server stores the same bill on submit). Manual items and discounts the office granted on an
 * existing registration are kept, so the summary shows what the club will owe after saving.
 */
export function formBill(
  values: Pick<RegistrationFormValues, 'arrivalDate' | 'departureDate' | 'teams' | 'extraPersons'>,
  options: { currency: Currency; pricelist: readonly PricelistItem[]; kept?: KeptPricing | null },
): Bill {
  const items = options.kept?.invoiceItems ?? [];
  const discounts: Record<number, string> = {};
  for (const item of items) {
    if (item.isSystem && item.pricelistItemId !== null) discounts[item.pricelistItemId] = item.discountPercent;
  }
  return registrationBill(
    {
      arrivalDate: values.arrivalDate || null,
      departureDate: values.departureDate || null,
      teams: values.teams ?? [],
      extraPersons: values.extraPersons ?? [],
    },
    {
      currency: options.currency,
      pricelist: options.pricelist,
      manualItems: items
        .filter((item) => !item.isSystem)
        .map((item) => ({
          id: item.id,
          name: item.name,
          quantity: item.quantity,
          unitType: item.unitType,
          unitPrice: item.unitPrice,
          discountPercent: item.discountPercent,
          supplierId: item.supplierId,
          separateInvoice: item.separateInvoice,
          pricelistItemId: item.pricelistItemId,
        })),
      discountPercentByPricelistItemId: discounts,
    },
  );
}

export type SummaryLine = {
  key: string;
  name: string;
  quantity: number;
  unit: string;
  total: string;
  discount: boolean;
};

/** The bill's lines as the summary shows them, in the language, amounts formatted. */
export function summaryLines(bill: Bill, locale: MoneyLocale): SummaryLine[] {
  return bill.items.map((item, index) => ({
    key: `${item.role}-${item.pricelistItemId ?? 'm'}-${index}`,
    name: locale === 'en' ? item.nameEn : item.nameCs,
    quantity: item.quantity,
    unit: formatMoney(item.unitPrice, locale),
    total: formatMoney(item.total, locale),
    discount: item.discountPercent > 0,
  }));
}

import { parseCalendarDate, nights as stayNights } from './calendar-date';
import { groupInvoices, type Invoice } from './invoice';
import {
  type Currency,
  type Money,
  moneyFromDecimal,
  type PercentHundredths,
  parsePercent,
  priceLine,
  sumMoney,
} from './money';
import {
  type PersonCounts,
  type PricelistItemInput,
  personCount,
  resolveSupplements,
  type SupplementIds,
  type TeamInput,
  type ExtraPersonInput,
  teamFeeItem,
} from './pricelist';
import type { RuleMessage } from './rule-keys';

// The club's bill (DESIGN.md §4 "Club registration and pricing"). One function turns a
// registration and the price list into items, invoices and totals; the club zone, the invoice PDF
// and the e-mail all show its answer, so they never disagree about what a club owes.

/** A back-office item: kept as given, priced in the bill's currency. */
export type ManualItemInput = {
  id?: number;
  name: string;
  quantity: number;
  unitType?: string | null;
  unitPrice: string | number;
  discountPercent?: string | number | null;
  supplierId: number | null;
  separateInvoice?: boolean;
  pricelistItemId?: number | null;
};

export type BillInput = {
  currency: Currency;
  arrivalDate: string | null | undefined;
  departureDate: string | null | undefined;
  teams: readonly TeamInput[];
  extraPersons: readonly ExtraPersonInput[];
  pricelist: readonly PricelistItemInput[];
  manualItems?: readonly ManualItemInput[];
  /** Discounts the back-office granted on system items, by price list item (they survive re-derivation). */
  discountPercentByPricelistItemId?: Readonly<Record<number, string | number | null | undefined>>;
  supplementIds?: SupplementIds;
};

export type ItemRole = 'teamFee' | 'package' | 'singleRoom' | 'mondayLunch' | 'vipParty' | 'manual';
export type ItemSource = { kind: 'team' | 'extraPerson' | 'manual'; index: number; id?: number };

export type BillItem = {
  role: ItemRole;
  isSystem: boolean;
  pricelistItemId: number | null;
  nameCs: string;
  nameEn: string;
  quantity: number;
  unitType: string;
  unitPrice: Money;
  /** In hundredths of a percent (1250 = 12.5 %). */
  discountPercent: PercentHundredths;
  gross: Money;
  discount: Money;
  total: Money;
  supplierId: number | null;
  separateInvoice: boolean;
  /** The teams, extra persons or manual entry the line comes from. */
  sources: ItemSource[];
};

/** A refusal (`error`: the registration cannot be saved so) or a `warning` (the price list lacks something). */
export type PricingIssue = RuleMessage & { path: string; severity: 'error' | 'warning' };

export type Bill = {
  currency: Currency;
  nights: number | null;
  items: BillItem[];
  invoices: Invoice<BillItem>[];
  total: Money;
  issues: PricingIssue[];
  /** No error issue: the items are complete. */
  ok: boolean;
};

const ROLE_ORDER: readonly ItemRole[] = ['teamFee', 'package', 'singleRoom', 'mondayLunch', 'vipParty'];
const UNITS = new Set(['person', 'night', 'team']);

type Draft = { role: ItemRole; item: PricelistItemInput; quantity: number; source: ItemSource };

/**
 * The bill of a registration: system items derived from its teams and extra persons (merged per
 * price list item), manual items as given, the invoices and the total. Issues carry the form path
 * they belong to; with an `error` the registration should not be saved as it is.
 */
export function priceRegistration(input: BillInput): Bill {
  const issues: PricingIssue[] = [];
  const error = (path: string, message: RuleMessage) => issues.push({ ...message, path, severity: 'error' });
  const warn = (path: string, message: RuleMessage) => issues.push({ ...message, path, severity: 'warning' });

  const stay = stayNights(input.arrivalDate, input.departureDate);
  const arrival = parseCalendarDate(input.arrivalDate);
  const departure = parseCalendarDate(input.departureDate);
  if (input.arrivalDate && !arrival) error('arrivalDate', { key: 'invalidValue' });
  if (input.departureDate && !departure) error('departureDate', { key: 'invalidValue' });
  if (arrival && departure && stay === null) error('departureDate', { key: 'departureBeforeArrival' });
  const supplements = resolveSupplements(input.pricelist, input.supplementIds);
  const drafts: Draft[] = [];
  let missingNights = false;

  // Quantity of a per-person item for `count` persons, by its unit.
  const add = (role: ItemRole, item: PricelistItemInput, count: number, source: ItemSource, path: string) => {
    if (!UNITS.has(item.unit)) {
      warn(path, { key: 'pricelistUnitUnsupported', params: { item: item.nameEn, unit: item.unit } });
      return;
    }
    if (item.unit === 'night' && stay === null && count > 0) missingNights = true;
    const quantity = item.unit === 'night' ? count * (stay ?? 0) : item.unit === 'team' ? Math.min(count, 1) : count;
    if (quantity > 0) drafts.push({ role, item, quantity, source });
  };

  const priceParty = (party: PersonCounts, source: ItemSource, path: string) => {
    const count = (field: keyof PersonCounts & `${string}Persons`) => {
      const value = personCount(party[field]);
      if (value === null) error(`${path}.${field}`, { key: 'invalidValue' });
      return value ?? 0;
    };
    const bundlePersons = count('bundlePersons');
    const singleRoomPersons = count('singleRoomPersons');
    const handballPersons = count('handballPersons');
    const vipPartyPersons = count('vipPartyPersons');
    const packageId = party.bundlePricelistItemId;
    const pkg = packageId == null ? undefined : input.pricelist.find((item) => item.id === packageId);
    if (packageId != null && !pkg) {
      error(`${path}.bundlePricelistItemId`, { key: 'pricelistItemUnknown', params: { id: packageId } });
    }
    if (pkg) add('package', pkg, bundlePersons, source, `${path}.bundlePricelistItemId`);

    // Supplements go with what the package offers; without a package there is no room to supplement.
    const supplement = (
      role: 'singleRoom' | 'mondayLunch' | 'vipParty',
      persons: number,
      field: string,
      allowed: boolean,
      refusal: RuleMessage['key'],
    ) => {
      if (persons === 0) return;
      if (!allowed) return error(`${path}.${field}`, { key: refusal, params: { item: pkg?.nameEn ?? '' } });
      const item = supplements[role];
      if (!item) return warn(`${path}.${field}`, { key: 'supplementMissing', params: { supplement: role } });
      add(role, item, persons, source, `${path}.${field}`);
    };
    supplement(
      'singleRoom',
      singleRoomPersons,
      'singleRoomPersons',
      !!pkg?.singleRoomAvailable,
      'singleRoomUnavailable',
    );
    if (pkg?.singleRoomAvailable && singleRoomPersons > bundlePersons) {
      error(`${path}.singleRoomPersons`, {
        key: 'singleRoomExceedsBundle',
        params: { singleRoomPersons, bundlePersons },
      });
    }
    const restaurant = !pkg || pkg.handballRestaurantAvailable;
    supplement('mondayLunch', handballPersons, 'handballPersons', restaurant, 'handballRestaurantUnavailable');
    supplement('vipParty', vipPartyPersons, 'vipPartyPersons', !pkg || pkg.vipPartyAvailable, 'vipPartyUnavailable');
  };

  input.teams.forEach((team, index) => {
    const source: ItemSource = { kind: 'team', index, id: team.id };
    const fee = teamFeeItem(input.pricelist, team.teamStartServiceLevelId);
    if (fee) drafts.push({ role: 'teamFee', item: fee, quantity: 1, source });
    else warn(`teams.${index}`, { key: 'teamFeeMissing', params: { team: team.name ?? `#${index + 1}` } });
    priceParty(team, source, `teams.${index}`);
  });
  input.extraPersons.forEach((person, index) => {
    priceParty(person, { kind: 'extraPerson', index, id: person.id }, `extraPersons.${index}`);
  });
  // Per-night items need both dates; a wrong date was reported above.
  if (missingNights && !input.arrivalDate) error('arrivalDate', { key: 'required' });
  if (missingNights && !input.departureDate) error('departureDate', { key: 'required' });

  const items = [...systemItems(input, drafts, warn, error), ...manualItems(input, error)];
  const total = sumMoney(
    input.currency,
    items.map((item) => item.total),
  );
  return {
    currency: input.currency,
    nights: stay,
    items,
    invoices: groupInvoices(input.currency, items),
    total,
    issues,
    ok: !issues.some((issue) => issue.severity === 'error'),
  };
}

type Report = (path: string, message: RuleMessage) => void;

/** Drafts of one price list item and role merged into one line, in role order then by item id. */
function systemItems(input: BillInput, drafts: readonly Draft[], warn: Report, error: Report): BillItem[] {
  const lines = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const key = `${draft.role}:${draft.item.id}`;
    lines.set(key, [...(lines.get(key) ?? []), draft]);
  }
  const sorted = [...lines.values()].sort(
    (a, b) => ROLE_ORDER.indexOf(a[0].role) - ROLE_ORDER.indexOf(b[0].role) || a[0].item.id - b[0].item.id,
  );
  const result: BillItem[] = [];
  for (const group of sorted) {
    const { role, item } = group[0];
    const unitPrice = moneyFromDecimal(input.currency, input.currency === 'CZK' ? item.priceCzk : item.priceEur);
    if (!unitPrice) {
      warn(`pricelist.${item.id}`, { key: 'amountInvalid', params: { id: item.id } });
      continue;
    }
    const discountPercent = parsePercent(input.discountPercentByPricelistItemId?.[item.id]);
    if (discountPercent === null) error(`discountPercent.${item.id}`, { key: 'invalidValue' });
    const quantity = group.reduce((sum, draft) => sum + draft.quantity, 0);
    result.push({
      role,
      isSystem: true,
      pricelistItemId: item.id,
      nameCs: item.nameCs,
      nameEn: item.nameEn,
      quantity,
      unitType: item.unit,
      unitPrice,
      discountPercent: discountPercent ?? 0,
      ...priceLine(unitPrice, quantity, discountPercent ?? 0),
      supplierId: item.supplierId,
      separateInvoice: item.separateInvoice,
      sources: group.map((draft) => draft.source),
    });
  }
  return result;
}

function manualItems(input: BillInput, error: Report): BillItem[] {
  const result: BillItem[] = [];
  (input.manualItems ?? []).forEach((manual, index) => {
    const path = `manualItems.${index}`;
    const unitPrice = moneyFromDecimal(input.currency, manual.unitPrice);
    const discountPercent = parsePercent(manual.discountPercent);
    if (!unitPrice) error(`${path}.unitPrice`, { key: 'amountInvalid' });
    if (!Number.isSafeInteger(manual.quantity)) error(`${path}.quantity`, { key: 'invalidValue' });
    if (discountPercent === null) error(`${path}.discountPercent`, { key: 'invalidValue' });
    if (!unitPrice || !Number.isSafeInteger(manual.quantity) || discountPercent === null) return;
    result.push({
      role: 'manual',
      isSystem: false,
      pricelistItemId: manual.pricelistItemId ?? null,
      nameCs: manual.name,
      nameEn: manual.name,
      quantity: manual.quantity,
      unitType: manual.unitType ?? '',
      unitPrice,
      discountPercent,
      ...priceLine(unitPrice, manual.quantity, discountPercent),
      supplierId: manual.supplierId,
      separateInvoice: manual.separateInvoice ?? false,
      sources: [{ kind: 'manual', index, id: manual.id }],
    });
  });
  return result;
}

/** An item as stored with the club: what a bill was when it was derived (prices included). */
export type StoredItemInput = {
  id?: number;
  role: string;
  isSystem: boolean;
  pricelistItemId: number | null;
  nameCs: string;
  nameEn: string;
  quantity: number;
  unitType: string;
  unitPrice: string | number;
  discountPercent: string | number | null;
  supplierId: number | null;
  separateInvoice: boolean;
};

const ITEM_ROLES: readonly ItemRole[] = [...ROLE_ORDER, 'manual'];

/**
 * The bill of stored items: the club's invoices as issued, priced line by line as priceRegistration
 * prices them, so that a later price list change never alters what an invoice says.
 */
export function priceStoredItems(currency: Currency, stored: readonly StoredItemInput[]): Bill {
  const issues: PricingIssue[] = [];
  const items: BillItem[] = [];
  stored.forEach((item, index) => {
    const path = `invoiceItems.${index}`;
    const unitPrice = moneyFromDecimal(currency, item.unitPrice);
    const discountPercent = parsePercent(item.discountPercent);
    if (!unitPrice) issues.push({ path: `${path}.unitPrice`, key: 'amountInvalid', severity: 'error' });
    if (!Number.isSafeInteger(item.quantity))
      issues.push({ path: `${path}.quantity`, key: 'invalidValue', severity: 'error' });
    if (discountPercent === null)
      issues.push({ path: `${path}.discountPercent`, key: 'invalidValue', severity: 'error' });
    if (!unitPrice || !Number.isSafeInteger(item.quantity) || discountPercent === null) return;
    const role = (ITEM_ROLES as readonly string[]).includes(item.role) ? (item.role as ItemRole) : 'manual';
    items.push({
      role,
      isSystem: item.isSystem,
      pricelistItemId: item.pricelistItemId,
      nameCs: item.nameCs,
      nameEn: item.nameEn,
      quantity: item.quantity,
      unitType: item.unitType,
      unitPrice,
      discountPercent,
      ...priceLine(unitPrice, item.quantity, discountPercent),
      supplierId: item.supplierId,
      separateInvoice: item.separateInvoice,
      sources: [{ kind: item.isSystem ? 'team' : 'manual', index, id: item.id }],
    });
  });
  return {
    currency,
    nights: null,
    items,
    invoices: groupInvoices(currency, items),
    total: sumMoney(
      currency,
      items.map((item) => item.total),
    ),
    issues,
    ok: issues.length === 0,
  };
}

/**
 * A stable name for an invoice of a bill across changes of the registration: `supplier-<id>` (or
 * `supplier-none`) for a supplier's shared invoice, `separate-<role>-<pricelist item>` for an item
 * billed on its own (a manual one by its id), so the same invoice keeps its number.
 */
export function stableInvoiceKey(invoice: Invoice<BillItem>): string {
  if (!invoice.separate) return invoice.key;
  const [item] = invoice.items;
  const source = item.sources[0];
  const ref = item.pricelistItemId ?? (source?.id !== undefined ? `m${source.id}` : `i${invoice.key}`);
  return `separate-${item.role}-${ref}`;
}

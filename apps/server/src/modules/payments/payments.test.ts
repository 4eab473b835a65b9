import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bankStatements, clubUsers, invoices, mailOutbox, payments } from '../../db/schema/index';
import { TestClient } from '../../test/client';
import { buildTestApp, openTestDatabase } from '../../test/database';
import {
  TEST_PASSWORD,
  createCategory,
  createCountry,
  createPricelist,
  createUser,
  registrationBody,
} from '../../test/factories';

let database: Database;
let app: FastifyInstance;
let price: Awaited<ReturnType<typeof createPricelist>>;
let categoryId: number;
let admin: TestClient;
let adminId: number;

const signIn = async (roles: string[] = ['ROLE_USER'], locale = 'cs') => {
  const user = await createUser(database.db, { roles: roles as never, locale });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};

/** A club of the country with one team of 10 in the hotel package: 62,650 CZK or 2,500 EUR. */
async function register(countryCode: string, currency: string, locale = 'cs') {
  const owner = await signIn(['ROLE_USER'], locale);
  const countryId = (await createCountry(database.db, countryCode, currency)).id;
  const res = await owner.client.post(
    '/api/v1/web/club-registrations',
    registrationBody(countryId, categoryId, {
      teams: [{ teamCategoryId: categoryId, bundlePricelistItemId: price.items.hotelPackage.id, bundlePersons: 10 }],
    }),
  );
  expect(res.statusCode).toBe(201);
  const id: number = res.json().id;
  const vs: string = (await admin.get(`/api/v1/admin/club-registrations/${id}`)).json().variableSymbol;
  return { ...owner, id, vs };
}

const financeOf = async (client: TestClient, clubId: number) =>
  (await client.get(`/api/v1/web/clubs/${clubId}`)).json().finance;
const paymentCount = async () => (await database.db.select().from(payments)).length;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  price = await createPricelist(database.db);
  categoryId = (await createCategory(database.db)).id;
  const signedIn = await signIn(['ROLE_USER', 'ROLE_ADMIN']);
  admin = signedIn.client;
  adminId = signedIn.user.id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('payments recorded by hand', () => {
  it('counts at once on the club detail, names who took the cash and is audited', async () => {
    const club = await register('CZ', 'CZK');
    const res = await admin.post('/api/v1/admin/payments', {
      clubId: club.id,
      paymentDate: '2025-03-02',
      amount: '10000.50',
      currency: 'CZK',
      paymentMethod: 'cash',
      cashReceivedById: adminId,
      note: 'Paid at the office',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().registration.finance).toMatchObject({ paid: '10000.50', rest: '52649.50' });
    expect(await financeOf(club.client, club.id)).toMatchObject({ paid: '10000.50', rest: '52649.50' });
    const audit = (await admin.get(`/api/v1/admin/audit?entity=clubRegistration&id=${club.id}`)).json();
    expect(audit.items[0]).toMatchObject({ entity: 'payment', action: 'create' });
    expect(audit.items[0].newValues).toMatchObject({
      paymentMethod: 'cash',
      cashReceivedById: adminId,
      orderAmount: '10000.50',
    });

    const paymentId = res.json().registration.payments[0].id;
    const removed = await admin.request({ method: 'DELETE', url: `/api/v1/admin/payments/${paymentId}` });
    expect(removed.json().registration.finance.paid).toBe('0.00');
  });

  it('asks who took the cash and, for money in another currency, what it pays of the bill', async () => {
    const club = await register('CZ', 'CZK');
    const base = { clubId: club.id, paymentDate: '2025-03-02', amount: '100', currency: 'CZK' };
    const cash = await admin.post('/api/v1/admin/payments', { ...base, paymentMethod: 'cash' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().fields).toEqual({ cashReceivedById: { key: 'required' } });
    const euros = await admin.post('/api/v1/admin/payments', { ...base, currency: 'EUR', paymentMethod: 'card' });
    expect(euros.statusCode).toBe(400);
    expect(euros.json().fields).toEqual({ orderAmount: { key: 'required' } });
    const converted = await admin.post('/api/v1/admin/payments', {
      ...base,
      currency: 'EUR',
      orderAmount: '2500',
      paymentMethod: 'card',
    });
    expect(converted.statusCode).toBe(201);
    expect(converted.json().registration.payments[0]).toMatchObject({
      orderAmount: '2500.00',
      orderAmountCurrency: 'CZK',
      receivedAmount: '100.00',
      receivedAmountCurrency: 'EUR',
    });
    expect(
      (await admin.post('/api/v1/admin/payments', { ...base, amount: '-5', paymentMethod: 'card' })).statusCode,
    ).toBe(400);
    expect((await club.client.post('/api/v1/admin/payments', { ...base, paymentMethod: 'card' })).statusCode).toBe(403);
  });
});

describe('bank statements', () => {
  let full: Awaited<ReturnType<typeof register>>;
  let partial: Awaited<ReturnType<typeof register>>;
  let over: Awaited<ReturnType<typeof register>>;
  let content = '';

  beforeAll(async () => {
    full = await register('CZ', 'CZK');
    partial = await register('CZ', 'CZK');
    over = await register('CZ', 'CZK');
    // A Fio export in windows-1250 (header after the account lines, decimal comma).
    const csv = [
      '"accountId";"2001234567"',
      '"currency";"CZK"',
      '',
      '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"VS";"Zpráva pro příjemce"',
      `"9001";"05.03.2025";"62 650,00";"CZK";"111/0800";"Plný klub";"${full.vs}";"Startovné"`,
      `"9002";"06.03.2025";"20 000,00";"CZK";"222/0800";"Část";"${partial.vs}";"Záloha"`,
      '"9003";"06.03.2025";"1 000,00";"CZK";"333/0800";"Neznámý";"9999000001";""',
      `"9004";"07.03.2025";"100,00";"EUR";"444/0800";"Eura";"${partial.vs}";""`,
      `"9002";"06.03.2025";"20 000,00";"CZK";"222/0800";"Část";"${partial.vs}";"Záloha"`,
      `"9005";"08.03.2025";"63 650,00";"CZK";"555/0800";"Přeplatek";"${over.vs}";""`,
      '"9006";"08.03.2025";"-1 500,00";"CZK";"666/0800";"Banka";"";"Poplatek"',
    ].join('\r\n');
    const bytes = Uint8Array.from(
      [...csv].map((char) => {
        const cp1250: Record<string, number> = {
          ě: 0xec,
          ú: 0xfa,
          č: 0xe8,
          á: 0xe1,
          ř: 0xf8,
          í: 0xed,
          ý: 0xfd,
          Č: 0xc8,
          é: 0xe9,
          ů: 0xf9,
          ž: 0x9e,
        };
        return cp1250[char] ?? char.charCodeAt(0);
      }),
    );
    content = Buffer.from(bytes).toString('base64');
  });

  const file = () => ({ fileName: 'vypis-2025-03.csv', content, currency: 'CZK' });

  it('previews the matches (exact, partial, over-payment, unknown symbol, wrong currency, duplicate line) and writes nothing', async () => {
    const before = await paymentCount();
    const res = await admin.post('/api/v1/admin/bank-statements/preview', file());
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.format).toMatchObject({ encoding: 'windows-1250', delimiter: ';', headerRow: 3, bank: 'Fio' });
    expect(preview.mappingComplete).toBe(true);
    expect(preview.lines.map((l: { row: number; status: string }) => [l.row, l.status])).toEqual([
      [5, 'matched'],
      [6, 'partial'],
      [7, 'unmatched'],
      [8, 'wrongCurrency'],
      [9, 'duplicate'],
      [10, 'overpaid'],
      [11, 'outgoing'],
    ]);
    expect(preview.lines[1]).toMatchObject({
      clubId: partial.id,
      amount: '20000.00',
      restBefore: '62650.00',
      restAfter: '42650.00',
      bookable: true,
      counterpartyName: 'Část',
    });
    expect(preview.lines[5]).toMatchObject({ clubId: over.id, restAfter: '-1000.00' });
    expect(preview.counts).toMatchObject({
      matched: 1,
      partial: 1,
      overpaid: 1,
      unmatched: 1,
      wrongCurrency: 1,
      duplicate: 1,
    });
    expect(await paymentCount()).toBe(before);
  });

  it('books the confirmed lines once: finance updates at once, the same file again books nothing', async () => {
    const res = await admin.post('/api/v1/admin/bank-statements', { ...file(), book: [5, 6, 7, 8, 9] });
    expect(res.statusCode).toBe(201);
    // Rows 7-9 are not bookable; row 10 (the over-payment) was not confirmed.
    expect(res.json()).toMatchObject({ booked: 2, alreadyBooked: 0, skipped: 3 });
    expect(await financeOf(full.client, full.id)).toMatchObject({ paid: '62650.00', rest: '0.00' });
    expect(await financeOf(partial.client, partial.id)).toMatchObject({ paid: '20000.00', rest: '42650.00' });
    expect(await financeOf(over.client, over.id)).toMatchObject({ paid: '0.00' });
    const [booked] = await database.db.select().from(payments).where(eq(payments.clubId, full.id));
    expect(booked).toMatchObject({
      paymentMethod: 'bank_transfer',
      paymentDate: '2025-03-05',
      bankTransactionKey: 'id:9001',
      accountingDocumentId: '9001',
    });

    const count = await paymentCount();
    const again = await admin.post('/api/v1/admin/bank-statements', { ...file(), book: [5, 6, 10] });
    expect(again.json()).toMatchObject({ booked: 1, alreadyBooked: 2 });
    const third = await admin.post('/api/v1/admin/bank-statements', { ...file(), book: [5, 6, 10] });
    expect(third.json()).toMatchObject({ booked: 0, alreadyBooked: 3 });
    expect(await paymentCount()).toBe(count + 1);
    expect(await financeOf(over.client, over.id)).toMatchObject({ paid: '63650.00', rest: '-1000.00' });
    const preview = (await admin.post('/api/v1/admin/bank-statements/preview', file())).json();
    expect(preview.lines.filter((l: { status: string }) => l.status === 'alreadyBooked')).toHaveLength(3);
    const statements = (await admin.get('/api/v1/admin/bank-statements?sort=-createdAt')).json();
    expect(statements.items.map((s: { bookedCount: number }) => s.bookedCount)).toEqual([0, 1, 2]);
    expect((await database.db.select().from(bankStatements)).length).toBe(3);
  });

  it('lists and exports the booked payments only when filtered so', async () => {
    const bank = (await admin.get('/api/v1/admin/payments?source=bank&sort=paymentDate')).json();
    expect(bank.items.map((p: { receivedAmount: string }) => p.receivedAmount)).toEqual([
      '62650.00',
      '20000.00',
      '63650.00',
    ]);
    const csv = await admin.get('/api/v1/admin/payments?source=bank&format=csv&locale=en');
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0].startsWith('Id,Date,Club,Amount')).toBe(true);
    expect(lines).toHaveLength(4);
    const all = (await admin.get('/api/v1/admin/payments')).json();
    expect(all.total).toBeGreaterThan(bank.total);
  });

  it('refuses a mapping to a column the file does not have, and an empty file', async () => {
    const res = await admin.post('/api/v1/admin/bank-statements/preview', {
      ...file(),
      mapping: { date: 1, amount: 40 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['mapping.amount']);
    const empty = await admin.post('/api/v1/admin/bank-statements/preview', { ...file(), content: '' });
    expect(empty.statusCode).toBe(400);
    const unmapped = await admin.post('/api/v1/admin/bank-statements', { ...file(), mapping: { date: 1 }, book: [5] });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().fields).toEqual({ mapping: { key: 'required' } });
  });
});

describe('payment reminders', () => {
  it('previews who has an amount past due and mails them in their language', async () => {
    const late = await register('DE', 'EUR', 'en');
    const onTime = await register('AT', 'EUR', 'en');
    await database.db.update(invoices).set({ dueDate: '2025-01-31' }).where(eq(invoices.clubId, late.id));
    const preview = (await admin.get('/api/v1/admin/payments/reminders')).json();
    const ids = preview.map((c: { clubId: number }) => c.clubId);
    expect(ids).toContain(late.id);
    expect(ids).not.toContain(onTime.id);
    const candidate = preview.find((c: { clubId: number }) => c.clubId === late.id);
    expect(candidate).toMatchObject({
      recipients: [late.user.username],
      currency: 'EUR',
      rest: '2500.00',
      lastReminderAt: null,
    });
    expect(candidate.overdueInvoices).toHaveLength(2);

    const res = await admin.post('/api/v1/admin/payments/reminders', { clubIds: [late.id, onTime.id] });
    expect(res.json()).toEqual({ sent: 1, clubs: 1, skipped: 0 });
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, late.user.username));
    const reminder = mails.find((m) => m.subject.startsWith('Payment reminder'));
    expect(reminder?.text).toContain('Rest to pay in total: €2,500.00');
    const after = (await admin.get('/api/v1/admin/payments/reminders')).json();
    expect(after.find((c: { clubId: number }) => c.clubId === late.id).lastReminderAt).not.toBeNull();
  });

  it('skips and reports a club still due that has nobody to write to', async () => {
    const orphan = await register('FR', 'EUR', 'en');
    await database.db.update(invoices).set({ dueDate: '2025-01-31' }).where(eq(invoices.clubId, orphan.id));
    await database.db.delete(clubUsers).where(eq(clubUsers.clubId, orphan.id));
    const preview = (await admin.get('/api/v1/admin/payments/reminders')).json();
    expect(preview.find((c: { clubId: number }) => c.clubId === orphan.id)).toMatchObject({ recipients: [] });

    const res = await admin.post('/api/v1/admin/payments/reminders', { clubIds: [orphan.id] });
    expect(res.json()).toEqual({ sent: 0, clubs: 0, skipped: 1 });
    // No reminder is recorded as sent.
    const after = (await admin.get('/api/v1/admin/payments/reminders')).json();
    expect(after.find((c: { clubId: number }) => c.clubId === orphan.id).lastReminderAt).toBeNull();
  });
});

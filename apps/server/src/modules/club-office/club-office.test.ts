import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { auditLog, clubs, mailOutbox, teamCategories } from '../../db/schema/index';
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
import { cellAt, readXlsx } from '../../test/xlsx-reading';

let database: Database;
let app: FastifyInstance;
let price: Awaited<ReturnType<typeof createPricelist>>;
let categoryId: number;
let admin: TestClient;
let superAdmin: TestClient;
const PATH = '/api/v1/admin/club-registrations';

const signIn = async (roles: string[] = ['ROLE_USER'], locale = 'cs') => {
  const user = await createUser(database.db, { roles: roles as never, locale });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};

/** A club registered through the club zone by its own admin (one team, 10 persons in the hotel package). */
async function register(countryCode: string, currency: string, locale = 'en', name?: string) {
  const owner = await signIn(['ROLE_USER'], locale);
  const countryId = (await createCountry(database.db, countryCode, currency)).id;
  const body = registrationBody(countryId, categoryId, {
    ...(name ? { name } : {}),
    teams: [{ teamCategoryId: categoryId, bundlePricelistItemId: price.items.hotelPackage.id, bundlePersons: 10 }],
  });
  const res = await owner.client.post('/api/v1/web/club-registrations', body);
  expect(res.statusCode).toBe(201);
  return { ...owner, registration: res.json(), body };
}

const mailsTo = (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const stateOf = async (clubId: number) =>
  (await database.db.select().from(clubs).where(eq(clubs.id, clubId)))[0].registrationState;
const change = (client: TestClient, clubId: number, state: string, reason?: string) =>
  client.post(`${PATH}/${clubId}/state`, { state, reason });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  price = await createPricelist(database.db);
  categoryId = (await createCategory(database.db)).id;
  await database.db.update(teamCategories).set({ maxTeams: 2 }).where(eq(teamCategories.id, categoryId));
  admin = (await signIn(['ROLE_USER', 'ROLE_ADMIN'])).client;
  superAdmin = (await signIn(['ROLE_USER', 'ROLE_SUPER_ADMIN'])).client;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('state changes', () => {
  it('an admin accepts a waiting registration: the club sees Accepted, its admin gets a mail in his language, the change is audited', async () => {
    const club = await register('DE', 'EUR', 'en');
    const id = club.registration.id;
    const res = await change(admin, id, 'approved', 'Welcome!');
    expect(res.statusCode).toBe(200);
    expect(res.json().registration.registrationState).toBe('approved');
    expect(res.json().nextStates).toEqual(['processed', 'declined']);
    expect((await club.client.get(`/api/v1/web/club-registrations/${id}`)).json().registrationState).toBe('approved');
    const me = (await club.client.get('/api/v1/web/users/me')).json();
    expect(me.administratedClubs).toEqual([expect.objectContaining({ id, registrationState: 'approved' })]);
    const mails = (await mailsTo(club.user.username)).filter((m) => m.subject.includes('Accepted'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Registration of ${club.registration.name}: Accepted`);
    expect(mails[0].text).toContain('has been accepted');
    expect(mails[0].text).toContain('Note from the organiser: Welcome!');
    const audit = (await admin.get(`/api/v1/admin/audit?entity=clubRegistration&id=${id}`)).json();
    expect(audit.items[0]).toMatchObject({
      action: 'stateChange',
      oldValues: { registrationState: 'new' },
      newValues: { registrationState: 'approved' },
      note: 'Welcome!',
    });
  });

  it('mails Czech club admins in Czech and asks the reason of a cancellation', async () => {
    const club = await register('CZ', 'CZK', 'cs');
    const id = club.registration.id;
    const refused = await change(admin, id, 'declined');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ reason: { key: 'required' } });
    expect(await stateOf(id)).toBe('new');
    const res = await change(admin, id, 'declined', 'Kategorie je plná');
    expect(res.statusCode).toBe(200);
    const [mail] = (await mailsTo(club.user.username)).filter((m) => m.subject.endsWith(': Zrušeno'));
    expect(mail.subject).toBe(`Registrace klubu ${club.registration.name}: Zrušeno`);
    expect(mail.text).toContain('Poznámka pořadatele: Kategorie je plná');
    // A cancelled registration may be accepted after all.
    expect((await change(admin, id, 'approved')).statusCode).toBe(200);
  });

  it('refuses steps the rules do not have (409) and steps the user may not take (403), changing nothing', async () => {
    const club = await register('AT', 'EUR');
    const id = club.registration.id;
    const before = (await mailsTo(club.user.username)).length;
    expect((await change(admin, id, 'processed')).statusCode).toBe(409);
    expect((await change(admin, id, 'new')).statusCode).toBe(409);
    // The club's own admin is no organiser.
    expect((await change(club.client, id, 'approved')).statusCode).toBe(403);
    expect((await change(admin, id, 'approved')).statusCode).toBe(200);
    expect((await change(admin, id, 'processed')).statusCode).toBe(200);
    // Reopening a processed registration: super admins only.
    expect((await change(admin, id, 'approved')).statusCode).toBe(403);
    expect(await stateOf(id)).toBe('processed');
    expect((await admin.get(`${PATH}/${id}`)).json().nextStates).toEqual([]);
    expect((await superAdmin.get(`${PATH}/${id}`)).json().nextStates).toEqual(['approved']);
    expect((await change(superAdmin, id, 'approved')).statusCode).toBe(200);
    expect((await mailsTo(club.user.username)).length).toBe(before + 3);
    expect((await change(admin, 999_999, 'approved')).statusCode).toBe(404);
    expect((await change(admin, id, 'lost')).statusCode).toBe(400);
  });
});

describe('internal note', () => {
  it('is kept for the office, audited and never shown to the club', async () => {
    const club = await register('PL', 'EUR');
    const id = club.registration.id;
    const res = await admin.request({
      method: 'PUT',
      url: `${PATH}/${id}/internal-note`,
      payload: { internalNote: 'Pays by cash at arrival' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().registration.internalNote).toBe('Pays by cash at arrival');
    expect((await club.client.get(`/api/v1/web/club-registrations/${id}`)).json().internalNote).toBeNull();
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'clubRegistration'), eq(auditLog.recordId, id)));
    expect(entry).toMatchObject({ action: 'update', newValues: { internalNote: 'Pays by cash at arrival' } });
  });
});

describe('manual invoice items and discounts', () => {
  const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

  it('a manual discount changes the bill, the club detail and the invoice PDF at once', async () => {
    const club = await register('CZ', 'CZK');
    const id = club.registration.id;
    const res = await admin.post(`${PATH}/${id}/invoice-items`, {
      nameCs: 'Sleva za včasnou registraci',
      nameEn: 'Early registration discount',
      quantity: 1,
      unitPrice: '-500',
      supplierId: price.organiser.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().registration.finance).toMatchObject({ toPay: '62150.00', rest: '62150.00' });
    const detail = (await club.client.get(`/api/v1/web/clubs/${id}`)).json();
    expect(detail.finance.toPay).toBe('62150.00');
    const organiserInvoice = detail.finance.invoices.find(
      (invoice: { supplierId: number }) => invoice.supplierId === price.organiser.id,
    );
    expect(organiserInvoice.total).toBe('3250.00');
    const pdf = await pdfText((await club.client.get(`${organiserInvoice.url}?locale=cs`)).rawPayload);
    expect(pdf).toContain('Sleva za včasnou registraci');
    expect(pdf).toMatch(/3\s250,00\s*Kč/);
    const audit = (await admin.get(`/api/v1/admin/audit?entity=clubRegistration&id=${id}`)).json();
    expect(audit.items[0]).toMatchObject({ entity: 'invoiceItem', action: 'create' });
    expect(audit.items[0].newValues).toMatchObject({ unitPrice: '-500.00', nameEn: 'Early registration discount' });
  });

  it('a discount on a system item survives a change of the registration; a negative invoice is refused', async () => {
    const club = await register('CZ', 'CZK');
    const id = club.registration.id;
    const fee = club.registration.invoiceItems.find((item: { role: string }) => item.role === 'teamFee');
    const res = await admin.request({
      method: 'PUT',
      url: `${PATH}/${id}/invoice-items/${fee.id}/discount`,
      payload: { discountPercent: '20' },
    });
    expect(res.statusCode).toBe(200);
    // 3750 less 20 % + 58900
    expect(res.json().registration.finance.toPay).toBe('61900.00');
    const update = await club.client.request({
      method: 'PUT',
      url: `/api/v1/web/club-registrations/${id}`,
      payload: { ...club.body, tournamentContactFirstName: 'Eva' },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().finance.toPay).toBe('61900.00');

    const tooMuch = await admin.post(`${PATH}/${id}/invoice-items`, {
      nameCs: 'Sleva',
      nameEn: 'Discount',
      quantity: 1,
      unitPrice: '-5000',
      supplierId: price.organiser.id,
    });
    expect(tooMuch.statusCode).toBe(400);
    const after = (await admin.get(`${PATH}/${id}`)).json().registration;
    expect(after.invoiceItems.filter((item: { isSystem: boolean }) => !item.isSystem)).toEqual([]);
    expect(after.finance.toPay).toBe('61900.00');
    const bad = await admin.post(`${PATH}/${id}/invoice-items`, {
      nameCs: 'X',
      nameEn: 'X',
      quantity: 1,
      unitPrice: '1.005',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.unitPrice.key).toBe('amountInvalid');
  });

  it('changes and removes manual items, never system ones', async () => {
    const club = await register('CZ', 'CZK');
    const id = club.registration.id;
    const created = (
      await admin.post(`${PATH}/${id}/invoice-items`, {
        nameCs: 'Pronájem haly',
        nameEn: 'Hall rental',
        quantity: 2,
        unitPrice: '1000',
        supplierId: price.organiser.id,
      })
    ).json();
    const item = created.registration.invoiceItems.find((i: { isSystem: boolean }) => !i.isSystem);
    expect(created.registration.finance.toPay).toBe('64650.00');
    const changed = await admin.request({
      method: 'PUT',
      url: `${PATH}/${id}/invoice-items/${item.id}`,
      payload: {
        nameCs: 'Pronájem haly',
        nameEn: 'Hall rental',
        quantity: 3,
        unitPrice: '1000',
        discountPercent: '10',
      },
    });
    expect(changed.json().registration.finance.toPay).toBe('65350.00');
    // System items are stored anew with each change of the bill: the current one.
    const system = changed.json().registration.invoiceItems.find((i: { isSystem: boolean }) => i.isSystem);
    const refused = await admin.request({ method: 'DELETE', url: `${PATH}/${id}/invoice-items/${system.id}` });
    expect(refused.statusCode).toBe(400);
    const removed = await admin.request({ method: 'DELETE', url: `${PATH}/${id}/invoice-items/${item.id}` });
    expect(removed.json().registration.finance.toPay).toBe('62650.00');
    const other = await register('CZ', 'CZK');
    const foreign = await admin.request({
      method: 'DELETE',
      url: `${PATH}/${other.registration.id}/invoice-items/${system.id}`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the list, its export and the summary', () => {
  it('filters, searches, sorts and pages on the server; the export holds the filtered rows only', async () => {
    const a = await register('SI', 'EUR', 'en', 'Zzz Handball Ljubljana');
    const b = await register('SI', 'EUR', 'en', 'Zzz RK Celje');
    await change(admin, a.registration.id, 'approved');
    const countryId = a.registration.countryId;
    const list = (await admin.get(`${PATH}?countryId=${countryId}&sort=name`)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((row: { name: string }) => row.name)).toEqual(['Zzz Handball Ljubljana', 'Zzz RK Celje']);
    expect(list.items[0]).toMatchObject({ teams: 1, persons: 10, currency: 'EUR', toPay: '2500.00', rest: '2500.00' });
    const approved = (await admin.get(`${PATH}?countryId=${countryId}&state=approved`)).json();
    expect(approved.items.map((row: { id: number }) => row.id)).toEqual([a.registration.id]);
    const searched = (await admin.get(`${PATH}?q=celje`)).json();
    expect(searched.items.map((row: { id: number }) => row.id)).toEqual([b.registration.id]);
    const paged = (await admin.get(`${PATH}?pageSize=1&page=2&sort=-createdAt`)).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(2);

    const csv = await admin.get(`${PATH}?countryId=${countryId}&state=approved&format=csv&locale=en`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0].split(',').slice(0, 3)).toEqual(['Id', 'Club', 'State']);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain('Zzz Handball Ljubljana');
    expect(lines[1].split(',')[2]).toBe('Accepted');
    const xlsx = await admin.get(`${PATH}?q=zzz&format=xlsx`);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.rows).toHaveLength(3);
    expect(cellAt(sheet, 'J2')).toBe(2500);
    expect((await a.client.get(PATH)).statusCode).toBe(403);
  });

  it('sums the stays per package and night and counts the teams of each category against its capacity', async () => {
    const summary = (await admin.get(`${PATH}/summary`)).json();
    expect(summary.nights).toEqual(['2025-04-17', '2025-04-18', '2025-04-19', '2025-04-20']);
    const hotel = summary.accommodation.find(
      (row: { packageId: number }) => row.packageId === price.items.hotelPackage.id,
    );
    const counted = await database.db.select().from(clubs);
    const notCancelled = counted.filter((club) => club.registrationState !== 'declined').length;
    expect(hotel.persons).toEqual([1, 2, 3, 4].map(() => notCancelled * 10));
    // Package names in the page's language, whatever the account's.
    for (const locale of ['cs', 'en'] as const) {
      const named = (await admin.get(`${PATH}/summary?locale=${locale}`)).json();
      const row = named.accommodation.find((r: { packageId: number }) => r.packageId === price.items.hotelPackage.id);
      expect(row.packageName).toBe(locale === 'cs' ? price.items.hotelPackage.nameCs : price.items.hotelPackage.nameEn);
    }
    const category = summary.categories.find((row: { id: number }) => row.id === categoryId);
    expect(category).toMatchObject({ teams: notCancelled, capacity: 2, free: 2 - notCancelled });
    expect(category.confirmed).toBe(
      counted.filter((c) => ['approved', 'processed'].includes(c.registrationState)).length,
    );
  });
});

import { isValidIban } from '@tms/domain/bank-account';
import type { FastifyInstance } from 'fastify';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { clubUsers, payments, teamAdmins } from '../../db/schema/index';
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
import { paymentQrPng } from './invoice-pdf';
import { invoiceDocument } from './invoice-service';

let database: Database;
let app: FastifyInstance;
let price: Awaited<ReturnType<typeof createPricelist>>;
let categoryId: number;

const signIn = async (roles: string[] = ['ROLE_USER'], locale = 'cs') => {
  const user = await createUser(database.db, { roles: roles as never, locale });
  const client = new TestClient(app);
  await client.login(user.username, TEST_PASSWORD);
  return { user, client };
};

async function register(countryCode: string, currency: string) {
  const owner = await signIn(['ROLE_USER'], 'en');
  const countryId = (await createCountry(database.db, countryCode, currency)).id;
  const body = registrationBody(countryId, categoryId, {
    teams: [{ teamCategoryId: categoryId, bundlePricelistItemId: price.items.hotelPackage.id, bundlePersons: 10 }],
  });
  const res = await owner.client.post('/api/v1/web/club-registrations', body);
  expect(res.statusCode).toBe(201);
  return { ...owner, registration: res.json() };
}

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  price = await createPricelist(database.db);
  categoryId = (await createCategory(database.db)).id;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('club detail and finance', () => {
  it('shows payments: paid in part, the rest per invoice', async () => {
    const { client, registration } = await register('CZ', 'CZK');
    await database.db.insert(payments).values({
      clubId: registration.id,
      supplierId: price.hotel.id,
      paymentDate: '2025-03-01',
      orderAmount: '20000.00',
      orderAmountCurrency: 'CZK',
      receivedAmount: '20000.00',
      receivedAmountCurrency: 'CZK',
    });
    const res = await client.get(`/api/v1/web/clubs/${registration.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const detail = res.json();
    // fee 3750 + 10 × 5890
    expect(detail.finance).toMatchObject({ currency: 'CZK', toPay: '62650.00', paid: '20000.00', rest: '42650.00' });
    expect(detail.finance.invoices.map((i: { rest: string }) => i.rest)).toEqual(['3750.00', '38900.00']);
    expect(detail.roster).toEqual({ entered: 0, expected: 10 });
    expect(detail.registration.registrationState).toBe('new');
    const operations = detail.links.map((l: { operationId: string }) => l.operationId);
    expect(operations).toEqual(expect.arrayContaining(['updateClubRegistration', 'downloadInvoice', 'listClubUsers']));
    expect(detail.teams[0].links.map((l: { operationId: string }) => l.operationId)).toContain('getTeamMatchPlan');
  });

  it('shows team admins the club without finance; other club admins and users are refused', async () => {
    const { registration } = await register('SK', 'EUR');
    const teamAdmin = await signIn();
    await database.db.insert(clubUsers).values({ clubId: registration.id, userId: teamAdmin.user.id, isAdmin: false });
    await database.db.insert(teamAdmins).values({ teamId: registration.teams[0].id, userId: teamAdmin.user.id });
    const seen = (await teamAdmin.client.get(`/api/v1/web/clubs/${registration.id}`)).json();
    expect(seen.finance).toBeNull();
    expect(seen.teams).toHaveLength(1);
    const operations = seen.links.map((l: { operationId: string }) => l.operationId);
    expect(operations).not.toContain('downloadInvoice');
    expect(operations).not.toContain('updateClubRegistration');
    expect((await teamAdmin.client.get(`/api/v1/web/club-registrations/${registration.id}`)).statusCode).toBe(403);
    const invoice = registration.finance.invoices[0];
    expect((await teamAdmin.client.get(invoice.url)).statusCode).toBe(403);

    const otherClub = await register('AT', 'EUR');
    expect((await otherClub.client.get(`/api/v1/web/clubs/${registration.id}`)).statusCode).toBe(403);
    expect((await otherClub.client.get(invoice.url)).statusCode).toBe(403);
    const put = await otherClub.client.request({
      method: 'PUT',
      url: `/api/v1/web/club-registrations/${registration.id}`,
      payload: registrationBody(registration.countryId, categoryId),
    });
    expect(put.statusCode).toBe(403);
    const admin = await signIn(['ROLE_USER', 'ROLE_ADMIN']);
    expect((await admin.client.get(`/api/v1/web/clubs/${registration.id}`)).json().finance.toPay).toBe('2500.00');
  });
});

describe('invoice PDF', () => {
  it('shows the amount and the variable symbol; its QR pays the amount due (SPAYD for CZK)', async () => {
    const { client, registration, user } = await register('CZ', 'CZK');
    const invoice = registration.finance.invoices[1];
    const res = await client.get(`${invoice.url}?locale=cs`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Faktura');
    expect(text).toContain(invoice.variableSymbol);
    expect(text).toMatch(/58\s900,00\s*Kč/);
    expect(text).toContain('Hotel package (cs)');

    const session = { id: user.id, username: user.username, roles: user.roles, locale: 'en' };
    const document = await invoiceDocument(database.db, session, registration.id, invoice.id, 'en');
    const payload = decodeQr(await paymentQrPng(document.qrPayload!));
    expect(payload).toBe(document.qrPayload);
    expect(payload).toMatch(/^SPD\*1\.0\*ACC:CZ\d{22}/);
    expect(isValidIban(/ACC:([A-Z0-9]+)/.exec(payload!)![1])).toBe(true);
    expect(payload).toContain('*AM:58900.00*CC:CZK*');
    expect(payload).toContain(`*X-VS:${invoice.variableSymbol}`);
  });

  it('in English with an EPC QR code for EUR', async () => {
    const { client, registration, user } = await register('DE', 'EUR');
    const invoice = registration.finance.invoices[0];
    const text = await pdfText((await client.get(invoice.url)).rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain('€150.00');
    const session = { id: user.id, username: user.username, roles: user.roles, locale: 'en' };
    const document = await invoiceDocument(database.db, session, registration.id, invoice.id, 'en');
    const lines = decodeQr(await paymentQrPng(document.qrPayload!))!.split('\n');
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(isValidIban(lines[6])).toBe(true);
    expect(lines[7]).toBe('EUR150.00');
    expect(lines[10]).toContain(`/VS/${invoice.variableSymbol}`);
  });
});

describe('registration files', () => {
  const upload = (client: TestClient, filename: string, content: Buffer, type = 'application/pdf') => {
    const boundary = '----tms-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return client.request({
      method: 'POST',
      url: '/api/v1/web/files',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('accepts a PDF, refuses other types (415) and large files (413)', async () => {
    const { client } = await signIn();
    const ok = await upload(client, 'Soupiska týmu.pdf', pdf);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ filename: 'Soupiska týmu.pdf', extension: 'pdf', size: pdf.length });
    const exe = await upload(client, 'virus.exe', Buffer.from('MZ\x90\x00'), 'application/octet-stream');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error).toBe('unsupported_media_type');
    const renamed = await upload(client, 'list.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(renamed.statusCode).toBe(415);
    const large = await upload(client, 'big.pdf', Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(large.statusCode).toBe(413);
    expect(large.json().error).toBe('payload_too_large');
  });

  it('serves a file to its uploader, then to who may see the registration it is attached to', async () => {
    const owner = await signIn();
    const file = (await upload(owner.client, 'hotel.pdf', pdf)).json();
    const stranger = await signIn();
    expect((await stranger.client.get(file.url)).statusCode).toBe(403);
    const own = await owner.client.get(file.url);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    // Someone else cannot attach it to their registration.
    const countryId = (await createCountry(database.db, 'CZ', 'CZK')).id;
    const theirs = await stranger.client.post(
      '/api/v1/web/club-registrations',
      registrationBody(countryId, categoryId, { uploadedFilesId: [file.id] }),
    );
    expect(theirs.json().fields['uploadedFilesId.0']).toEqual({ key: 'invalidValue' });
    const created = await owner.client.post(
      '/api/v1/web/club-registrations',
      registrationBody(countryId, categoryId, { uploadedFilesId: [file.id] }),
    );
    expect(created.json().files.map((f: { id: number }) => f.id)).toEqual([file.id]);
    const admin = await signIn(['ROLE_USER', 'ROLE_ADMIN']);
    expect((await admin.client.get(file.url)).statusCode).toBe(200);
    expect((await stranger.client.get(file.url)).statusCode).toBe(403);
  });
});

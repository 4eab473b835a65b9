// Club zone figures: the time to render one invoice PDF (in process, and downloaded over HTTP from
// the running server), and what the club detail load case needs (a signed-in club admin's cookie).
import http from 'node:http';
import { registrationBill } from '../packages/domain/src/club-registration';
import { moneyFromDecimal } from '../packages/domain/src/money';
import { invoicePaymentQr } from '../packages/domain/src/payment-qr';
import { renderInvoicePdf } from '../apps/server/src/modules/clubs/invoice-pdf';
import { signIn } from './bench-push';

export type ClubFigures = {
  clubDetailPath: string;
  cookie: string;
  renderMedianMs: number;
  downloadMedianMs: number;
  downloadMaxMs: number;
  pdfBytes: number;
};

function get(url: string, cookie: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A typical invoice (three teams with packages, extra persons) rendered without the server. */
async function renderInProcess(runs: number): Promise<number> {
  const item = (id: number, unit: string, czk: number, serviceTypeId: number, extra: object = {}) => ({
    id,
    unit,
    priceCzk: czk,
    priceEur: czk / 25,
    nameCs: `Položka č. ${id} – ubytování a stravování`,
    nameEn: `Item ${id}`,
    serviceTypeId,
    serviceLevelId: null,
    supplierId: 2,
    separateInvoice: false,
    singleRoomAvailable: true,
    handballRestaurantAvailable: true,
    vipPartyAvailable: true,
    isSystem: false,
    cateringType: null,
    ...extra,
  });
  const pricelist = [
    item(1, 'night', 1450, 1),
    item(2, 'night', 620, 3),
    item(3, 'person', 220, 3, { cateringType: 'lunch' }),
    item(4, 'team', 3750, 4),
  ];
  const team = {
    teamCategoryId: 1,
    name: null,
    teamStartServiceLevelId: null,
    bundlePricelistItemId: 1,
    bundlePersons: 16,
    handballPersons: 16,
    vipPartyPersons: 0,
    singleRoomPersons: 2,
  };
  const bill = registrationBill(
    {
      arrivalDate: '2025-04-17',
      departureDate: '2025-04-21',
      teams: [1, 2, 3].map((id) => ({ ...team, id })),
      extraPersons: [],
    },
    { currency: 'CZK', pricelist },
  );
  const invoice = bill.invoices[0];
  const qr = invoicePaymentQr({
    amount: invoice.total,
    account: { iban: 'CZ6508000000192000145399' },
    beneficiaryName: 'Prague Handball Cup z.s.',
    variableSymbol: '2025000123',
  });
  const zero = moneyFromDecimal('CZK', 0)!;
  const document = {
    locale: 'cs' as const,
    number: '2025000123-1',
    cancelled: false,
    issueDate: '2025-01-15',
    dueDate: '2025-01-29',
    variableSymbol: '2025000123',
    supplier: {
      name: 'Prague Handball Cup z.s.',
      lines: ['Nad Kajetánkou 1471/2', '169 00 Praha 6'],
      companyId: '22671188',
      vatId: null,
      account: 'CZ65 0800 0000 1920 0014 5399',
    },
    customer: {
      name: 'TJ Sokol Žďár nad Sázavou',
      lines: ['Tyršova 1', '591 01 Žďár nad Sázavou'],
      companyId: null,
      vatId: null,
    },
    items: invoice.items,
    total: invoice.total,
    payments: [],
    paid: zero,
    rest: invoice.total,
    qrPayload: qr.ok ? qr.payload : null,
  };
  await renderInvoicePdf(document); // warm-up: fonts, QR encoder
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await renderInvoicePdf(document);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function measureClub(baseUrl: string, runs = 20): Promise<ClubFigures> {
  const session = await signIn(baseUrl, 'clubadmin@example.com', 'handball2025');
  const me = JSON.parse((await get(`${baseUrl}/api/v1/web/users/me`, session.cookie)).body.toString());
  const clubId = me.administratedClubs[0].id as number;
  const clubDetailPath = `/api/v1/web/clubs/${clubId}`;
  const detail = await get(`${baseUrl}${clubDetailPath}`, session.cookie);
  if (detail.status !== 200) throw new Error(`club detail answered ${detail.status}`);
  const invoiceUrl = JSON.parse(detail.body.toString()).finance.invoices[0].url as string;
  const times: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const pdf = await get(`${baseUrl}${invoiceUrl}`, session.cookie);
    if (pdf.status !== 200) throw new Error(`invoice answered ${pdf.status}`);
    pdfBytes = pdf.body.length;
    // The first download warms the server up.
    if (i > 0) times.push(performance.now() - started);
  }
  return {
    clubDetailPath,
    cookie: session.cookie,
    renderMedianMs: await renderInProcess(runs),
    downloadMedianMs: median(times),
    downloadMaxMs: Math.max(...times),
    pdfBytes,
  };
}

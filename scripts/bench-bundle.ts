// What a first visit to a page transfers, measured in Debian's Chromium: every response is counted
// at the bytes Chromium received for it (CDP Network.loadingFinished encodedDataLength: headers and
// body as sent, compressed when the server compressed it), grouped by kind. The headers are also
// counted apart: over this local HTTP/1.1 connection each response repeats ~1 KB of them, which
// HTTP/2 behind a proxy compresses away, so the body bytes are what a phone downloads of the files.
import { chromium } from '@playwright/test';

export type TransferFigures = {
  /** Files of the kind. */
  files: number;
  /** Bytes received, as sent by the server: headers and bodies. */
  wireBytes: number;
  /** Of those, the response headers. */
  headerBytes: number;
  /** Bytes after decoding. */
  decodedBytes: number;
  /** Content-Encoding of each file, e.g. { br: 12 }. */
  encodings: Record<string, number>;
};

export type FirstVisitFigures = {
  js: TransferFigures;
  css: TransferFigures;
  all: TransferFigures;
  /** What the service worker downloaded (its script, its precache, whatever it fetched); empty when blocked. */
  worker: TransferFigures;
};

export type FirstVisitOptions = {
  /**
   * Let the service worker install and take over, and count what it downloads (Playwright's network
   * events of service workers, at the sizes Chromium reports); the visit ends when the worker is active,
   * controls the page and the network has been quiet for `quietMs`.
   */
  serviceWorker?: boolean;
  quietMs?: number;
};

type Response = { url: string; type: string; encoding: string; headers: number; wire: number; decoded: number };
/** A response to the service worker as Playwright reports it: `body` may be 0 or less, see below. */
type WorkerResponse = Omit<Response, 'wire'> & { body: number; length: number };

const empty = (): TransferFigures => ({ files: 0, wireBytes: 0, headerBytes: 0, decodedBytes: 0, encodings: {} });

function add(figures: TransferFigures, response: Response): void {
  figures.files += 1;
  figures.wireBytes += response.wire;
  figures.headerBytes += response.headers;
  figures.decodedBytes += response.decoded;
  figures.encodings[response.encoding] = (figures.encodings[response.encoding] ?? 0) + 1;
}

export async function firstVisit(
  baseUrl: string,
  path = '/results',
  { serviceWorker = false, quietMs = 3_000 }: FirstVisitOptions = {},
): Promise<FirstVisitFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // A fresh context: empty HTTP cache, no service worker yet.
    const context = await browser.newContext({ serviceWorkers: serviceWorker ? 'allow' : 'block' });
    const workerResponses: Promise<WorkerResponse | null>[] = [];
    let lastActivity = Date.now();
    context.on('request', () => {
      lastActivity = Date.now();
    });
    context.on('requestfinished', (request) => {
      lastActivity = Date.now();
      if (!request.serviceWorker()) return;
      workerResponses.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          if (!response) return null;
          const length = Number((await response.headerValue('content-length')) ?? Number.NaN);
          return {
            url: request.url(),
            type: request.resourceType(),
            encoding: (await response.headerValue('content-encoding')) ?? 'none',
            headers: sizes.responseHeadersSize,
            body: sizes.responseBodySize,
            length,
            decoded: (await response.body().catch(() => Buffer.alloc(0))).length,
          };
        })().catch(() => null),
      );
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const pending = new Map<string, Omit<Response, 'wire'>>();
    const finished: Response[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      // Answered by the worker: what it downloaded for it is counted with the worker.
      if (response.fromServiceWorker) return;
      const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      pending.set(requestId, {
        url: response.url,
        type: String(type),
        encoding: String(headers['content-encoding'] ?? 'none'),
        // What had arrived when the headers were complete.
        headers: response.encodedDataLength,
        decoded: 0,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const response = pending.get(requestId);
      if (response) response.decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const response = pending.get(requestId);
      if (response) finished.push({ ...response, wire: encodedDataLength });
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    if (serviceWorker) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
      while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(250);
    }
    await context.close();
    const worker = empty();
    // Chromium reports a body of 0 (or less) for a worker's response taken from the HTTP cache, but also
    // for the worker's own scripts, which it always downloads. In a fresh context the HTTP cache holds
    // only what was downloaded before, so a file nobody had downloaded yet counts with its length.
    const downloaded = new Set(finished.map((response) => response.url));
    for (const response of await Promise.all(workerResponses)) {
      if (!response) continue;
      const { body, length, ...rest } = response;
      const fresh = !downloaded.has(response.url);
      const bodyBytes = body > 0 ? body : fresh && Number.isFinite(length) ? length : 0;
      const headers = body > 0 || fresh ? response.headers : 0;
      add(worker, { ...rest, headers, wire: headers + bodyBytes });
      if (bodyBytes > 0) downloaded.add(response.url);
    }

    const figures: FirstVisitFigures = { js: empty(), css: empty(), all: empty(), worker };
    for (const response of finished) {
      add(figures.all, response);
      const file = new URL(response.url).pathname;
      if (response.type === 'Script' || file.endsWith('.js')) add(figures.js, response);
      else if (response.type === 'Stylesheet' || file.endsWith('.css')) add(figures.css, response);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

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

export type FirstVisitFigures = { js: TransferFigures; css: TransferFigures; all: TransferFigures };

type Response = { url: string; type: string; encoding: string; headers: number; wire: number; decoded: number };

const empty = (): TransferFigures => ({ files: 0, wireBytes: 0, headerBytes: 0, decodedBytes: 0, encodings: {} });

function add(figures: TransferFigures, response: Response): void {
  figures.files += 1;
  figures.wireBytes += response.wire;
  figures.headerBytes += response.headers;
  figures.decodedBytes += response.decoded;
  figures.encodings[response.encoding] = (figures.encodings[response.encoding] ?? 0) + 1;
}

export async function firstVisit(baseUrl: string, path = '/results'): Promise<FirstVisitFigures> {
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
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const pending = new Map<string, Omit<Response, 'wire'>>();
    const finished: Response[] = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
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
    await context.close();

    const figures: FirstVisitFigures = { js: empty(), css: empty(), all: empty() };
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

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import { PNG } from 'pngjs';

// Reading printed documents back in tests: their text, and every QR code on their rendered pages.

export const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

/** Every QR code on one page image: each found code is painted over and the page searched again. */
function decodeAll(image: PNG): string[] {
  const found: string[] = [];
  for (let round = 0; round < 60; round++) {
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height, {
      inversionAttempts: 'dontInvert',
    });
    if (!code) break;
    found.push(code.data);
    const { topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner } = code.location;
    const xs = [topLeftCorner.x, topRightCorner.x, bottomLeftCorner.x, bottomRightCorner.x];
    const ys = [topLeftCorner.y, topRightCorner.y, bottomLeftCorner.y, bottomRightCorner.y];
    const pad = 12;
    const [x0, x1] = [
      Math.max(0, Math.floor(Math.min(...xs)) - pad),
      Math.min(image.width, Math.ceil(Math.max(...xs)) + pad),
    ];
    const [y0, y1] = [
      Math.max(0, Math.floor(Math.min(...ys)) - pad),
      Math.min(image.height, Math.ceil(Math.max(...ys)) + pad),
    ];
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) image.data.fill(255, (y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
    }
  }
  return found;
}

/** Renders each page with pdftoppm (poppler-utils) and decodes the QR codes on it, page by page. */
export function pdfQrCodes(data: Buffer, dpi = 150): string[][] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tms-print-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, data);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', file, path.join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => decodeAll(PNG.sync.read(readFileSync(path.join(dir, name)))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The number of pages, as poppler counts them. */
export function pdfPages(data: Buffer): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tms-print-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, data);
    const info = execFileSync('pdfinfo', [file]).toString();
    return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

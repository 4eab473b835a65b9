/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Font, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// The base of every printed document: pdfkit with DejaVu Sans embedded (pdfkit's built-in fonts have
// no Czech letters and none of Latin Extended that the 30 countries' names need). The fonts come from
// an npm package and are read once; nothing is fetched at run time.

const require = createRequire(import.meta.url);
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};
type Face = keyof typeof FONTS;

// Decoding a font's tables (metrics, character map, shaping rules) is most of a one-page document's
// time, so every document shares them: they are only read. Each document still gets a font object of
// its own, because fontkit keeps its glyph objects there and a glyph remembers the characters of the
// text it was first made for; one made while an earlier document's subset was written carries none,
// and a later document would lose the text of that glyph (copying and searching the PDF would fail).
type FontTables = { _tables: Record<string, unknown> };
const decoded = {
  regular: parseFont(FONTS.regular) as Font & FontTables,
  bold: parseFont(FONTS.bold) as Font & FontTables,
};
function fontOf(face: Face): Font {
  const font = parseFont(FONTS[face]) as Font & FontTables;
  font._tables = decoded[face]._tables;
  return font;
}

/** pdfkit's font of a document (not exported by pdfkit; taken from a document that opened a font). */
type EmbeddedFontClass = new (pdf: Pdf, font: Font, id: string) => unknown;
let embeddedFont: EmbeddedFontClass | undefined;
function embeddedFontClass(): EmbeddedFontClass {
  if (!embeddedFont) {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.registerFont('probe', FONTS.regular);
    probe.font('probe');
    embeddedFont = (probe as unknown as DocumentFonts)._font.constructor as EmbeddedFontClass;
  }
  return embeddedFont;
}

/** Shaped words a document keeps (pdfkit caches every word it lays out); a day's sheets meet thousands of names. */
const LAYOUT_CACHE_WORDS = 4_000;
/** pdfkit's font table of a document (`_fontFamilies`, by name), its font count and current font. */
type DocumentFonts = {
  _fontFamilies: Record<string, { layoutCache?: Record<string, unknown> }>;
  _fontCount: number;
  _font: object;
};

export type PdfLocale = 'cs' | 'en';
export type Pdf = PDFKit.PDFDocument;

/** The language of a printed document: the asked one, else the user's, else Czech. */
export const pdfLocale = (asked: string | null | undefined, userLocale?: string | null): PdfLocale =>
  (asked ?? userLocale) === 'en' ? 'en' : 'cs';

/**
 * A new document with the fonts `regular` and `bold`. Only `now` varies between two runs on the same
 * data: pdfkit derives the file ID from the info, so fixed producer fields keep the output stable.
 */
export function createPdf(options: {
  title: string;
  size?: 'A4' | 'A3';
  layout?: 'portrait' | 'landscape';
  margin?: number;
  now?: Date;
  /** Keep every page in memory (page numbers "n of m" need it); never for bulk documents. */
  bufferPages?: boolean;
}): Pdf {
  const pdf = new PDFDocument({
    size: options.size ?? 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 36,
    autoFirstPage: true,
    bufferPages: options.bufferPages ?? false,
    // No default font: pdfkit would parse its Helvetica metrics for every document, never used here.
    font: '',
    info: {
      Title: options.title,
      Author: 'Prague Handball Cup',
      Creator: 'Prague Handball Cup',
      Producer: 'Prague Handball Cup',
      CreationDate: options.now ?? new Date(),
    },
  });
  // What pdf.registerFont does, with fonts whose tables are decoded already: `pdf.font('regular')`
  // finds the font in the document's table by that name.
  const fonts = pdf as unknown as DocumentFonts;
  const EmbeddedFont = embeddedFontClass();
  for (const face of ['regular', 'bold'] as const) {
    fonts._fontFamilies[face] = new EmbeddedFont(pdf, fontOf(face), `F${++fonts._fontCount}`) as object;
  }
  pdf.font('regular');
  gatherPageContent(pdf.page);
  pdf.on('pageAdded', () => gatherPageContent(pdf.page));
  return pdf;
}

/** pdfkit's page: `write` appends one drawing operator to the content stream, `end` writes the page out. */
type PdfPage = { write: (chunk: string | Uint8Array) => unknown; end: () => unknown };

/**
 * Keeps a page's drawing operators as text until the page is written, then converts them at once.
 * pdfkit makes a Buffer of every operator (thousands per page): native memory kept in small blocks
 * until the JavaScript objects holding it are collected, which left the process's memory fragmented
 * and grown after long documents.
 */
function gatherPageContent(pdfPage: object) {
  const page = pdfPage as PdfPage;
  const write = page.write.bind(page);
  const end = page.end.bind(page);
  let operators: string[] = [];
  const flush = () => {
    if (operators.length === 0) return;
    // pdfkit ends each written string with a line break; the last one gets it from `write`.
    write(operators.join('\n'));
    operators = [];
  };
  page.write = (chunk) => {
    if (typeof chunk !== 'string') {
      flush();
      return write(chunk);
    }
    operators.push(chunk);
  };
  page.end = () => {
    flush();
    return end();
  };
}

/**
 * Starts the document's shaped-word caches afresh past their bound; a long document calls it between
 * pages. pdfkit offers no bound of its own, only the cache on or off (`_fontFamilies` is its font table).
 */
export function trimFontCaches(pdf: Pdf) {
  const fonts = (pdf as unknown as DocumentFonts)._fontFamilies;
  for (const font of Object.values(fonts)) {
    if (font.layoutCache && Object.keys(font.layoutCache).length > LAYOUT_CACHE_WORDS) {
      font.layoutCache = Object.create(null);
    }
  }
}

type PageTree = { _root: { data: { Pages: { data: { Kids: { data: object }[] } } } } };
/** How many pages of a document were released already. */
const releasedPages = new WeakMap<Pdf, number>();

/**
 * Lets go of the objects of pages already written (their content, resources and dictionary): pdfkit's
 * page tree keeps every page until the document ends, though only their object numbers are left to
 * write. A long document calls it after each new page; never with `bufferPages`.
 */
export function releaseWrittenPages(pdf: Pdf) {
  const kids = (pdf as unknown as PageTree)._root.data.Pages.data.Kids;
  // The last page is the one being drawn.
  for (let i = releasedPages.get(pdf) ?? 0; i < kids.length - 1; i++) kids[i].data = {};
  releasedPages.set(pdf, Math.max(0, kids.length - 1));
}

/** Ends the document and collects it into one buffer (single documents; bulk ones are streamed). */
export function pdfBuffer(pdf: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.end();
  return done;
}

/** A QR code as a PNG image (error correction M); for documents that embed an image. */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 2, scale: 4, type: 'png' });
}

/**
 * Draws a QR code of `payload` as vector squares at (x, y), `size` points wide including the quiet
 * zone of 2 modules: sharp at any print size, and no image to encode or decode per code.
 */
export function drawQr(pdf: Pdf, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const module = size / (count + 4);
  const left = x + 2 * module;
  const top = y + 2 * module;
  pdf.save();
  pdf.rect(x, y, size, size).fill('#ffffff');
  // One rectangle per run of dark modules in a row keeps the page's drawing small.
  for (let row = 0; row < count; row++) {
    let start = -1;
    for (let col = 0; col <= count; col++) {
      const dark = col < count && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        pdf.rect(left + start * module, top + row * module, (col - start) * module, module);
        start = -1;
      }
    }
  }
  pdf.fill('#000000');
  pdf.restore();
}

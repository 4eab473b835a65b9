import { FILE_UPLOAD_LIMITS } from '@tms/domain/contract/club-registration';

// Which uploads are accepted: the extension must be on the list and the first bytes must be what
// that kind of file starts with, so a renamed executable is refused whatever its name says.

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const startsWith = (data: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => data[offset + i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const SIGNATURES: Record<string, (data: Buffer) => boolean> = {
  pdf: (d) => d.subarray(0, 1024).includes('%PDF-'),
  png: (d) => startsWith(d, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (d) => startsWith(d, [0xff, 0xd8, 0xff]),
  gif: (d) => d.subarray(0, 4).toString('latin1') === 'GIF8',
  webp: (d) => d.subarray(0, 4).toString('latin1') === 'RIFF' && d.subarray(8, 12).toString('latin1') === 'WEBP',
  doc: (d) => startsWith(d, OLE),
  docx: (d) => startsWith(d, ZIP),
  odt: (d) => startsWith(d, ZIP),
  // Plain text: no NUL byte and valid UTF-8.
  txt: (d) => !d.includes(0) && Buffer.from(d.toString('utf8'), 'utf8').equals(d),
};
SIGNATURES.jpeg = SIGNATURES.jpg;
SIGNATURES.xls = SIGNATURES.doc;
SIGNATURES.xlsx = SIGNATURES.docx;
SIGNATURES.ods = SIGNATURES.odt;
SIGNATURES.csv = SIGNATURES.txt;

export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename.trim());
  return match ? match[1].toLowerCase() : '';
}

/** The stored MIME type of an accepted upload; null when its name or content is not an allowed kind. */
export function acceptedType(filename: string, data: Buffer): string | null {
  const extension = extensionOf(filename);
  if (!(FILE_UPLOAD_LIMITS.extensions as readonly string[]).includes(extension)) return null;
  return SIGNATURES[extension]?.(data) ? MIME[extension] : null;
}

/** A file name safe to store and send back: no path, no control characters, at most 200 characters. */
export function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim();
  return (clean || 'file').slice(-200);
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

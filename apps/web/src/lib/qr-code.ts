import QRCode from 'qrcode';

/**
 * A QR code of `text` as an SVG image address. SVG (not canvas) so it stays sharp at any size on a
 * screen a phone photographs. Import this module lazily: the library must not reach the first visit.
 */
export async function qrCodeImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

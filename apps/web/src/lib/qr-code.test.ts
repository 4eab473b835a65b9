import { describe, expect, it } from 'vitest';
import { qrCodeImage } from './qr-code';

describe('qrCodeImage', () => {
  it('draws the address as an SVG image', async () => {
    const image = await qrCodeImage('https://example.org/results/match/5');
    expect(image.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(image.slice(image.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('<path');
  });

  it('gives a longer address a code of more modules', async () => {
    const size = async (text: string) => {
      const svg = decodeURIComponent(await qrCodeImage(text));
      return Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
    };
    expect(await size(`https://example.org/${'x'.repeat(120)}`)).toBeGreaterThan(await size('https://example.org/'));
  });
});

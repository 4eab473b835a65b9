import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-reading';
import { createPdf, pdfBuffer } from './pdf';

// Documents share the fonts' decoded tables; the text of each must still read back exactly, also
// after earlier documents embedded the same letters (accented letters are built of other glyphs).

const NAMES = [
  'Řehoř Žďárský, Ůlehla Ěmová',
  'Łukasz Wiśniewski, Kőváry Ödön, Çağrı Yılmaz, İlkay Şahin, Søren Ærøsund, Åsa Ólafsdóttir',
];
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

async function document(lines: string[]) {
  const pdf = createPdf({ title: 'Test', now: new Date('2026-06-27T08:00:00Z') });
  for (const [i, line] of lines.entries()) pdf.font(i % 2 === 0 ? 'regular' : 'bold').text(line);
  return oneLine(await pdfText(await pdfBuffer(pdf)));
}

describe('printed documents', () => {
  it('keep the text of Latin Extended letters in every document, not only in the first', async () => {
    for (let round = 0; round < 3; round++) {
      const lines = round % 2 === 0 ? NAMES : [...NAMES].reverse();
      const text = await document(lines);
      for (const line of lines) expect(text).toContain(line);
    }
  });
});

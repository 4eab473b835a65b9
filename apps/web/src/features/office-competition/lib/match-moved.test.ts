import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cs from '@/locales/cs/admin.json';
import en from '@/locales/en/admin.json';
import { matchMovedText } from './match-moved';

describe('the toast of a moved match', () => {
  it('names the day as the schedule does in Czech and English, not as an ISO date', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'cs',
      resources: { cs: { admin: cs }, en: { admin: en } },
      ns: ['admin'],
      // As the app: React escapes what it renders.
      interpolation: { escapeValue: false },
    });
    const moved = { match: 12, day: '2025-04-19', time: '09:30' };
    const czech = matchMovedText(i18n.getFixedT('cs', 'admin'), 'cs', moved);
    expect(czech).toBe('Zápas 12 přesunut na so 19. 4. 09:30.');
    const english = matchMovedText(i18n.getFixedT('en', 'admin'), 'en', moved);
    expect(english).toBe('Match 12 moved to Sat, 4/19 09:30.');
    for (const text of [czech, english]) expect(text).not.toContain('2025-04-19');
  });
});

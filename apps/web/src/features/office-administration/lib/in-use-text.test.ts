import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import cs from '@/locales/cs/admin.json';
import en from '@/locales/en/admin.json';
import { inUseOf, inUseText } from './in-use-text';

const refused = new ApiError('deleteAdminPlace', 409, {
  error: 'in_use',
  message: 'hall H07 hosts 52 matches',
  record: 'hall H07',
  usages: [
    { kind: 'matches', count: 52 },
    { kind: 'refereeHalls', count: 3 },
  ],
});

describe('a refused delete', () => {
  it('reads the usages of a 409 in_use only', () => {
    expect(inUseOf(refused)?.usages).toHaveLength(2);
    expect(inUseOf(new ApiError('deleteAdminPlace', 404, { error: 'not_found', message: 'x' }))).toBeNull();
  });

  it('words them in Czech and English with plural forms', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'cs', resources: { cs: { admin: cs }, en: { admin: en } }, ns: ['admin'] });
    const details = inUseOf(refused)!;
    expect(inUseText(i18n.getFixedT('cs', 'admin'), 'cs', 'Hala H07', details)).toBe(
      // Czech lists keep the conjunction with the next word (a no-break space).
      'Hala H07 nelze smazat: hostí 52 zápasů a\u00a0má 3 dny rozhodčích. Místo toho ho deaktivujte.',
    );
    expect(inUseText(i18n.getFixedT('en', 'admin'), 'en', 'Hall H07', details)).toBe(
      'Hall H07 cannot be deleted: it hosts 52 matches and has 3 referee days. Deactivate it instead.',
    );
  });
});

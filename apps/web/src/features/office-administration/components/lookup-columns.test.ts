import type { AdminPricelistItem, AdminTeamCategory } from '@tms/domain/contract/lookup-office';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cs from '@/locales/cs/admin.json';
import en from '@/locales/en/admin.json';
import { pricelistColumns } from './lookup-pricelist-items';
import { teamCategoryColumns } from './lookup-team-categories';

const texts = async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'cs', resources: { cs: { admin: cs }, en: { admin: en } }, ns: ['admin'] });
  return { cs: i18n.getFixedT('cs', 'admin'), en: i18n.getFixedT('en', 'admin') };
};

/** What each column shows for the row, by its key; spaces as plain spaces. */
function shown<Row>(columns: { key: string; render: (row: Row) => unknown }[], row: Row) {
  return Object.fromEntries(
    columns.map((column) => [column.key, String(column.render(row)).replace(/\u00a0|\u202f/g, ' ')]),
  );
}

const item = {
  id: 1,
  nameCs: 'Plná penze',
  nameEn: 'Full board',
  unit: 'night',
  priceCzk: '1234.50',
  priceEur: '49.00',
};
const category = { id: 2, code: 'U15B', gender: 'male', birthDateMin: '2011-01-01', birthDateMax: '2012-12-31' };

describe('the lookup lists of the office', () => {
  it('show the pricelist prices as money of the language, the unit by its name', async () => {
    const t = await texts();
    const czech = shown(pricelistColumns(t.cs, 'cs'), item as AdminPricelistItem);
    expect(czech).toMatchObject({
      name: 'Plná penze',
      unit: 'Za osobu a noc',
      priceCzk: '1 234,50 Kč',
      priceEur: '49,00 €',
    });
    const english = shown(pricelistColumns(t.en, 'en'), item as AdminPricelistItem);
    expect(english).toMatchObject({ name: 'Full board', priceCzk: 'CZK 1,234.50', priceEur: '€49.00' });
  });

  it('show the birth dates of a category as dates of the language', async () => {
    const t = await texts();
    const czech = shown(teamCategoryColumns(t.cs, 'cs'), category as AdminTeamCategory);
    expect(czech).toMatchObject({ gender: 'Chlapci', birthDateMin: '1. 1. 2011', birthDateMax: '31. 12. 2012' });
    const english = shown(teamCategoryColumns(t.en, 'en'), category as AdminTeamCategory);
    expect(english.birthDateMin).toBe('Jan 1, 2011');
  });
});

import type { AdminCountry, CountryValues, LookupListQuery } from '@tms/domain/contract/lookup-office';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { clubRegistrations, clubs, countries, countryTranslations, referees, regions } from '../../db/schema/index';
import { type Paging, memoryList } from '../../lib/admin-list';
import { invalid, notFound } from '../../lib/http-error';
import { announceLookupChange } from '../../lib/lookup-change';
import { countWhere, refuseWhenUsed } from '../../lib/usage-guard';
import type { SessionUser } from '../../plugins/session';
import { recordAudit } from '../audit/record';
import { lockedRow, recordLinks } from './common';

async function loadCountries(db: DbOrTx, ids?: number[]): Promise<AdminCountry[]> {
  const only = (column: AnyPgColumn) => (ids ? inArray(column, ids) : undefined);
  const [rows, names, regionRows, clubCounts] = await Promise.all([
    db.select().from(countries).where(only(countries.id)).orderBy(asc(countries.countryCode)),
    db.select().from(countryTranslations).where(only(countryTranslations.countryId)),
    db.select().from(regions).where(only(regions.countryId)).orderBy(asc(regions.code)),
    db
      .select({ id: clubs.countryId, n: sql<number>`count(*)::int` })
      .from(clubs)
      .where(only(clubs.countryId))
      .groupBy(clubs.countryId),
  ]);
  return rows.map((row) => {
    const name = (locale: string) =>
      names.find((t) => t.countryId === row.id && t.locale === locale)?.name ?? row.countryCode;
    return {
      id: row.id,
      countryCode: row.countryCode,
      currencyCode: row.currencyCode,
      languageCode: row.languageCode,
      nameCs: name('cs'),
      nameEn: name('en'),
      regions: regionRows.filter((r) => r.countryId === row.id).map(({ id, code, name: n }) => ({ id, code, name: n })),
      isActive: row.isActive,
      clubs: clubCounts.find((count) => count.id === row.id)?.n ?? 0,
      links: recordLinks('countries', 'Country', row.id),
    };
  });
}

export async function loadCountryRows(db: DbOrTx, query: LookupListQuery, paging: Paging, locale: string) {
  const items = (await loadCountries(db)).filter(
    (row) => query.isActive === undefined || row.isActive === query.isActive,
  );
  return memoryList(items, query, paging, {
    sorts: { name: (row) => (locale === 'en' ? row.nameEn : row.nameCs), id: (row) => row.id },
    search: (row) => [row.countryCode, row.nameCs, row.nameEn, row.currencyCode],
  });
}

export async function getCountry(db: DbOrTx, id: number) {
  const [country] = await loadCountries(db, [id]);
  if (!country) throw notFound('Country');
  return country;
}

const audited = (country: AdminCountry) => ({
  countryCode: country.countryCode,
  currencyCode: country.currencyCode,
  languageCode: country.languageCode,
  nameCs: country.nameCs,
  nameEn: country.nameEn,
  isActive: country.isActive,
  regions: country.regions.map((region) => `${region.code} ${region.name}`),
});

/** The country's columns, names and regions: regions match by code; a dropped region no club has goes. */
async function write(tx: DbOrTx, id: number | null, values: CountryValues): Promise<number> {
  const [taken] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.countryCode, values.countryCode));
  if (taken && taken.id !== id) throw invalid({ countryCode: { key: 'duplicate' } }, 'Another country has this code');
  const columns = {
    countryCode: values.countryCode,
    currencyCode: values.currencyCode,
    languageCode: values.languageCode,
    isActive: values.isActive,
  };
  const countryId =
    id === null
      ? (await tx.insert(countries).values(columns).returning())[0].id
      : (await tx.update(countries).set(columns).where(eq(countries.id, id)).returning())[0].id;
  for (const [locale, name] of [
    ['cs', values.nameCs],
    ['en', values.nameEn],
  ] as const) {
    await tx
      .insert(countryTranslations)
      .values({ countryId, locale, name })
      .onConflictDoUpdate({ target: [countryTranslations.countryId, countryTranslations.locale], set: { name } });
  }
  const existing = await tx.select().from(regions).where(eq(regions.countryId, countryId));
  const dropped = existing.filter((region) => !values.regions.some((r) => r.code === region.code));
  if (dropped.length) {
    const ids = dropped.map((region) => region.id);
    await refuseWhenUsed(`region ${dropped.map((region) => region.code).join(', ')}`, {
      clubs: countWhere(tx, clubs, inArray(clubs.regionId, ids)),
    });
    await tx.delete(regions).where(inArray(regions.id, ids));
  }
  for (const region of values.regions) {
    await tx
      .insert(regions)
      .values({ countryId, ...region })
      .onConflictDoUpdate({ target: [regions.countryId, regions.code], set: { name: region.name } });
  }
  return countryId;
}

export async function createCountry(db: Db, user: SessionUser, values: CountryValues) {
  return db.transaction(async (tx) => {
    const id = await write(tx, null, values);
    await recordAudit(tx, user, {
      entity: 'country',
      recordId: id,
      action: 'create',
      after: audited(await getCountry(tx, id)),
    });
    await announceLookupChange(tx);
    return id;
  });
}

/** A changed currency applies to bills derived after it; stored invoice items keep theirs. */
export async function updateCountry(db: Db, user: SessionUser, id: number, values: CountryValues) {
  await db.transaction(async (tx) => {
    await lockedRow(tx, countries, countries.id, id, 'Country');
    const before = await getCountry(tx, id);
    await write(tx, id, values);
    const after = await getCountry(tx, id);
    await recordAudit(tx, user, {
      entity: 'country',
      recordId: id,
      action: 'update',
      before: audited(before),
      after: audited(after),
    });
    await announceLookupChange(tx);
  });
}

/** Only a country no club, billing address or referee has. */
export async function deleteCountry(db: Db, user: SessionUser, id: number) {
  await db.transaction(async (tx) => {
    await lockedRow(tx, countries, countries.id, id, 'Country');
    const before = await getCountry(tx, id);
    await refuseWhenUsed(`country ${before.countryCode}`, {
      clubs: Promise.all([
        countWhere(tx, clubs, eq(clubs.countryId, id)),
        countWhere(tx, clubRegistrations, eq(clubRegistrations.invoiceCountryId, id)),
      ]).then(([a, b]) => a + b),
      referees: countWhere(tx, referees, or(eq(referees.countryId, id), eq(referees.accountCountryId, id))),
    });
    await tx.delete(countries).where(and(eq(countries.id, id)));
    await recordAudit(tx, user, { entity: 'country', recordId: id, action: 'delete', before: audited(before) });
    await announceLookupChange(tx);
  });
}

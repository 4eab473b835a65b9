import type { Country, EnumsBundle, PricelistItem, SiteSettings } from '@tms/domain/contract/enums';
import { asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  configurations,
  countries,
  countryTranslations,
  pricelistItems,
  regions,
  serviceLevels,
  teamCategories,
  trainingTypes,
  tshirtSizes,
} from '../../db/schema/index';

/*
 * Lookup lists: the data forms offer and pages look values up in (public configuration, countries
 * with regions, pricelist, service levels, team categories, training types, t-shirt sizes). Served
 * together as GET /api/v1/web/enums, the specification's name; parts of them also go into the
 * competition's static bundle. The rows the code itself depends on are in db/built-in-rows.ts.
 * Inactive rows stay in the lists with `isActive: false`: the clubs, referees and invoices that
 * already have them still show them; the forms offer and the public pages list only active ones.
 */

export async function listPublicConfigurations(db: DbOrTx) {
  return db
    .select({
      key: configurations.key,
      dataType: configurations.dataType,
      value: configurations.value,
      format: configurations.format,
      label: configurations.label,
      description: configurations.description,
    })
    .from(configurations)
    .where(eq(configurations.isPublic, true))
    .orderBy(asc(configurations.key));
}

export async function listCountries(db: DbOrTx): Promise<Country[]> {
  const [rows, regionRows, translationRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.countryCode)),
    db.select().from(regions).orderBy(asc(regions.name)),
    db.select().from(countryTranslations).orderBy(asc(countryTranslations.locale)),
  ]);
  return rows.map((country) => ({
    id: country.id,
    countryCode: country.countryCode,
    currencyCode: country.currencyCode,
    languageCode: country.languageCode,
    createdAt: country.createdAt,
    isActive: country.isActive,
    regions: regionRows.filter((r) => r.countryId === country.id).map(({ id, code, name }) => ({ id, code, name })),
    translations: translationRows
      .filter((t) => t.countryId === country.id)
      .map(({ id, locale, name, description }) => ({ id, locale, name, description })),
  }));
}

export async function listTeamCategories(db: DbOrTx) {
  return db.select().from(teamCategories).orderBy(asc(teamCategories.weight), asc(teamCategories.code));
}

async function listPricelistItems(db: DbOrTx): Promise<PricelistItem[]> {
  const rows = await db.select().from(pricelistItems).orderBy(asc(pricelistItems.id));
  return rows.map(({ createdAt: _createdAt, ...item }) => ({
    ...item,
    translations: [
      { locale: 'cs', name: item.nameCs },
      { locale: 'en', name: item.nameEn },
    ],
  }));
}

export async function getEnums(db: DbOrTx, site: SiteSettings): Promise<EnumsBundle> {
  const [[edition], configurationRows, countryRows, pricelist, levels, categories, trainings, sizes] =
    await Promise.all([
      queryRows<EnumsBundle['edition']>(
        db,
        sql`select year, name, starts_on::text as "startsOn", ends_on::text as "endsOn", is_current as "isCurrent"
          from editions where id = current_edition_id()`,
      ),
      listPublicConfigurations(db),
      listCountries(db),
      listPricelistItems(db),
      db.select().from(serviceLevels).orderBy(asc(serviceLevels.id)),
      listTeamCategories(db),
      db.select().from(trainingTypes).orderBy(asc(trainingTypes.id)),
      db.select().from(tshirtSizes).orderBy(asc(tshirtSizes.id)),
    ]);
  return {
    edition,
    configurations: configurationRows,
    countries: countryRows,
    pricelistItems: pricelist,
    serviceLevels: levels,
    teamCategories: categories,
    trainingTypes: trainings,
    tshirtSizes: sizes,
    site,
  };
}

import {
  type AdminCountry,
  type AdminPricelistItem,
  type AdminServiceLevel,
  type AdminTeamCategory,
  adminCountry,
  adminPricelistItem,
  adminServiceLevel,
  adminTeamCategory,
  countryInput,
  countryPage,
  pricelistItemInput,
  pricelistItemPage,
  serviceLevelInput,
  serviceLevelPage,
  teamCategoryInput,
  teamCategoryPage,
} from '@tms/domain/contract/lookup-office';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ExportColumn } from '../../lib/admin-list';
import { createCountry, deleteCountry, getCountry, loadCountryRows, updateCountry } from './countries';
import { lookupListRoutes } from './crud-routes';
import {
  createPricelistItem,
  deletePricelistItem,
  getPricelistItem,
  loadPricelistItems,
  updatePricelistItem,
} from './pricelist-items';
import {
  createServiceLevel,
  deleteServiceLevel,
  getServiceLevel,
  loadServiceLevels,
  updateServiceLevel,
} from './service-levels';
import {
  createTeamCategory,
  deleteTeamCategory,
  getTeamCategory,
  loadTeamCategories,
  updateTeamCategory,
} from './team-categories';

const id = <Row extends { id: number }>(): ExportColumn<Row> => ({
  header: 'lookups.columns.id',
  type: 'integer',
  value: (row) => row.id,
});
const active = <Row extends { isActive: boolean }>(): ExportColumn<Row> => ({
  header: 'lookups.columns.isActive',
  type: 'text',
  value: (row) => row.isActive,
});

const CATEGORY_COLUMNS: ExportColumn<AdminTeamCategory>[] = [
  id(),
  { header: 'lookups.columns.code', type: 'text', value: (row) => row.code },
  { header: 'lookups.columns.gender', type: 'text', value: (row) => row.gender, labels: 'lookups.gender' },
  { header: 'lookups.columns.birthDateMin', type: 'date', value: (row) => row.birthDateMin },
  { header: 'lookups.columns.birthDateMax', type: 'date', value: (row) => row.birthDateMax },
  { header: 'lookups.columns.matchLength', type: 'integer', value: (row) => row.matchLength },
  { header: 'lookups.columns.otherGenderMax', type: 'integer', value: (row) => row.otherGenderMax },
  { header: 'lookups.columns.teams', type: 'integer', value: (row) => row.teams },
  active(),
];
const LEVEL_COLUMNS: ExportColumn<AdminServiceLevel>[] = [
  id(),
  { header: 'lookups.columns.name', type: 'text', value: (row) => row.name },
  active(),
];
const PRICELIST_COLUMNS: ExportColumn<AdminPricelistItem>[] = [
  id(),
  { header: 'lookups.columns.nameCs', type: 'text', value: (row) => row.nameCs },
  { header: 'lookups.columns.nameEn', type: 'text', value: (row) => row.nameEn },
  { header: 'lookups.columns.unit', type: 'text', value: (row) => row.unit, labels: 'lookups.unit' },
  { header: 'lookups.columns.priceCzk', type: 'money', value: (row) => row.priceCzk },
  { header: 'lookups.columns.priceEur', type: 'money', value: (row) => row.priceEur },
  { header: 'lookups.columns.supplierId', type: 'integer', value: (row) => row.supplierId },
  {
    header: 'lookups.fields.serviceTypeId',
    type: 'text',
    value: (row) => row.serviceTypeId,
    labels: 'lookups.serviceType',
  },
  {
    header: 'lookups.fields.cateringType',
    type: 'text',
    value: (row) => row.cateringType,
    labels: 'lookups.cateringType',
  },
  {
    header: 'lookups.fields.accommodationKind',
    type: 'text',
    value: (row) => row.accommodationKind,
    labels: 'lookups.accommodationKind',
  },
  { header: 'lookups.columns.separateInvoice', type: 'text', value: (row) => row.separateInvoice },
  active(),
];
const COUNTRY_COLUMNS: ExportColumn<AdminCountry>[] = [
  id(),
  { header: 'lookups.columns.countryCode', type: 'text', value: (row) => row.countryCode },
  { header: 'lookups.columns.nameCs', type: 'text', value: (row) => row.nameCs },
  { header: 'lookups.columns.nameEn', type: 'text', value: (row) => row.nameEn },
  { header: 'lookups.columns.currency', type: 'text', value: (row) => row.currencyCode },
  { header: 'lookups.columns.clubs', type: 'integer', value: (row) => row.clubs },
  active(),
];

/** Team categories, service levels, the pricelist and countries in the back-office. */
export async function lookupOfficeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  lookupListRoutes(app, db, {
    path: 'team-categories',
    plural: 'TeamCategories',
    singular: 'TeamCategory',
    what: 'Team categories',
    input: teamCategoryInput,
    item: adminTeamCategory,
    page: teamCategoryPage,
    load: (query, paging) => loadTeamCategories(db, query, paging),
    get: (recordId) => getTeamCategory(db, recordId),
    create: (user, values) => createTeamCategory(db, user, values),
    update: (user, recordId, values) => updateTeamCategory(db, user, recordId, values),
    remove: (user, recordId) => deleteTeamCategory(db, user, recordId),
    file: { name: 'team-categories', sheet: 'lookups.teamCategories.title', columns: CATEGORY_COLUMNS },
  });
  lookupListRoutes(app, db, {
    path: 'service-levels',
    plural: 'ServiceLevels',
    singular: 'ServiceLevel',
    what: 'Service levels',
    input: serviceLevelInput,
    item: adminServiceLevel,
    page: serviceLevelPage,
    load: (query, paging) => loadServiceLevels(db, query, paging),
    get: (recordId) => getServiceLevel(db, recordId),
    create: (user, values) => createServiceLevel(db, user, values),
    update: (user, recordId, values) => updateServiceLevel(db, user, recordId, values),
    remove: (user, recordId) => deleteServiceLevel(db, user, recordId),
    file: { name: 'service-levels', sheet: 'lookups.serviceLevels.title', columns: LEVEL_COLUMNS },
  });
  lookupListRoutes(app, db, {
    path: 'pricelist-items',
    plural: 'PricelistItems',
    singular: 'PricelistItem',
    what: 'Pricelist items',
    input: pricelistItemInput,
    item: adminPricelistItem,
    page: pricelistItemPage,
    load: (query, paging, locale) => loadPricelistItems(db, query, paging, locale),
    get: (recordId) => getPricelistItem(db, recordId),
    create: (user, values) => createPricelistItem(db, user, values),
    update: (user, recordId, values) => updatePricelistItem(db, user, recordId, values),
    remove: (user, recordId) => deletePricelistItem(db, user, recordId),
    file: { name: 'pricelist-items', sheet: 'lookups.pricelistItems.title', columns: PRICELIST_COLUMNS },
  });
  lookupListRoutes(app, db, {
    path: 'countries',
    plural: 'Countries',
    singular: 'Country',
    what: 'Countries and their regions',
    input: countryInput,
    item: adminCountry,
    page: countryPage,
    load: (query, paging, locale) => loadCountryRows(db, query, paging, locale),
    get: (recordId) => getCountry(db, recordId),
    create: (user, values) => createCountry(db, user, values),
    update: (user, recordId, values) => updateCountry(db, user, recordId, values),
    remove: (user, recordId) => deleteCountry(db, user, recordId),
    file: { name: 'countries', sheet: 'lookups.countries.title', columns: COUNTRY_COLUMNS },
  });
}

import { type CateringCountRow, cateringDay, cateringQuery } from '@tms/domain/contract/catering';
import { errorBody } from '@tms/domain/contract/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { EXPORT_CONTENT_TYPES, toCsv, toXlsx } from '../../lib/export-file';
import { type ExportColumn, exportTable } from '../../lib/export-table';
import { formatDay } from '../../lib/locale-format';
import { authorize } from '../../policy';
import { textsFor } from '../translations/texts';
import { renderCountsPdf, renderVouchersPdf } from './catering-pdf';
import { cateringCountRows, cateringDayOf, loadCatering, voucherRestaurants } from './service';

const tags = ['back-office'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const localeOf = (asked: string | undefined, user: { locale: string }) =>
  (asked ?? user.locale) === 'en' ? ('en' as const) : ('cs' as const);

/** The meal counts' file (CSV, XLSX and the kitchens' PDF): the day in the language, the meal by its name. */
const COUNT_COLUMNS: ExportColumn<CateringCountRow>[] = [
  { header: 'catering.columns.day', type: 'date', value: (row) => row.day },
  { header: 'catering.columns.restaurant', type: 'text', value: (row) => row.restaurant },
  { header: 'catering.columns.meal', type: 'text', value: (row) => row.meal, labels: 'catering.meals' },
  { header: 'catering.columns.seats', type: 'integer', value: (row) => row.seats },
  { header: 'catering.columns.count', type: 'integer', value: (row) => row.count },
];

function sendFile(reply: FastifyReply, body: Buffer, type: string, name: string, disposition = 'attachment') {
  return reply
    .header('content-type', type)
    .header('content-disposition', `${disposition}; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The catering plan: meal counts per restaurant and slot, their exports and the referees' meal vouchers. */
export async function cateringRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/admin/catering',
    {
      schema: {
        operationId: 'getCatering',
        tags,
        summary:
          "A day's meal counts per restaurant and slot (never over its seats) and who eats there; format=csv|xlsx|pdf: the counts of that day, or of every day without `day`",
        querystring: cateringQuery,
        produces: ['application/json', EXPORT_CONTENT_TYPES.csv, EXPORT_CONTENT_TYPES.xlsx, 'application/pdf'],
        response: { 200: cateringDay, ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageCatering');
      const locale = localeOf(request.query.locale, user);
      const t = await textsFor(db, locale, 'admin');
      const world = await loadCatering(db, locale, t('catering.extraPersons'));
      reply.header('cache-control', 'no-store');
      const { format, day } = request.query;
      if (!format) return cateringDayOf(world, day);
      const rows = cateringCountRows(world, day, t('catering.unseated'));
      const table = await exportTable(db, locale, { sheet: 'catering.title', columns: COUNT_COLUMNS }, rows);
      const name = `catering-${day ?? 'all'}.${format}`;
      if (format === 'pdf') return sendFile(reply, await renderCountsPdf(table), 'application/pdf', name, 'inline');
      const body = format === 'csv' ? toCsv(table) : await toXlsx(table);
      return sendFile(reply, body, EXPORT_CONTENT_TYPES[format], name);
    },
  );

  r.get(
    '/api/v1/admin/catering/vouchers',
    {
      schema: {
        operationId: 'printMealVouchers',
        tags,
        summary:
          "The approved referees' meal vouchers as a printable PDF, each numbered with its day, meal and restaurant",
        querystring: z.object({ locale: z.enum(['cs', 'en']).optional() }),
        produces: ['application/pdf'],
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await authorize(request, 'manageCatering');
      const locale = localeOf(request.query.locale, user);
      const t = await textsFor(db, locale, 'admin');
      const world = await loadCatering(db, locale, t('catering.extraPersons'));
      const seated = voucherRestaurants(world);
      const printed = world.vouchers.map((v) => ({
        number: v.number,
        referee: v.refereeName,
        day: v.day ? formatDay(v.day, locale) : '–',
        meal: v.slot ? t(`catering.meals.${v.slot}`) : '–',
        restaurant: (v.day && v.slot && seated.get(`${v.refereeId}:${v.day}:${v.slot}`)) || '–',
      }));
      const pdf = await renderVouchersPdf(printed, t('catering.vouchers.title'), {
        day: t('catering.columns.day'),
        meal: t('catering.columns.meal'),
        restaurant: t('catering.columns.restaurant'),
      });
      return sendFile(reply, pdf, 'application/pdf', 'meal-vouchers.pdf', 'inline');
    },
  );
}

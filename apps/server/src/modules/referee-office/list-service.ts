import { formatCzechAccount } from '@tms/domain/bank-account';
import type {
  RefereeBankDetailsQuery,
  RefereeBankDetailsRow,
  RefereeRegistrationListQuery,
  RefereeRegistrationRow,
} from '@tms/domain/contract/referee-office';
import { refereeNights, refereePayoutAccount } from '@tms/domain/referee-registration';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countries, refereeInHalls, referees } from '../../db/schema/index';
import { type ExportColumn, type Paging, collated, sqlList, sqlOrderBy, sqlSearch } from '../../lib/admin-list';

const hallDays = sql<number>`(select count(*)::int from ${refereeInHalls} where ${refereeInHalls.refereeId} = ${referees.id})`;

/** The registrations the query selects: state, country, accommodation and payment type narrow in SQL. */
export async function loadRefereeRows(
  db: DbOrTx,
  query: RefereeRegistrationListQuery,
  paging: Paging,
): Promise<{ rows: RefereeRegistrationRow[]; total: number }> {
  const where = and(
    query.state ? eq(referees.registrationState, query.state) : undefined,
    query.countryId !== undefined ? eq(referees.countryId, query.countryId) : undefined,
    query.accommodation !== undefined ? eq(referees.wantsAccommodation, query.accommodation) : undefined,
    query.paymentType ? eq(referees.paymentType, query.paymentType) : undefined,
    sqlSearch(query.q, [referees.firstName, referees.lastName, referees.email, referees.phone, countries.countryCode]),
  );
  return sqlList(paging, where, {
    count: async (condition) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(referees)
          .innerJoin(countries, eq(countries.id, referees.countryId))
          .where(condition)
      )[0].n,
    select: async (condition, page) => {
      const base = db
        .select({ referee: referees, countryCode: countries.countryCode, hallDays })
        .from(referees)
        .innerJoin(countries, eq(countries.id, referees.countryId))
        .where(condition)
        .orderBy(
          ...sqlOrderBy(
            query.sort,
            {
              lastName: collated(sql`${referees.lastName} || ' ' || ${referees.firstName}`),
              createdAt: referees.createdAt,
              state: referees.registrationState,
              country: countries.countryCode,
              arrivalDate: referees.arrivalDate,
            },
            referees.id,
          ),
        );
      const rows = await (page ? base.limit(page.limit).offset(page.offset) : base);
      return rows.map(({ referee, countryCode, hallDays: days }) => ({
        id: referee.id,
        firstName: referee.firstName,
        lastName: referee.lastName,
        email: referee.email,
        phone: referee.phone,
        registrationState: referee.registrationState,
        countryId: referee.countryId,
        countryCode,
        wantsAccommodation: referee.wantsAccommodation,
        wantsSingleRoom: referee.wantsSingleRoom,
        accommodationPlaceId: referee.accommodationPlaceId,
        accompanimentPersons: referee.accompanimentPersons,
        arrivalDate: referee.arrivalDate,
        departureDate: referee.departureDate,
        nights: refereeNights(referee.arrivalDate, referee.departureDate),
        paymentType: referee.paymentType,
        hallDays: days,
        createdAt: referee.createdAt,
      }));
    },
  });
}

export const REFEREE_EXPORT: ExportColumn<RefereeRegistrationRow>[] = [
  { header: 'referees.columns.id', type: 'integer', value: (row) => row.id },
  { header: 'referees.columns.lastName', type: 'text', value: (row) => row.lastName },
  { header: 'referees.columns.firstName', type: 'text', value: (row) => row.firstName },
  { header: 'referees.columns.state', type: 'text', value: (row) => row.registrationState, labels: 'referees.state' },
  { header: 'referees.columns.country', type: 'text', value: (row) => row.countryCode },
  { header: 'referees.columns.email', type: 'text', value: (row) => row.email },
  { header: 'referees.columns.phone', type: 'text', value: (row) => row.phone },
  { header: 'referees.columns.accommodation', type: 'text', value: (row) => row.wantsAccommodation },
  { header: 'referees.columns.singleRoom', type: 'text', value: (row) => row.wantsSingleRoom },
  { header: 'referees.columns.accompaniment', type: 'integer', value: (row) => row.accompanimentPersons },
  { header: 'referees.columns.arrival', type: 'date', value: (row) => row.arrivalDate },
  { header: 'referees.columns.departure', type: 'date', value: (row) => row.departureDate },
  { header: 'referees.columns.nights', type: 'integer', value: (row) => row.nights },
  {
    header: 'referees.columns.paymentType',
    type: 'text',
    value: (row) => row.paymentType,
    labels: 'referees.paymentType',
  },
  { header: 'referees.columns.hallDays', type: 'integer', value: (row) => row.hallDays },
  { header: 'referees.columns.createdAt', type: 'datetime', value: (row) => row.createdAt },
];

type BankRow = RefereeBankDetailsRow;

/** Where to pay each referee of one currency (CZK: Czech accounts, EUR: foreign accounts). */
export async function loadBankDetailsRows(
  db: DbOrTx,
  query: RefereeBankDetailsQuery,
  paging: Paging,
): Promise<{ rows: BankRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(referees.paymentType, query.currency === 'CZK' ? 'czk_payment' : 'foreign_eur_payment'),
    query.state ? eq(referees.registrationState, query.state) : undefined,
    sqlSearch(query.q, [referees.firstName, referees.lastName, referees.email, referees.accountHoldersName]),
  );
  const accountCountries = sql<
    string | null
  >`(select ${countries.countryCode} from ${countries} where ${countries.id} = ${referees.accountCountryId})`;
  return sqlList(paging, where, {
    count: async (condition) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(referees).where(condition))[0].n,
    select: async (condition, page) => {
      const base = db
        .select({ referee: referees, countryCode: countries.countryCode, accountCountry: accountCountries })
        .from(referees)
        .innerJoin(countries, eq(countries.id, referees.countryId))
        .where(condition)
        .orderBy(
          ...sqlOrderBy(
            query.sort,
            { lastName: sql`${referees.lastName} || ' ' || ${referees.firstName}`, country: countries.countryCode },
            referees.id,
          ),
        );
      const rows = await (page ? base.limit(page.limit).offset(page.offset) : base);
      return rows.map(({ referee, countryCode, accountCountry }) => {
        const payout = refereePayoutAccount(referee);
        const czech = referee.paymentType === 'czk_payment';
        const address = [referee.accountStreet, referee.accountZip, referee.accountCity, accountCountry]
          .filter(Boolean)
          .join(', ');
        return {
          id: referee.id,
          firstName: referee.firstName,
          lastName: referee.lastName,
          email: referee.email,
          countryCode,
          registrationState: referee.registrationState,
          accountHoldersName: referee.accountHoldersName,
          account:
            czech && referee.accountNumber && referee.bankCode
              ? formatCzechAccount({
                  prefix: referee.accountPrefix ?? '',
                  number: referee.accountNumber,
                  bankCode: referee.bankCode,
                })
              : null,
          iban: payout?.iban ?? (czech ? null : referee.iban),
          bic: payout?.bic ?? (czech ? null : referee.bicOrSwiftCode),
          address: czech ? null : address || null,
          complete: payout !== null,
        };
      });
    },
  });
}

const bankColumn = (key: string, value: ExportColumn<BankRow>['value'], labels?: string): ExportColumn<BankRow> => ({
  header: `referees.bank.columns.${key}`,
  type: 'text',
  value,
  labels,
});

/** The payout file: CZK with the Czech account (and its IBAN), EUR with IBAN, BIC and the holder's address. */
export function bankDetailsExport(currency: 'CZK' | 'EUR'): ExportColumn<BankRow>[] {
  const common: ExportColumn<BankRow>[] = [
    { header: 'referees.columns.id', type: 'integer', value: (row) => row.id },
    bankColumn('name', (row) => `${row.firstName} ${row.lastName}`),
    bankColumn('holder', (row) => row.accountHoldersName),
  ];
  const tail: ExportColumn<BankRow>[] = [
    bankColumn('email', (row) => row.email),
    bankColumn('state', (row) => row.registrationState, 'referees.state'),
    { header: 'referees.bank.columns.complete', type: 'text', value: (row) => row.complete },
  ];
  if (currency === 'CZK') {
    return [...common, bankColumn('account', (row) => row.account), bankColumn('iban', (row) => row.iban), ...tail];
  }
  return [
    ...common,
    bankColumn('iban', (row) => row.iban),
    bankColumn('bic', (row) => row.bic),
    bankColumn('address', (row) => row.address),
    ...tail,
  ];
}

import { configValueProblem, normalizePrimaryColor } from '@tms/domain/config-value';
import type { AdminConfigurationEntry, ConfigurationChange, OutboxMail } from '@tms/domain/contract/admin';
import type { Link } from '@tms/domain/contract/common';
import { OWN_COUNTRY_MODES } from '@tms/domain/contract/referee-assignments';
import { isValidPayoutRates } from '@tms/domain/referee-assignment/payout';
import {
  formatSingleRefereeCategories,
  parseSingleRefereeCategories,
} from '@tms/domain/referee-assignment/single-referee';
import { ruleMessageEn } from '@tms/domain/rule-keys';
import { parseTranslationOverrides } from '@tms/domain/translation-overrides';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { configurationChanges, configurations, mailOutbox, teamCategories, users } from '../../db/schema/index';
import { forbidden, invalid, notFound } from '../../lib/http-error';
import { LIVE_CHANNEL, type LiveNotification } from '../../plugins/live-bus';
import { canChangeConfiguration } from '../../policy';
import type { SessionUser } from '../../plugins/session';
import { SINGLE_REFEREE_CATEGORIES_KEY } from '../referee-assignments/world';
import { DEFAULT_TEXTS } from '../translations/default-texts';

type ConfigurationRow = typeof configurations.$inferSelect;

function updateLink(key: string): Link {
  return {
    operationId: 'updateConfiguration',
    method: 'PUT',
    href: `/api/v1/admin/configuration/${encodeURIComponent(key)}`,
  };
}

function withLinks(row: ConfigurationRow, user: SessionUser): AdminConfigurationEntry {
  return { ...row, links: canChangeConfiguration(user, row) ? [updateLink(row.key)] : [] };
}

export async function listConfiguration(db: DbOrTx, user: SessionUser): Promise<AdminConfigurationEntry[]> {
  const rows = await db.select().from(configurations).orderBy(asc(configurations.key));
  return rows.map((row) => withLinks(row, user));
}

/**
 * The value as stored: the colour as lower-case #rrggbb, overrides as indented JSON of what they
 * change. A value that does not fit the entry's type is refused with the field message.
 */
function checkedValue(row: ConfigurationRow, value: string | null): string | null {
  const problem = configValueProblem(row.key, row.dataType, value);
  if (problem) throw invalid({ value: problem }, ruleMessageEn(problem) ?? undefined);
  if (row.key === 'style_primary_color') return normalizePrimaryColor(value);
  // The referee rules read these two as a closed list and as JSON; anything else would be ignored silently.
  if (row.key === 'referee_assignment.own_country' && !(OWN_COUNTRY_MODES as readonly string[]).includes(value ?? '')) {
    throw invalid({ value: { key: 'invalidValue' } }, 'One of always, from_semifinals, never');
  }
  if (row.key === 'referee_payout.rates' && !isValidPayoutRates(value)) {
    throw invalid({ value: { key: 'invalidValue' } }, 'Rates JSON: { match, dailyAllowance, travel } in CZK and EUR');
  }
  if (row.key === 'web.translations') {
    const parsed = parseTranslationOverrides(value ?? '', DEFAULT_TEXTS);
    if (!parsed.ok) throw invalid({ value: parsed.reason }, ruleMessageEn(parsed.reason) ?? undefined);
    return JSON.stringify(parsed.overrides, null, 2);
  }
  if (value !== null && value.trim() === '') return null;
  return row.dataType === 'string' ? value : (value?.trim() ?? null);
}

/** The one-referee categories: codes of existing categories, stored as `ME, WE`. */
async function checkedCategoryCodes(db: DbOrTx, value: string | null): Promise<string | null> {
  const codes = parseSingleRefereeCategories(value);
  if (codes.length === 0) return null;
  const known = new Set((await db.select({ code: teamCategories.code }).from(teamCategories)).map((r) => r.code));
  const unknown = codes.filter((code) => !known.has(code));
  if (unknown.length > 0) {
    const params = { codes: unknown.join(', ') };
    throw invalid(
      { value: { key: 'unknownCategories', params } },
      ruleMessageEn({ key: 'unknownCategories', params }) ?? undefined,
    );
  }
  return formatSingleRefereeCategories(codes);
}

/**
 * Changes one value: locks the entry, checks who may change it and what it may be, writes the value
 * and the history row, and announces the change (caches and open browsers reload it) on commit.
 */
export async function updateConfiguration(
  db: Db,
  user: SessionUser,
  key: string,
  value: string | null,
): Promise<AdminConfigurationEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(configurations).where(eq(configurations.key, key)).for('update');
    if (!row) throw notFound('Configuration entry');
    if (row.protected) throw forbidden('This configuration entry is protected');
    if (!canChangeConfiguration(user, row)) throw forbidden();
    const newValue =
      row.key === SINGLE_REFEREE_CATEGORIES_KEY ? await checkedCategoryCodes(tx, value) : checkedValue(row, value);
    if (newValue === row.value) return withLinks(row, user);
    const [updated] = await tx
      .update(configurations)
      .set({ value: newValue })
      .where(eq(configurations.key, key))
      .returning();
    await tx.insert(configurationChanges).values({ key, userId: user.id, oldValue: row.value, newValue });
    const notification: LiveNotification = { type: 'configuration' };
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notification)})`);
    return withLinks(updated, user);
  });
}

/** Changes of the values, newest first; of one entry when `key` is given. */
export async function listConfigurationHistory(
  db: DbOrTx,
  key: string | undefined,
  limit: number,
): Promise<ConfigurationChange[]> {
  const rows = await db
    .select({
      id: configurationChanges.id,
      key: configurationChanges.key,
      changedAt: configurationChanges.changedAt,
      oldValue: configurationChanges.oldValue,
      newValue: configurationChanges.newValue,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.username,
    })
    .from(configurationChanges)
    .leftJoin(users, eq(users.id, configurationChanges.userId))
    .where(key === undefined ? undefined : eq(configurationChanges.key, key))
    .orderBy(desc(configurationChanges.changedAt), desc(configurationChanges.id))
    .limit(limit);
  return rows.map(({ userId, firstName, lastName, email, ...change }) => ({
    ...change,
    user: userId === null ? null : { id: userId, name: `${firstName} ${lastName}`.trim(), email: email ?? '' },
  }));
}

/** The newest mails first. */
export async function listMailOutbox(db: DbOrTx, limit: number): Promise<OutboxMail[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.error,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

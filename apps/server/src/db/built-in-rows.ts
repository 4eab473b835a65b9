import type { DbOrTx } from './client';
import { CONFIGURATION_DEFAULTS } from './configuration-defaults';
import { configurations, eventTypes, matchStages, placeTypes, roundLevels } from './schema/index';

export { CONFIGURATION_DEFAULTS };

/*
 * Built-in rows: the match stages, event types, round levels, place types and configuration keys
 * that the code itself refers to by code. They ship with the product and are added on every start
 * when missing; organisers change configuration values, never these rows' codes.
 *
 * Not to be confused with the lookup lists (modules/lookup-lists, db/schema/lookup-lists.ts):
 * countries, categories, pricelist and the other lists that are data, served to forms and pages.
 * Both used to be called "reference data" and "enums", which said nothing about who owns them.
 */

export const PLACE_TYPES = [
  { id: 1, name: 'hall' },
  { id: 2, name: 'hotel' },
  { id: 3, name: 'restaurant' },
  { id: 4, name: 'attraction' },
  { id: 5, name: 'school' },
] as const;

export const MATCH_STAGES: readonly (typeof matchStages.$inferInsert)[] = [
  {
    code: 'not_started',
    nameCs: 'Nezahájeno',
    nameEn: 'Not started',
    shortNameCs: 'NZ',
    shortNameEn: 'NS',
    stageType: 'before',
    weight: 0,
  },
  {
    code: '1st_half',
    nameCs: '1. poločas',
    nameEn: '1st half',
    shortNameCs: '1. P',
    shortNameEn: '1st H',
    stageType: 'play',
    weight: 1,
  },
  {
    code: '2nd_half',
    nameCs: '2. poločas',
    nameEn: '2nd half',
    shortNameCs: '2. P',
    shortNameEn: '2nd H',
    stageType: 'play',
    weight: 2,
  },
  {
    code: 'shootout',
    nameCs: 'Sedmimetrové hody',
    nameEn: 'Shoot-out',
    shortNameCs: '7 m',
    shortNameEn: 'SO',
    stageType: 'play',
    weight: 3,
  },
  {
    code: 'waiting_for_approval',
    nameCs: 'Čeká na schválení',
    nameEn: 'Waiting for approval',
    shortNameCs: 'KS',
    shortNameEn: 'WA',
    stageType: 'after',
    weight: 4,
  },
  {
    code: 'finished',
    nameCs: 'Ukončeno',
    nameEn: 'Finished',
    shortNameCs: 'K',
    shortNameEn: 'F',
    stageType: 'after',
    weight: 5,
  },
];

export const EVENT_TYPES: readonly (typeof eventTypes.$inferInsert)[] = [
  { code: 'goal', nameCs: 'Gól', nameEn: 'Goal', shortName: 'G', category: 'score', scoreIncrease: 1, weight: 0 },
  {
    code: 'shootout-goal',
    nameCs: 'Gól v rozstřelu',
    nameEn: 'Shoot-out goal',
    shortName: 'SO',
    category: 'score',
    scoreIncrease: 1,
    weight: 1,
  },
  {
    code: 'yellow-card',
    nameCs: 'Žlutá karta',
    nameEn: 'Yellow card',
    shortName: 'YC',
    category: 'penalty',
    weight: 2,
  },
  {
    code: 'two-minutes',
    nameCs: 'Vyloučení na 2 minuty',
    nameEn: '2-minute suspension',
    shortName: '2′',
    category: 'penalty',
    penaltyDuration: 120,
    weight: 3,
  },
  {
    code: 'red-card',
    nameCs: 'Červená karta',
    nameEn: 'Red card',
    shortName: 'RC',
    category: 'penalty',
    penaltyMatchStop: true,
    penaltyDuration: 120,
    weight: 4,
  },
  {
    code: 'blue-card',
    nameCs: 'Modrá karta',
    nameEn: 'Blue card',
    shortName: 'BC',
    category: 'penalty',
    penaltyMatchStop: true,
    penaltyDuration: 120,
    weight: 5,
  },
];

export const ROUND_LEVELS: readonly (typeof roundLevels.$inferInsert)[] = [
  { systemName: 'preliminary', nameCs: 'Základní skupina', nameEn: 'Preliminary group', isBracket: false, weight: 0 },
  { systemName: 'main', nameCs: 'Hlavní skupina', nameEn: 'Main group', isBracket: false, weight: 1 },
  { systemName: 'round_of_16', nameCs: 'Osmifinále', nameEn: 'Round of 16', isBracket: true, weight: 2 },
  { systemName: 'quarter_final', nameCs: 'Čtvrtfinále', nameEn: 'Quarter-final', isBracket: true, weight: 3 },
  { systemName: 'semi_final', nameCs: 'Semifinále', nameEn: 'Semi-final', isBracket: true, weight: 4 },
  { systemName: 'third_place', nameCs: 'O 3. místo', nameEn: '3rd place match', isBracket: true, weight: 5 },
  { systemName: 'final', nameCs: 'Finále', nameEn: 'Final', isBracket: true, weight: 6 },
  { systemName: 'placement', nameCs: 'O umístění', nameEn: 'Placement match', isBracket: true, weight: 7 },
];

/** Adds whatever reference rows are missing; existing rows (and organisers' values) are kept. */
export async function ensureBuiltInRows(db: DbOrTx) {
  await db
    .insert(placeTypes)
    .values([...PLACE_TYPES])
    .onConflictDoNothing();
  await db
    .insert(matchStages)
    .values([...MATCH_STAGES])
    .onConflictDoNothing();
  await db
    .insert(eventTypes)
    .values([...EVENT_TYPES])
    .onConflictDoNothing();
  await db
    .insert(roundLevels)
    .values([...ROUND_LEVELS])
    .onConflictDoNothing();
  await db
    .insert(configurations)
    .values([...CONFIGURATION_DEFAULTS])
    .onConflictDoNothing();
}

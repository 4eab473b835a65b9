import { afterAll, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/database';
import { createMatch } from '../test/factories';
import type { Database } from './client';
import { prepareDatabase } from './prepare';

let database: Database | undefined;
afterAll(async () => database?.close());

it('warns when DEMO_STAGE asks for another stage than the database was seeded with', async () => {
  database = await openTestDatabase();
  await createMatch(database.db);
  const warn = vi.fn();
  const options = { seedDemo: true, demoStageSet: true, log: () => {}, warn };
  await prepareDatabase(database, { ...options, demoStage: 'before-draw' });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('DEMO_STAGE=before-draw is ignored'));
  warn.mockClear();
  await prepareDatabase(database, { ...options, demoStage: 'live' });
  await prepareDatabase(database, { ...options, demoStage: 'before-draw', demoStageSet: false });
  expect(warn).not.toHaveBeenCalled();
});

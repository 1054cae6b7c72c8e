import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../apps/server/test/test-database.ts';
import { TARGETS } from '../targets.ts';
import { measureAdvertiserMatching } from './advertiser-matching.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('advertiser matching quality on the generated set', () => {
  it('links automatically with the precision and recall the bench targets, and cleans up', async () => {
    const tenant = db.databases.tenant('portugal');
    const quality = await measureAdvertiserMatching(tenant);
    console.info('advertiser matching', quality);
    expect(quality.known).toBeGreaterThan(300);
    expect(quality.unknown).toBeGreaterThan(40);
    expect(quality.precision).toBeGreaterThanOrEqual(TARGETS.advertiserMatching.minPrecision);
    expect(quality.recall).toBeGreaterThanOrEqual(TARGETS.advertiserMatching.minRecall);
    const left = await tenant.db.selectFrom('companies').select('id').execute();
    expect(left).toEqual([]);
  });
});

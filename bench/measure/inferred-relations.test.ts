import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../apps/server/test/test-database.ts';
import { TARGETS } from '../targets.ts';
import { measureInferredRelations } from './inferred-relations.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('inferred relations quality on the generated set', () => {
  it('proposes agency–brand pairs with the precision and recall the bench targets, and cleans up', async () => {
    const tenant = db.databases.tenant('portugal');
    const quality = await measureInferredRelations(tenant);
    console.info('inferred relations', quality);
    expect(quality.truePairs).toBeGreaterThan(30);
    expect(quality.precision).toBeGreaterThanOrEqual(TARGETS.inferredRelations.minPrecision);
    expect(quality.recall).toBeGreaterThanOrEqual(TARGETS.inferredRelations.minRecall);
    expect(await tenant.db.selectFrom('inferred_work_relations').select('id').execute()).toEqual([]);
    expect(await tenant.db.selectFrom('companies').select('id').execute()).toEqual([]);
  });
});

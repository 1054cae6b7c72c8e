import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import { startsWith } from './name-match.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const NAMES = [
  'zza',
  'zzaa',
  'zza bar',
  'zz',
  'zzb',
  'zz{',
  'zz~',
  'zzà',
  'zza€',
  'azza',
  'tal',
  'tale',
  'talz',
  'tam',
  'ta',
  'a1',
  'a19',
  'a2',
];

/** The names that `startsWith` keeps for `prefix`, in the text_pattern_ops order. */
async function matching(prefix: string): Promise<string[]> {
  const { rows } = await sql<{ v: string }>`
    SELECT v FROM unnest(${NAMES}::text[]) AS t(v)
    WHERE ${startsWith('t.v', sql<string>`${prefix}::text`)}
    ORDER BY v USING ~<~`.execute(db.databases.tenant('italy').db);
  return rows.map((row) => row.v);
}

describe('startsWith', () => {
  it('keeps exactly the names that begin with the text, multi-byte characters included', async () => {
    for (const prefix of ['zza', 'zz', 'tal', 'a1', 'zzà', 'z', 'k\uD7FF', 'k']) {
      const expected = NAMES.filter((name) => name.startsWith(prefix)).sort((a, b) =>
        Buffer.compare(Buffer.from(a), Buffer.from(b)),
      );
      expect(await matching(prefix)).toEqual(expected);
    }
  });

  it('answers no rows, not an error, for a text ending in the last code point', async () => {
    expect(await matching('k\u{10FFFF}')).toEqual([]);
  });
});

import { type Compilable, Kysely, PostgresDialect, type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createPool } from '../../platform/database/connection.ts';
import { copyRows, inlineParameters } from './export-copy.ts';

let db: TestDatabase;
let pool: pg.Pool;
let kysely: Kysely<unknown>;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = createPool(db.url, { max: 2 });
  kysely = new Kysely({ dialect: new PostgresDialect({ pool }) });
});

afterAll(async () => {
  await kysely.destroy();
  await db.drop();
});

/** A raw query compiled by the test's Kysely, as the search objects' queries are by theirs. */
const compilable = <Row>(query: RawBuilder<Row>): Compilable<Row> => ({
  compile: () => query.compile(kysely),
});

/** Every row `query` yields through COPY, and the batches they came in. */
async function copied<Row>(raw: RawBuilder<Row>) {
  const query = compilable(raw);
  const client = await pool.connect();
  try {
    const batches: Row[][] = [];
    for await (const rows of copyRows(client, query)) batches.push(rows);
    return { rows: batches.flat(), batches: batches.length };
  } finally {
    client.release();
  }
}

/** What the same query answers through pg's extended protocol, as every other read does. */
async function fetched<Row>(raw: RawBuilder<Row>): Promise<Row[]> {
  return (await raw.execute(kysely)).rows;
}

describe('inlineParameters', () => {
  it('writes each placeholder as the literal pg would have sent, and leaves quoted text alone', () => {
    expect(
      inlineParameters(`SELECT '$1', "a$2" FROM t WHERE a = $1 AND b = ANY($2) AND c = $3 AND d = $10`, [
        "it's",
        [1, 2],
        null,
        4,
        5,
        6,
        7,
        8,
        9,
        true,
      ]),
    ).toBe(
      `SELECT '$1', "a$2" FROM t WHERE a = 'it''s' AND b = ANY('{"1","2"}') AND c = NULL AND d = 'true'`,
    );
    // pg writes a text holding a backslash as an E'' string, after a space.
    expect(inlineParameters('SELECT $1', ['back\\slash'])).toBe("SELECT  E'back\\\\slash'");
  });

  it('refuses a placeholder without a value', () => {
    expect(() => inlineParameters('SELECT $2', [1])).toThrow('no parameter $2');
  });
});

describe('copyRows', () => {
  it('answers what a normal query answers: types, nulls, escapes, unicode and parameters', async () => {
    const query = sql<Record<string, unknown>>`
      SELECT * FROM (VALUES
        (1::int, 9007199254740991::int8, 12.5::numeric, ${'tab\there'}::text,
         ${'line\nbreak\r\\back\bslash\f\v'}::text, NULL::text, '2025-01-31'::date,
         '2025-03-04 10:15:30.25+00'::timestamptz, true, ${'Café ☕ 🚀 \\N'}::text, ${['a', 'b']}::text[]),
        (2, NULL, NULL, '', '\\N', 'x', NULL, NULL, false, ${"it's"}, '{}')
      ) AS v(id, big, amount, tabbed, escaped, nothing, day, at, flag, text, list)
      WHERE v.id = ANY(${[1, 2]})
      ORDER BY v.id`;
    const { rows } = await copied(query);
    expect(rows).toEqual(await fetched(query));
    expect(rows[0]).toMatchObject({
      big: 9007199254740991,
      tabbed: 'tab\there',
      escaped: 'line\nbreak\r\\back\bslash\f\v',
      nothing: null,
      day: '2025-01-31',
      at: new Date('2025-03-04T10:15:30.250Z'),
      text: 'Café ☕ 🚀 \\N',
      list: ['a', 'b'],
    });
    expect(rows[1]).toMatchObject({ escaped: '\\N', tabbed: '', nothing: 'x', text: "it's" });
  });

  it('reads a result larger than one network chunk in order, rows split across chunks included', async () => {
    const query = sql<{ n: number; word: string }>`
      SELECT n, repeat('é', n % 97) || ${'-end'} AS word FROM generate_series(1, 20000) AS n ORDER BY n`;
    const { rows, batches } = await copied(query);
    expect(batches).toBeGreaterThan(1);
    expect(rows).toEqual(await fetched(query));
  });

  it('answers no rows for an empty result, and the database error for a bad query', async () => {
    expect((await copied(sql`SELECT 1 AS one WHERE false`)).rows).toEqual([]);
    await expect(copied(sql`SELECT 1 / ${0}::int AS x`)).rejects.toThrow('division by zero');
  });
});

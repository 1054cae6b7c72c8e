import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createPool } from './connection.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db.drop();
});

const IDLE_MS = 100;

/** Opens `max` connections at once, gives them back, and waits five idle timeouts. */
async function connectionsLeftAfterIdle(options: { max: number; min?: number }): Promise<number> {
  const pool = createPool(db.url, { ...options, idleTimeoutMillis: IDLE_MS });
  try {
    const clients = await Promise.all(Array.from({ length: options.max }, () => pool.connect()));
    for (const client of clients) client.release();
    expect(pool.totalCount).toBe(options.max);
    await new Promise((resolve) => setTimeout(resolve, 5 * IDLE_MS));
    // What stayed open still answers.
    expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    return pool.totalCount;
  } finally {
    await pool.end();
  }
}

describe('createPool', () => {
  it('keeps `min` connections open through an idle spell and closes the others', async () => {
    expect(await connectionsLeftAfterIdle({ max: 4, min: 2 })).toBe(2);
  });

  it('closes every idle connection when no minimum is asked for, so a script can exit', async () => {
    // The query after the wait opens one connection again.
    expect(await connectionsLeftAfterIdle({ max: 4 })).toBe(1);
  });

  it('never keeps more than the pool may hold', async () => {
    expect(await connectionsLeftAfterIdle({ max: 2, min: 5 })).toBe(2);
  });
});

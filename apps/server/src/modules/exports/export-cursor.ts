import { EXPORT_BATCH_SIZE } from '@adatlas/domain/exports';
import { type Compilable, type QueryExecutorProvider, sql } from 'kysely';

/**
 * Reads a query through a server-side cursor, one batch at a time, so memory does not grow with
 * the result. Must run inside a transaction (`trx`), which the cursor lives and dies with.
 */
export async function* readInBatches<Row>(
  trx: QueryExecutorProvider,
  query: Compilable<Row>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  await sql`DECLARE export_rows NO SCROLL CURSOR FOR ${query}`.execute(trx);
  while (true) {
    const { rows } = await sql<Row>`FETCH ${sql.raw(String(batchSize))} FROM export_rows`.execute(trx);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
  }
}

/** The exact number of rows `query` returns (no cap: the allowance check needs the real size). */
export async function countRows(trx: QueryExecutorProvider, query: Compilable<unknown>): Promise<number> {
  const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM (${query}) AS q`.execute(
    trx,
  );
  return rows[0]?.total ?? 0;
}

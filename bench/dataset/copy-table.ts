import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { quoteIdent } from '../../apps/server/src/platform/database/migrator.ts';
import { encodeValue } from '../../apps/server/src/seed/copy-rows.ts';
import type { BenchTable } from './bench-tables.ts';

const ROWS_PER_CHUNK = 5_000;

function* encodeChunks(table: BenchTable): Generator<string> {
  let chunk = '';
  let rows = 0;
  for (const row of table.rows()) {
    chunk += `${row.map(encodeValue).join('\t')}\n`;
    if (++rows % ROWS_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** COPY FROM STDIN fed by the table's row generator: memory stays at one chunk of text. */
export async function copyTable(client: pg.PoolClient, schema: string, table: BenchTable): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const stream = client.query(
    copyFrom(`COPY ${quoteIdent(schema)}.${quoteIdent(table.name)} (${columns}) FROM STDIN`),
  );
  await pipeline(Readable.from(encodeChunks(table)), stream);
}

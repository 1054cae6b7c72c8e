import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Set when the app sent it as a named prepared statement: the replay does the same. */
  name?: string;
}

/**
 * Records the tenant-data statements the app sends through `pg` while a request runs (session
 * and licence lookups in core are API overhead, not the query), so the bench can send the very
 * same SQL straight through `pg` and compare.
 */
export function createSqlCapture(schema: string) {
  const marker = `"${schema}"`;
  let recording: CapturedStatement[] | null = null;
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; arguments pass through untouched
  (pg.Client.prototype as any).query = function patched(this: pg.Client, ...args: any[]) {
    const [first, values] = args;
    if (recording && typeof first === 'string' && first.includes(marker)) {
      recording.push({ text: first, values: Array.isArray(values) ? values : [] });
    } else if (recording && typeof first?.text === 'string' && first.text.includes(marker)) {
      recording.push({ text: first.text, values: first.values ?? [], name: first.name });
    }
    // biome-ignore lint/suspicious/noExplicitAny: see above
    return (original as any).apply(this, args);
  };
  return {
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: CapturedStatement[] }> {
      const statements: CapturedStatement[] = [];
      recording = statements;
      try {
        return { result: await work(), statements };
      } finally {
        recording = null;
      }
    },
    restore() {
      pg.Client.prototype.query = original;
    },
  };
}

/** The query as the app sent it: by name when it was a prepared statement. */
export function asSent(statement: CapturedStatement): pg.QueryConfig {
  return statement.name
    ? { name: statement.name, text: statement.text, values: statement.values }
    : { text: statement.text, values: statement.values };
}

/**
 * Runs the captured statements one after another on a plain client, the way the app sent them
 * (a prepared statement is prepared once on this client too); answers the elapsed ms.
 */
export async function replay(client: pg.ClientBase, statements: readonly CapturedStatement[]) {
  const timings: number[] = [];
  for (const statement of statements) {
    const started = performance.now();
    await client.query(asSent(statement));
    timings.push(performance.now() - started);
  }
  return { total: timings.reduce((sum, ms) => sum + ms, 0), timings };
}

/** EXPLAIN (ANALYZE, BUFFERS) of one captured statement, as text. */
export async function explain(client: pg.ClientBase, statement: CapturedStatement): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    statement.values,
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

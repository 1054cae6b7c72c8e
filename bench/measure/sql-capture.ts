import { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import pg from 'pg';

export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Set when the app sent it as a named prepared statement: the replay does the same. */
  name?: string;
}

/** What one request sent: its tenant statements, and how many others (session, licence, credits). */
export interface RequestStatements {
  tenant: CapturedStatement[];
  other: number;
}

/** Set around a tagged request's work on the server (tagRequests): its statements land there. */
const requestStatements = new AsyncLocalStorage<RequestStatements>();

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
    const perRequest = requestStatements.getStore();
    if (perRequest) {
      const text: unknown = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || !text.includes(marker)) perRequest.other += 1;
      else if (typeof first === 'string') {
        perRequest.tenant.push({ text, values: Array.isArray(values) ? values : [] });
      } else perRequest.tenant.push({ text, values: first.values ?? [], name: first.name });
    }
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

/**
 * Statements per request while many run at once: a request carrying the `header` (any unique
 * tag) runs its whole work on `server`, body events included, inside its own store, so every
 * statement the app sends for it is counted there, whichever pooled connection carries it.
 * Needs createSqlCapture's patch in place; `stop` puts the server's listeners back.
 */
export function tagRequests(server: http.Server, header = 'x-bench-request') {
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  const byTag = new Map<string, RequestStatements>();
  const tagged = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const tag = req.headers[header];
    if (typeof tag !== 'string') {
      for (const listener of listeners) listener.call(server, req, res);
      return;
    }
    const store = byTag.get(tag) ?? { tenant: [], other: 0 };
    byTag.set(tag, store);
    // The body's 'data' and 'end' come from the socket's context: bring them into the request's.
    const emit = req.emit;
    req.emit = function emitInRequest(this: http.IncomingMessage, ...args: Parameters<typeof emit>) {
      return requestStatements.run(store, () => emit.apply(this, args));
    } as typeof emit;
    requestStatements.run(store, () => {
      for (const listener of listeners) listener.call(server, req, res);
    });
  };
  server.removeAllListeners('request');
  server.on('request', tagged);
  return {
    /** The statements of the request tagged `tag` (none seen: an empty set). */
    take(tag: string): RequestStatements {
      const store = byTag.get(tag) ?? { tenant: [], other: 0 };
      byTag.delete(tag);
      return store;
    },
    stop() {
      server.removeListener('request', tagged);
      for (const listener of listeners) server.on('request', listener);
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

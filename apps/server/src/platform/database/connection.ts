import { createHash } from 'node:crypto';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';

// Dates stay strings (YYYY-MM-DD) and int8 counts become numbers: ids fit in 2^53.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
// bigint[] (oid 1016) likewise, e.g. news_items.company_ids.
const INT8_ARRAY_OID = 1016 as Parameters<typeof pg.types.setTypeParser>[0];
pg.types.setTypeParser(INT8_ARRAY_OID, (value: string) =>
  value === '{}'
    ? []
    : value
        .slice(1, -1)
        .split(',')
        .map((item) => (item === 'NULL' ? null : Number(item))),
);

/** SQL texts sent as named prepared statements, and their names. */
const preparedNames = new Map<string, string>();

/**
 * From now on, this exact SQL text goes to Postgres as a named prepared statement: each pooled
 * connection parses and plans it once, then only binds and runs it (for a detail query with a
 * dozen sub-selects, planning is two thirds of its cost). For fixed-shape queries only
 * (`compiledOnce`), whose plan does not depend on the values.
 */
export function usePreparedStatement(sql: string): void {
  if (preparedNames.has(sql)) return;
  preparedNames.set(sql, `adatlas_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
}

/** Sends the registered texts of this client's queries by name (Kysely calls `query(sql, values)`). */
function namePreparedStatements(client: pg.PoolClient): void {
  // Looked up at each call, so a wrapper installed on the class later (the bench's capture) sees it.
  const send = (...args: unknown[]) =>
    (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(client, args);
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? preparedNames.get(text) : undefined;
    if (name !== undefined && rest.length === 1 && Array.isArray(rest[0])) {
      return send({ name, text, values: rest[0] });
    }
    return send(text, ...rest);
  }) as typeof client.query;
}

/** How long Postgres and the wait for it may take; see the DATABASE_*_TIMEOUT_MS settings. */
export interface DatabaseTimeouts {
  /** Postgres cancels a statement running longer (`statement_timeout`; 0 = never). */
  statementMs: number;
  /** The client stops waiting for an answer (node-postgres `query_timeout`): a frozen server. */
  queryMs: number;
  /** Waiting for a pooled or new connection (`connectionTimeoutMillis`). */
  connectMs: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export interface PoolOptions {
  max?: number;
  /**
   * Connections kept open however long the pool stays idle; the others close after
   * `idleTimeoutMillis` (30 s). Only the server asks for some: a script's pool must let it exit.
   */
  min?: number;
  idleTimeoutMillis?: number;
  applicationName?: string;
  /** Without them a statement may run, and a query wait, forever: scripts and tests only. */
  timeouts?: DatabaseTimeouts;
  /** Caps the connection wait below `timeouts.connectMs` (replicas: skipped rather than waited for). */
  maxConnectMs?: number;
}

export function createPool(url: string, options: PoolOptions = {}): pg.Pool {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: Math.min(options.min ?? 0, max),
    application_name: options.applicationName ?? 'adatlas',
    connectionTimeoutMillis: Math.min(
      options.timeouts?.connectMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      options.maxConnectMs ?? Number.POSITIVE_INFINITY,
    ),
    idleTimeoutMillis: options.idleTimeoutMillis ?? 30_000,
    ...(options.timeouts && {
      statement_timeout: options.timeouts.statementMs,
      query_timeout: options.timeouts.queryMs,
    }),
  });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  // Nor one dropped while checked out between two queries (a transaction in progress when Postgres
  // restarts): pg then emits 'error' on the client, which the pool only listens to while idle. The
  // query in flight still fails, and the pool discards the dead client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    namePreparedStatements(client);
  });
  return pool;
}

/** Receives every query run through Kysely with its duration, e.g. for the slow-query log. */
export type QueryListener = (event: { sql: string; durationMs: number; failed: boolean }) => void;

export function createKysely<DB>(pool: pg.Pool | PostgresPool, onQuery?: QueryListener): Kysely<DB> {
  const log = onQuery
    ? (event: LogEvent) =>
        onQuery({
          sql: event.query.sql,
          durationMs: event.queryDurationMillis,
          failed: event.level === 'error',
        })
    : undefined;
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
}

/**
 * A Kysely whose every query runs on `client`, a connection the caller holds (and its transaction,
 * if it opened one): for work that mixes built queries with what only pg's client can do (COPY).
 */
export function createClientKysely<DB>(client: pg.ClientBase): Kysely<DB> {
  const pool: PostgresPool = {
    connect: async () =>
      ({
        query: (...args: unknown[]) => (client.query as (...a: unknown[]) => unknown).apply(client, args),
        release() {},
      }) as unknown as PostgresPoolClient,
    end: async () => {},
  };
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Fails with one clear line when the server cannot be reached, or does not answer within
 * `timeoutMs` (the readiness probe: a frozen database must not hang it for the query timeout).
 */
export async function assertReachable(pool: pg.Pool, label: string, timeoutMs?: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    if (timeoutMs === undefined) {
      await pool.query('SELECT 1');
    } else {
      // query_timeout hands the connection back once it expires; the race also bounds the checkout.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      await Promise.race([
        pool.query({ text: 'SELECT 1', query_timeout: timeoutMs } as pg.QueryConfig),
        deadline,
      ]);
    }
  } catch (error) {
    throw new Error(`Database ${label} is unreachable: ${(error as Error).message || String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `work` on a checked-out client with neither timeout: for deliberate long work (migrations,
 * waiting on an advisory lock another process holds). Restored before the client goes back.
 */
export async function withoutTimeouts<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  // node-postgres reads query_timeout from here at each query; it has no per-client setter.
  const parameters = (client as unknown as { connectionParameters: { query_timeout?: number } })
    .connectionParameters;
  const queryTimeout = parameters.query_timeout;
  parameters.query_timeout = undefined;
  try {
    await client.query('SET statement_timeout = 0');
    return await work();
  } finally {
    parameters.query_timeout = queryTimeout;
    // Back to the value the connection was opened with.
    await client.query('RESET statement_timeout').catch(() => undefined);
  }
}

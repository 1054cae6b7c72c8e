import { inject } from 'vitest';

/** One server of the browser suite, with its own database, mail inboxes and data folder. */
export interface E2eServer {
  baseUrl: string;
  databaseUrl: string;
  /** The SMTP listener's file: one JSON line per mail the server sent. */
  smtpInbox: string;
  /** The companion mailer's file: one JSON line per batch of contacts it accepted. */
  mailerInbox: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServers: E2eServer[];
  }
}

/**
 * The server of the worker running this file. Files run on two workers at once, each against a
 * server and database of its own (global-setup), so a file that edits demo accounts, tenant
 * settings or licences, or reads an inbox, meets only the files run before it on its worker, as
 * when the suite ran one file at a time. VITEST_POOL_ID is 1 … maxWorkers, never two running files
 * with the same one.
 */
export function e2eServer(): E2eServer {
  const servers = inject('e2eServers');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(poolId - 1) % servers.length];
  if (!server) throw new Error(`no e2e server for worker ${poolId} (${servers.length} started)`);
  return server;
}

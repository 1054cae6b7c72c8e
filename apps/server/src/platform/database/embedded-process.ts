import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PostgresBinaries } from './embedded-binaries.ts';
import type { PostgresAccount } from './embedded-root.ts';

/** Postgres's own messages are matched below, so they are asked for in English. */
const MESSAGES_LOCALE = 'C';
const KEPT_LINES = 40;

interface RunAs {
  binaries: PostgresBinaries;
  account?: PostgresAccount;
  log: (line: string) => void;
}

function spawnAs(program: string, args: string[], run: RunAs): ChildProcess {
  return spawn(program, args, {
    ...(run.account ? { uid: run.account.uid, gid: run.account.gid } : {}),
    env: { ...process.env, LC_MESSAGES: MESSAGES_LOCALE },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function cannotRun(program: string, error: NodeJS.ErrnoException, run: RunAs): Error {
  const who = run.account ? `the ${run.account.name} user` : 'this user';
  return new Error(
    `${who} cannot run ${program} (${error.code ?? error.message}): run \`npm install\` again, or set DATABASE_URL to use your own PostgreSQL`,
  );
}

/** Collects a child's output lines, keeping the last ones for the error message. */
function collect(child: ChildProcess, run: RunAs, onLine?: (line: string) => void): string[] {
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      run.log(trimmed);
      lines.push(trimmed);
      if (lines.length > KEPT_LINES) lines.shift();
      onLine?.(trimmed);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return lines;
}

function lastProblem(lines: string[]): string {
  const problem = [...lines].reverse().find((line) => /FATAL|ERROR|error|cannot|could not/.test(line));
  return (problem ?? lines.at(-1) ?? 'no output').replace(/^(initdb|postgres): /, '');
}

/** Creates a cluster in `dataDir` (which must not hold one), owned by the account when root. */
export async function initialiseCluster(
  dataDir: string,
  options: { user: string; password: string; flags: string[] },
  run: RunAs,
): Promise<void> {
  // The password file must be readable by the account initdb runs as, and by nobody else.
  const secretDir = await mkdtemp(path.join(os.tmpdir(), 'adatlas-initdb-'));
  const passwordFile = path.join(secretDir, 'password');
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (run.account) {
    await chown(secretDir, run.account.uid, run.account.gid);
    await chown(passwordFile, run.account.uid, run.account.gid);
    await chown(dataDir, run.account.uid, run.account.gid);
  }
  await chmod(dataDir, 0o700);
  try {
    const child = spawnAs(
      run.binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        `--lc-messages=${MESSAGES_LOCALE}`,
        ...options.flags,
      ],
      run,
    );
    const lines = collect(child, run);
    await new Promise<void>((resolve, reject) => {
      child.once('error', (error) => reject(cannotRun(run.binaries.initdb, error, run)));
      child.once('close', (code) =>
        code === 0
          ? resolve()
          : reject(
              new Error(`initdb could not create a database cluster in ${dataDir}: ${lastProblem(lines)}`),
            ),
      );
    });
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
}

/** What to do about the usual reasons a cluster does not come up, from Postgres's own words. */
function explainStartFailure(dataDir: string, port: number, lines: string[]): string {
  const output = lines.join('\n');
  const pid = /another server might be running|lock file "postmaster\.pid" already exists/.test(output);
  if (pid) {
    return `another PostgreSQL is already running on ${dataDir} (an AdAtlas server started earlier?): stop it, then start again`;
  }
  if (/database files are incompatible with server/.test(output)) {
    return `the data in ${dataDir} was created by another PostgreSQL version: move that folder away to start afresh, or set DATABASE_URL`;
  }
  if (/wrong ownership|invalid permissions/.test(output)) {
    return `${dataDir} has the wrong owner or permissions for PostgreSQL (${lastProblem(lines)}): fix them, or move the folder away to start afresh`;
  }
  if (/could not bind|Address already in use/.test(output)) {
    return `port ${port} was taken while the embedded PostgreSQL started: start again`;
  }
  return `the embedded PostgreSQL stopped while starting in ${dataDir}: ${lastProblem(lines)}`;
}

/** Starts the cluster; resolves once it accepts connections, rejects with what went wrong. */
export function startCluster(
  dataDir: string,
  port: number,
  flags: string[],
  run: RunAs,
): Promise<ChildProcess> {
  const child = spawnAs(run.binaries.postgres, ['-D', dataDir, '-p', String(port), ...flags], run);
  return new Promise((resolve, reject) => {
    const lines = collect(child, run, (line) => {
      // A standby (hot_standby) says "ready to accept read-only connections".
      if (/database system is ready to accept (read-only )?connections/.test(line)) resolve(child);
    });
    child.once('error', (error) => reject(cannotRun(run.binaries.postgres, error, run)));
    child.once('close', () => reject(new Error(explainStartFailure(dataDir, port, lines))));
  });
}

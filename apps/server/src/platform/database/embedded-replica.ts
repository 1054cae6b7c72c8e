import { execFileSync } from 'node:child_process';
import { appendFile, chmod, cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, type EmbeddedOptions, startEmbeddedPostgres } from './embedded.ts';
import { ensurePostgresAccount } from './embedded-root.ts';

/** Folders whose contents a base backup leaves out (as `pg_basebackup` does): recreated empty. */
const EMPTIED = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const LEFT_OUT = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'standby.signal',
]);

export interface EmbeddedReplica extends EmbeddedDatabase {
  port: number;
}

/**
 * A hot-standby streaming replica of an embedded cluster, made with the low-level backup API,
 * since the embedded packages ship no `pg_basebackup`: `pg_backup_start`, a copy of the data folder,
 * `pg_backup_stop` (whose backup label tells the replica where to start replaying), then
 * `standby.signal` and `primary_conninfo`. The primary needs `wal_level=replica` (the default) and
 * must keep its WAL until the replica has connected (`wal_keep_size`). For tests and the bench;
 * docs/deployment.md describes the production setup with `pg_basebackup -R`.
 */
export async function startEmbeddedReplica(
  primary: EmbeddedDatabase,
  options: Omit<EmbeddedOptions, 'dataDir'> & { dataDir: string; applicationName?: string },
): Promise<EmbeddedReplica> {
  const source = new URL(primary.url);
  const dataDir = path.resolve(options.dataDir);
  const client = new pg.Client({ connectionString: primary.url });
  await client.connect();
  try {
    await client.query(`SELECT pg_backup_start('adatlas-replica', true)`);
    let stopped = false;
    try {
      await cp(primary.dataDir, dataDir, {
        recursive: true,
        filter: (file) => {
          const relative = path.relative(primary.dataDir, file);
          const [top, ...rest] = relative.split(path.sep);
          if (top === undefined || relative === '') return true;
          if (rest.length === 0) return !LEFT_OUT.has(top);
          return !EMPTIED.has(top);
        },
      });
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string }>(
        'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
      );
      stopped = true;
      const [backup] = rows;
      if (!backup) throw new Error('pg_backup_stop returned no backup label');
      await writeFile(path.join(dataDir, 'backup_label'), backup.labelfile);
      if (backup.spcmapfile) await writeFile(path.join(dataDir, 'tablespace_map'), backup.spcmapfile);
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
  } finally {
    await client.end();
  }
  for (const folder of EMPTIED) await mkdir(path.join(dataDir, folder), { recursive: true });
  await mkdir(path.join(dataDir, 'pg_wal', 'archive_status'), { recursive: true });
  await writeFile(path.join(dataDir, 'standby.signal'), '');
  const conninfo = [
    `host=${source.hostname}`,
    `port=${source.port}`,
    `user=${decodeURIComponent(source.username)}`,
    `password=${decodeURIComponent(source.password)}`,
    `application_name=${options.applicationName ?? 'adatlas_replica'}`,
  ].join(' ');
  await appendFile(path.join(dataDir, 'postgresql.auto.conf'), `primary_conninfo = '${conninfo}'\n`);
  if (process.getuid?.() === 0) {
    const account = ensurePostgresAccount();
    execFileSync('chown', ['-R', `${account.uid}:${account.gid}`, dataDir]);
  }
  await chmod(dataDir, 0o700);
  const replica = await startEmbeddedPostgres({ ...options, dataDir });
  return { ...replica, port: Number(new URL(replica.url).port) };
}

import { spawnSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locatePostgresBinaries } from './embedded-binaries.ts';
import { clusterFolderFor, ensurePostgresAccount, placeForRoot } from './embedded-root.ts';

const EMBEDDED = fileURLToPath(new URL('./embedded.ts', import.meta.url));

describe('the embedded PostgreSQL module', () => {
  it("leaves a process's exit code alone (the package's exit hook used to turn a failed run into 0)", () => {
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(EMBEDDED)}); await m.findFreePort(); process.exitCode = 3;`,
      ],
      { encoding: 'utf8', timeout: 30_000 },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });

  it('names a moved cluster after its data folder, one folder per project', () => {
    const a = clusterFolderFor('/root/adatlas/data/pg', '/base');
    expect(a).toMatch(/^\/base\/root-adatlas-data-pg-[0-9a-f]{8}$/);
    expect(clusterFolderFor('/root/adatlas/data/pg', '/base')).toBe(a);
    expect(clusterFolderFor('/root/adatlas-2/data/pg', '/base')).not.toBe(a);
  });
});

// Root only by nature: it is about what the `postgres` user can reach when we are root.
describe.runIf(process.getuid?.() === 0)('as root, where the cluster goes', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'adatlas-placement-'));
    await chmod(tmp, 0o755);
  });
  afterAll(async () => {
    await rm(tmp, { recursive: true, force: true });
  });

  it('stays in a data folder the postgres user can reach', async () => {
    const account = ensurePostgresAccount();
    const binaries = await locatePostgresBinaries();
    const open = path.join(tmp, 'open', 'data', 'pg');
    const placement = await placeForRoot(open, binaries, account, path.join(tmp, 'clusters'));
    expect(placement.dataDir).toBe(open);
    expect(placement.relocatedTo).toBeUndefined();
  });

  it('moves the data and a copy of the programs out of a mode-700 folder', async () => {
    const account = ensurePostgresAccount();
    const binaries = await locatePostgresBinaries();
    const home = path.join(tmp, 'home');
    await mkdir(home, { mode: 0o700 });
    const privateBinaries = { ...binaries, initdb: path.join(home, 'bin', 'initdb') };
    const placement = await placeForRoot(
      path.join(home, 'data', 'pg'),
      privateBinaries,
      account,
      path.join(tmp, 'clusters'),
    );
    expect(placement.relocatedTo).toMatch(new RegExp(`^${tmp}/clusters/`));
    expect(placement.dataDir).toBe(path.join(placement.relocatedTo ?? '', 'pg'));
    expect(placement.binaries.initdb.startsWith(placement.relocatedTo ?? '-')).toBe(true);
    const runs = spawnSync(placement.binaries.postgres, ['--version'], {
      uid: account.uid,
      gid: account.gid,
    });
    expect(runs.status).toBe(0);
  });
});

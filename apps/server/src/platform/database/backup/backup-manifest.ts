import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `pg_dump` custom-format archives, or the built-in logical dump when pg_dump cannot be used. */
export type BackupMethod = 'pg_dump' | 'logical';

export interface TableBackup {
  rows: number;
  /** Stored columns in COPY order (generated columns are recomputed on restore). */
  columns: string[];
}

export interface SchemaBackup {
  schema: string;
  /** "main" for the server holding core, else the tenant whose own server it came from. */
  server: string;
  /** `<schema>.dump` (pg_dump) or the `<schema>/` folder of COPY files (logical). */
  file: string;
  /** The migration state of the schema, restored with it. */
  migrations: string[];
  tables: Record<string, TableBackup>;
  /** Sequence positions, set back exactly by the logical restore. */
  sequences: Record<string, { lastValue: number; isCalled: boolean }>;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  method: BackupMethod;
  serverVersion: string;
  pgDumpVersion: string | null;
  schemas: SchemaBackup[];
}

export const MANIFEST_FILE = 'manifest.json';

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const raw = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: not a backup folder`);
  });
  const manifest = JSON.parse(raw) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`Unsupported backup format ${String(manifest.format)}`);
  return manifest;
}

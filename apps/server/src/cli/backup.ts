import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { createBackup } from '../platform/database/backup/backup.ts';
import { openBackupTarget } from './database-target.ts';

const USAGE = 'usage: npm run db:backup -- --out <dir> [--method auto|pg_dump|logical]';

/** `npm run db:backup -- --out <dir>`: core and every tenant schema, one file each, plus a manifest. */
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { out: { type: 'string' }, method: { type: 'string', default: 'auto' } },
    strict: true,
  });
  const method = values.method;
  if (!values.out || (method !== 'auto' && method !== 'pg_dump' && method !== 'logical'))
    throw new Error(USAGE);
  const log = (line: string) => console.log(line);
  const { target, stop } = await openBackupTarget(loadConfig(), log);
  try {
    const manifest = await createBackup(target, { outDir: values.out, method, log });
    console.log(
      `Backup written to ${values.out} (method: ${manifest.method}, ${manifest.schemas.length} schemas)`,
    );
  } finally {
    await stop();
  }
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}

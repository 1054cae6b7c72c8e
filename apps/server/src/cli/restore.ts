import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { restoreBackup } from '../platform/database/backup/backup.ts';
import { openBackupTarget } from './database-target.ts';

const USAGE = 'usage: npm run db:restore -- --from <dir>';

/** `npm run db:restore -- --from <dir>`: into empty databases laid out by DATABASE_URL/TENANT_DATABASES. */
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { from: { type: 'string' } },
    strict: true,
  });
  if (!values.from) throw new Error(USAGE);
  const log = (line: string) => console.log(line);
  const { target, stop } = await openBackupTarget(loadConfig(), log);
  try {
    const manifest = await restoreBackup(target, { fromDir: values.from, log });
    console.log(
      `Restored ${manifest.schemas.length} schemas from ${values.from} (method: ${manifest.method})`,
    );
  } finally {
    await stop();
  }
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}

import path from 'node:path';
import type { Config } from '../platform/config.ts';
import type { BackupTarget } from '../platform/database/backup/backup.ts';
import { startEmbeddedPostgres } from '../platform/database/embedded.ts';

/** DATABASE_URL (+ TENANT_DATABASES), or the embedded server under DATA_DIR as `npm start` uses. */
export async function openBackupTarget(
  config: Config,
  log: (line: string) => void,
): Promise<{ target: BackupTarget; stop(): Promise<void> }> {
  if (config.DATABASE_URL) {
    return {
      target: { url: config.DATABASE_URL, tenantUrls: config.TENANT_DATABASES },
      stop: async () => undefined,
    };
  }
  log(`Starting embedded PostgreSQL in ${path.resolve(config.DATA_DIR, 'pg')} …`);
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'pg'), notice: log });
  return { target: { url: embedded.url, tenantUrls: config.TENANT_DATABASES }, stop: () => embedded.stop() };
}

import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { MetaIngestion } from './meta-ingestion.ts';

export const META_ADLIB_ALL_JOB = 'ad-library-meta-all';
export const META_ADLIB_JOB = 'ad-library-meta';

/**
 * On the configured schedule one process fans out one Meta ingestion job per country; a run
 * crashed halfway is resumed by the next job of its country (pg-boss also retries the job).
 * Nothing is scheduled while the adapter is off (no META_ADLIB_TOKEN).
 */
export async function registerAdLibraryJobs(
  queue: JobQueue,
  meta: MetaIngestion,
  cron: string,
): Promise<void> {
  if (!meta.enabled) return;
  await queue.work(META_ADLIB_ALL_JOB, async () => {
    for (const tenant of TENANT_IDS) {
      await queue.send(META_ADLIB_JOB, { tenant }, { singletonKey: tenant, singletonSeconds: 3600 });
    }
  });
  await queue.work<{ tenant: TenantId }>(META_ADLIB_JOB, async ({ tenant }) => {
    // A failed run is recorded on its row (token refused, limits outlasted); retrying would not help.
    await meta.run(tenant);
  });
  await queue.schedule(META_ADLIB_ALL_JOB, cron);
}

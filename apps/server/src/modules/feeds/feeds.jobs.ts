import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import type { Databases } from '../../platform/database/databases.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { FeedIngestion } from './feeds.service.ts';

export const NEWS_INGEST_ALL_JOB = 'news-ingest-all';
export const NEWS_INGEST_JOB = 'news-ingest';
const EVERY_15_MINUTES = '*/15 * * * *';

/**
 * Every 15 minutes one process fans out one ingestion job per tenant; any worker may take each,
 * and a tenant whose previous run is still queued is not queued twice.
 */
export async function registerFeedJobs(queue: JobQueue, databases: Databases, ingestion: FeedIngestion) {
  await queue.work(NEWS_INGEST_ALL_JOB, async () => {
    for (const tenant of TENANT_IDS) {
      await queue.send(NEWS_INGEST_JOB, { tenant }, { singletonKey: tenant, singletonSeconds: 600 });
    }
  });
  await queue.work<{ tenant: TenantId }>(NEWS_INGEST_JOB, async ({ tenant }) => {
    await ingestion.ingestTenant(databases.tenant(tenant), new Date());
  });
  await queue.schedule(NEWS_INGEST_ALL_JOB, EVERY_15_MINUTES);
}

import type { TenantId } from '@adatlas/domain/tenants';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { CrmPushRunner } from './crm-push.runner.ts';
import { CRM_PUSH_JOB } from './crm-settings.ts';

/** Each push is one job; a retried job sends only the rows that have no answer yet. */
export async function registerCrmJobs(queue: JobQueue, runner: CrmPushRunner): Promise<void> {
  await queue.work<{ tenant: TenantId; pushId: number }>(CRM_PUSH_JOB, async (data) => {
    await runner.run(data.tenant, data.pushId);
  });
}

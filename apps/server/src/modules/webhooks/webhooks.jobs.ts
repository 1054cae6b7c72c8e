import type { TenantId } from '@adatlas/domain/tenants';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { WEBHOOK_DELIVER_JOB, WEBHOOK_DISPATCH_JOB, type WebhookDelivery } from './webhook-delivery.ts';

/**
 * Webhooks on the queue: every minute the dispatcher turns new follow events into deliveries, and
 * each delivery try is a job of its own (its retries are queued with their delay).
 */
export async function registerWebhookJobs(queue: JobQueue, delivery: WebhookDelivery): Promise<void> {
  await queue.work<{ tenant: TenantId; deliveryId: string }>(WEBHOOK_DELIVER_JOB, async (data) => {
    await delivery.deliver(data.tenant, data.deliveryId, new Date());
  });
  await queue.work(WEBHOOK_DISPATCH_JOB, async () => {
    await delivery.dispatch(new Date());
  });
  await queue.schedule(WEBHOOK_DISPATCH_JOB, '* * * * *');
}

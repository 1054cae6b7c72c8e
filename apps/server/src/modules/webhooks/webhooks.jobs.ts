import type { TenantId } from '@adatlas/domain/tenants';
import type { TenantDataChanges } from '../../platform/database/tenant-data-changes.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { WEBHOOK_DELIVER_JOB, WEBHOOK_DISPATCH_JOB, type WebhookDelivery } from './webhook-delivery.ts';

/** A change of market data is dispatched this long after it (changes meanwhile join it). */
export const DISPATCH_AFTER_CHANGE_SECONDS = 2;
export const DISPATCH_AFTER_CHANGE_KEY = 'after-change';

export interface WebhookJobsOptions {
  /** The tenants' market data changes (`platform/database/tenant-data-changes.ts`): each starts a dispatch within seconds. */
  dataChanges?: TenantDataChanges;
}

/**
 * Webhooks on the queue: the dispatcher turns new follow and saved-search events into deliveries,
 * and each delivery try is a job of its own (its retries are queued with their delay). It runs
 * seconds after the market data changes (a contact joins a followed company), whichever process
 * or tool wrote it, and every minute besides, so an event whose notification was lost (a LISTEN
 * connection down) still goes out. Answers the function that stops listening.
 */
export async function registerWebhookJobs(
  queue: JobQueue,
  delivery: WebhookDelivery,
  options: WebhookJobsOptions = {},
): Promise<() => Promise<void>> {
  await queue.work<{ tenant: TenantId; deliveryId: string }>(WEBHOOK_DELIVER_JOB, async (data) => {
    await delivery.deliver(data.tenant, data.deliveryId, new Date());
  });
  await queue.work(WEBHOOK_DISPATCH_JOB, async () => {
    await delivery.dispatch(new Date());
  });
  await queue.schedule(WEBHOOK_DISPATCH_JOB, '* * * * *');
  return options.dataChanges ? dispatchOnDataChange(queue, options.dataChanges) : async () => undefined;
}

/**
 * Queues a dispatch when the market data of any tenant changes: one per window of
 * `DISPATCH_AFTER_CHANGE_SECONDS` across every process that heard the change (pg-boss's singleton
 * key), started that long after it so changes meanwhile join it. Answers what stops listening.
 */
export function dispatchOnDataChange(queue: JobQueue, dataChanges: TenantDataChanges): () => Promise<void> {
  const dispatchSoon = () =>
    void queue
      .send(
        WEBHOOK_DISPATCH_JOB,
        {},
        {
          singletonKey: DISPATCH_AFTER_CHANGE_KEY,
          singletonSeconds: DISPATCH_AFTER_CHANGE_SECONDS,
          startAfterSeconds: DISPATCH_AFTER_CHANGE_SECONDS,
        },
      )
      .catch(() => undefined);
  return dataChanges(dispatchSoon);
}

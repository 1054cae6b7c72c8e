import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { type AlertDigestDeps, runAlertDigest } from './alert-digest.ts';

const DIGEST_SCHEDULES: Record<AlertFrequency, { job: string; cron: string }> = {
  daily: { job: 'alert-digest-daily', cron: '0 7 * * *' },
  weekly: { job: 'alert-digest-weekly', cron: '0 7 * * 1' },
};

/** The e-mail alert digests: daily every morning, weekly on Monday mornings (UTC). */
export async function registerAlertJobs(queue: JobQueue, deps: AlertDigestDeps): Promise<void> {
  for (const [frequency, { job, cron }] of Object.entries(DIGEST_SCHEDULES) as [
    AlertFrequency,
    { job: string; cron: string },
  ][]) {
    await queue.work(job, async () => {
      await runAlertDigest(deps, { frequency, now: new Date() });
    });
    await queue.schedule(job, cron);
  }
}

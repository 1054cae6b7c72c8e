import type { AlertFrequency } from '@adatlas/domain/alerts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { runSavedSearchAlerts, type SavedSearchAlertDeps } from './saved-search-alerts.ts';

const ALERT_SCHEDULES: Record<AlertFrequency, { job: string; cron: string }> = {
  daily: { job: 'saved-search-alerts-daily', cron: '30 7 * * *' },
  weekly: { job: 'saved-search-alerts-weekly', cron: '30 7 * * 1' },
};

/** The saved-search alerts: daily every morning, weekly on Monday mornings (UTC), after the follow digests. */
export async function registerSavedSearchJobs(queue: JobQueue, deps: SavedSearchAlertDeps): Promise<void> {
  for (const [frequency, { job, cron }] of Object.entries(ALERT_SCHEDULES) as [
    AlertFrequency,
    { job: string; cron: string },
  ][]) {
    await queue.work(job, async () => {
      await runSavedSearchAlerts(deps, { frequency, now: new Date() });
    });
    await queue.schedule(job, cron);
  }
}

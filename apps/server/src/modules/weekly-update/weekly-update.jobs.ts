import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { runWeeklyUpdate, type WeeklyUpdateDeps } from './weekly-update.service.ts';

const WEEKLY_UPDATE_JOB = 'weekly-update-email';

/** The weekly update e-mail on `cron` (UTC; `WEEKLY_UPDATE_CRON`, by default Monday 07:00). */
export async function registerWeeklyUpdateJobs(
  queue: JobQueue,
  deps: WeeklyUpdateDeps,
  cron: string,
): Promise<void> {
  await queue.work(WEEKLY_UPDATE_JOB, async () => {
    await runWeeklyUpdate(deps, { now: new Date() });
  });
  await queue.schedule(WEEKLY_UPDATE_JOB, cron);
}

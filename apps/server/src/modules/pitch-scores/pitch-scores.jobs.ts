import { TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import type { Databases } from '../../platform/database/databases.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { PITCH_SCORES_RECOMPUTE_JOB, type PitchScoreRecompute } from './pitch-score-recompute.ts';

const PITCH_SCORES_NIGHTLY_JOB = 'pitch-scores-nightly';
const EVERY_NIGHT = '30 2 * * *';

/** Scores age with the calendar, so besides recomputes after pitch writes they refresh nightly. */
export async function registerPitchScoreJobs(
  queue: JobQueue,
  databases: Databases,
  pitchScores: PitchScoreRecompute,
) {
  await queue.work<{ tenant: TenantId }>(PITCH_SCORES_RECOMPUTE_JOB, async ({ tenant }) => {
    await pitchScores.recompute(databases.tenant(tenant), new Date());
  });
  await queue.work(PITCH_SCORES_NIGHTLY_JOB, async () => {
    for (const tenant of TENANT_IDS) await pitchScores.requestRecompute(tenant);
  });
  await queue.schedule(PITCH_SCORES_NIGHTLY_JOB, EVERY_NIGHT);
}

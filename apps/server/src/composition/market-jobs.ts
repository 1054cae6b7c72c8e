import { registerFeedJobs } from '../modules/feeds/feeds.jobs.ts';
import { createFeedIngestion } from '../modules/feeds/feeds.service.ts';
import { createPitchScoreRecompute } from '../modules/pitch-scores/pitch-score-recompute.ts';
import { registerPitchScoreJobs } from '../modules/pitch-scores/pitch-scores.jobs.ts';
import type { Databases } from '../platform/database/databases.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';

export interface JobLogger {
  warn(entry: object, message: string): void;
}

/**
 * Workers and schedules of the market-data jobs (feed ingestion, pitch-score recompute): modules
 * wired onto the platform's queue, so this lives in the composition root, not in platform/jobs.
 */
export async function registerMarketJobs(
  queue: JobQueue,
  databases: Databases,
  log: JobLogger,
): Promise<void> {
  const ingestion = createFeedIngestion({ log: (entry) => log.warn(entry, 'news feed failed') });
  const pitchScores = createPitchScoreRecompute({
    tenantDb: (tenant) => databases.tenant(tenant),
    sendJob: (name, data, options) => queue.send(name, data, options),
  });
  await registerFeedJobs(queue, databases, ingestion);
  await registerPitchScoreJobs(queue, databases, pitchScores);
}

import { registerFeedJobs } from '../../modules/feeds/feeds.jobs.ts';
import { createFeedIngestion } from '../../modules/feeds/feeds.service.ts';
import { registerPitchScoreJobs } from '../../modules/pitch-scores/pitch-scores.jobs.ts';
import { createPitchScoresService } from '../../modules/pitch-scores/pitch-scores.service.ts';
import type { Databases } from '../database/databases.ts';
import { createFeatureGate } from '../http/feature-gate.ts';
import type { JobQueue } from './job-queue.ts';

export interface JobLogger {
  warn(entry: object, message: string): void;
}

/** Workers and schedules of the market-data jobs (feed ingestion, pitch-score recompute). */
export async function registerMarketJobs(
  queue: JobQueue,
  databases: Databases,
  log: JobLogger,
): Promise<void> {
  const ingestion = createFeedIngestion({ log: (entry) => log.warn(entry, 'news feed failed') });
  const pitchScores = createPitchScoresService({
    tenantDb: (tenant) => databases.tenant(tenant),
    flags: createFeatureGate({ core: databases.core, overrides: {} }),
    sendJob: (name, data, options) => queue.send(name, data, options),
  });
  await registerFeedJobs(queue, databases, ingestion);
  await registerPitchScoreJobs(queue, databases, pitchScores);
}

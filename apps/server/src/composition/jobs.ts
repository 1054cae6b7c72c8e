import { registerAdLibraryJobs } from '../modules/ad-library/ad-library.jobs.ts';
import { registerCrmJobs } from '../modules/crm/crm.jobs.ts';
import { registerFeedJobs } from '../modules/feeds/feeds.jobs.ts';
import { registerAlertJobs } from '../modules/follow/alerts.jobs.ts';
import { registerPitchScoreJobs } from '../modules/pitch-scores/pitch-scores.jobs.ts';
import type { SavedSearchAlertDeps } from '../modules/saved-searches/saved-search-alerts.ts';
import { registerSavedSearchJobs } from '../modules/saved-searches/saved-searches.jobs.ts';
import { registerWebhookJobs } from '../modules/webhooks/webhooks.jobs.ts';
import { registerWeeklyUpdateJobs } from '../modules/weekly-update/weekly-update.jobs.ts';
import { tenantDataChanges } from '../platform/database/tenant-data-changes.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { Services } from './services.ts';

/** What the saved-search alerts read: the mail deps and the search objects with their entitlements. */
export function savedSearchAlertDeps(services: Services): SavedSearchAlertDeps {
  const { mailDeps, searches, entitlements, flags } = services;
  return { ...mailDeps, searches, entitlements, flags };
}

/**
 * Workers and schedules of the background work (news feeds, pitch-score recompute, alert digests,
 * the weekly update, webhook deliveries), over the services `createServices` built. Every API
 * process runs them; the queue hands each job to one of them. Answers what stops the listeners some
 * of them keep (the webhooks' data-change trigger).
 */
export async function registerJobs(queue: JobQueue, services: Services): Promise<() => Promise<void>> {
  const { databases, mailDeps, config } = services;
  await registerFeedJobs(queue, databases, services.feedIngestion);
  await registerPitchScoreJobs(queue, databases, services.pitchScoreRecompute);
  await registerAlertJobs(queue, mailDeps);
  await registerWeeklyUpdateJobs(queue, mailDeps, config.WEEKLY_UPDATE_CRON);
  const stopWebhookTriggers = await registerWebhookJobs(queue, services.webhookDelivery, {
    dataChanges: tenantDataChanges(databases),
  });
  await registerCrmJobs(queue, services.crmPushRunner);
  await registerSavedSearchJobs(queue, savedSearchAlertDeps(services));
  await registerAdLibraryJobs(queue, services.metaIngestion, config.META_ADLIB_CRON);
  return stopWebhookTriggers;
}

import { AlertFrequencySchema } from '@adatlas/domain/alerts';
import { savedSearchAlertDeps } from '../composition/jobs.ts';
import { createServices } from '../composition/services.ts';
import { runSavedSearchAlerts } from '../modules/saved-searches/saved-search-alerts.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabases } from '../platform/database/bootstrap.ts';
import { cliLog } from './cli-log.ts';

/**
 * `tsx apps/server/src/cli/saved-search-alerts.ts daily|weekly`: one run of the saved-search
 * alerts, as the job queue schedules it. Safe beside another run (see runSavedSearchAlerts).
 */
try {
  const frequency = AlertFrequencySchema.parse(process.argv[2]);
  const config = loadConfig();
  const runtime = await openDatabases(config, (line) => console.log(line));
  const services = createServices(config, runtime.databases, { log: cliLog });
  const sent = await runSavedSearchAlerts(savedSearchAlertDeps(services), { frequency, now: new Date() });
  await services.mailer.flush();
  await services.close();
  console.log(`Saved-search alerts (${frequency}): ${sent} mail(s) queued.`);
  await runtime.stop();
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}

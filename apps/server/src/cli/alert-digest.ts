import { AlertFrequencySchema } from '@adatlas/domain/alerts';
import { createServices } from '../composition/services.ts';
import { runAlertDigest } from '../modules/follow/alert-digest.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabases } from '../platform/database/bootstrap.ts';
import { cliLog } from './cli-log.ts';

/**
 * `tsx apps/server/src/cli/alert-digest.ts daily|weekly`: one digest run, for cron until the job
 * queue schedules it. Safe beside another run (see runAlertDigest).
 */
try {
  const frequency = AlertFrequencySchema.parse(process.argv[2]);
  const config = loadConfig();
  const runtime = await openDatabases(config, (line) => console.log(line));
  const services = createServices(config, runtime.databases, { log: cliLog });
  const sent = await runAlertDigest(services.mailDeps, { frequency, now: new Date() });
  await services.mailer.flush();
  await services.close();
  console.log(`Alert digest (${frequency}): ${sent} mail(s) queued.`);
  await runtime.stop();
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}

import { isTenantId } from '@adatlas/domain/tenants';
import { createServices } from '../composition/services.ts';
import { runWeeklyUpdate } from '../modules/weekly-update/weekly-update.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabases } from '../platform/database/bootstrap.ts';
import { cliLog } from './cli-log.ts';

/**
 * `tsx apps/server/src/cli/weekly-update.ts [tenant …]`: one weekly update run (every tenant when
 * none is named), for a manual send or an outside cron. Safe beside the scheduled job: a user gets
 * one mail per tenant and week whoever runs first (see runWeeklyUpdate).
 */
try {
  const named = process.argv.slice(2);
  const unknown = named.filter((tenant) => !isTenantId(tenant));
  if (unknown.length > 0) throw new Error(`unknown tenant: ${unknown.join(', ')}`);
  const tenants = named.length > 0 ? named.filter(isTenantId) : undefined;
  const config = loadConfig();
  const runtime = await openDatabases(config, (line) => console.log(line));
  const services = createServices(config, runtime.databases, { log: cliLog });
  const sent = await runWeeklyUpdate(services.mailDeps, { now: new Date(), tenants });
  await services.mailer.flush();
  await services.close();
  console.log(`Weekly update: ${sent} mail(s) queued.`);
  await runtime.stop();
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}

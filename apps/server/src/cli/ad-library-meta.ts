import { TenantIdSchema } from '@adatlas/domain/tenants';
import { createServices } from '../composition/services.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabases } from '../platform/database/bootstrap.ts';
import { cliLog } from './cli-log.ts';

/**
 * `tsx apps/server/src/cli/ad-library-meta.ts <tenant>`: one Meta Ad Library ingestion of a
 * country now, as the scheduled job runs it (a run a crash left behind is resumed). Safe beside the
 * job: a second run of the same country finds it busy and stops.
 */
try {
  const tenant = TenantIdSchema.parse(process.argv[2]);
  const config = loadConfig();
  const runtime = await openDatabases(config, (line) => console.log(line));
  const services = createServices(config, runtime.databases, { log: cliLog });
  const result = await services.metaIngestion.run(tenant, {
    onStarted: (runId) => console.log(`Meta Ad Library run ${runId} (${tenant}) started.`),
  });
  await services.close();
  await runtime.stop();
  if (result.outcome === 'disabled') throw new Error('META_ADLIB_TOKEN is not set: the Meta adapter is off');
  if (result.outcome === 'busy') throw new Error(`A Meta ingestion of ${tenant} is already running`);
  console.log(
    `Meta Ad Library run ${result.runId}: ${result.outcome}${result.message ? ` (${result.message})` : ''}`,
  );
  if (result.outcome === 'failed') process.exit(1);
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}

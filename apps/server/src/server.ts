import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.ts';
import { registerJobs } from './composition/jobs.ts';
import { seedDemoAccounts } from './modules/profile/users.seed.ts';
import { isDeployed, loadConfig } from './platform/config.ts';
import { openDatabases } from './platform/database/bootstrap.ts';
import { createJobQueue } from './platform/jobs/job-queue.ts';
import { seedIfEmpty } from './seed/seed.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function fail(message: string): never {
  process.stderr.write(`adatlas: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const runtime = await openDatabases(config, say).catch((error: Error) => fail(error.message));

  const shouldSeed = config.SEED_DEMO ?? !isDeployed(config.NODE_ENV);
  let demoAccounts: string[] = [];
  if (shouldSeed) {
    const seedOptions = { scale: config.SEED_SCALE, day: config.SEED_DAY, log: say };
    const seeded = await seedIfEmpty(runtime.databases, seedOptions).catch(async (error: Error) => {
      await runtime.stop();
      fail(`demo data could not be loaded: ${error.message}`);
    });
    if (seeded) say(seeded.summary);
    demoAccounts = await seedDemoAccounts(runtime.databases);
  }

  const jobs = createJobQueue({
    pool: runtime.databases.corePool,
    onError: (error) => process.stderr.write(`adatlas: job queue: ${error.message}\n`),
  });
  const { app, services } = await buildServer({
    config,
    databases: runtime.databases,
    jobs,
    logger: { level: config.LOG_LEVEL },
    webDist: config.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
  });

  let closing = false;
  let stopJobListeners: () => Promise<void> = async () => undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`\n${signal} received, closing…`);
    await app.close().catch(() => undefined);
    await stopJobListeners().catch(() => undefined);
    await jobs.stop().catch(() => undefined);
    await runtime.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await runtime.stop().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'EADDRINUSE'
        ? `port ${config.PORT} is already in use (set PORT to another one)`
        : (error as Error).message,
    );
  }
  // Every API process runs workers; the queue hands each job to one of them.
  await jobs.start();
  stopJobListeners = await registerJobs(jobs, services);
  say(`\nAdAtlas is running on http://localhost:${config.PORT}`);
  if (demoAccounts.length > 0) say(['Demo accounts:', ...demoAccounts].join('\n'));
}

// Whatever fails while starting ends in one line, not a stack trace.
main().catch((error: Error) => fail(error.message || String(error)));

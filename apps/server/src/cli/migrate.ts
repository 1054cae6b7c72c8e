import { loadConfig } from '../platform/config.ts';
import { openDatabases } from '../platform/database/bootstrap.ts';

/** `npm run migrate`: applies pending migrations (idempotent; an advisory lock serialises runs). */
try {
  const runtime = await openDatabases(loadConfig(), (line) => console.log(line));
  console.log('Migrations are up to date.');
  await runtime.stop();
} catch (error) {
  console.error(`adatlas: ${(error as Error).message}`);
  process.exit(1);
}

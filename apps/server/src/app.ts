import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { registerAccountApi } from './composition/account-api.ts';
import { registerDataApi } from './composition/data-api.ts';
import { createHttpPlatform } from './composition/http-platform.ts';
import type { WikipediaClient } from './modules/companies/wikipedia.client.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { RecordOpen } from './modules/search/record-open.ts';
import type { Config } from './platform/config.ts';
import type { Databases } from './platform/database/databases.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { APP_VERSION } from './platform/version.ts';

export interface AppOptions {
  config: Config;
  databases: Databases;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built web app; served when it holds an index.html. */
  webDist?: string;
  /** Credit consumption when a company or contact detail opens; default: the credits service. */
  recordOpen?: RecordOpen;
  wikipedia?: WikipediaClient;
  /** The background-job queue, for services that enqueue work; its workers start in server.ts. */
  jobs?: JobQueue;
  /** Sees every route as it registers, before any plugin; the route-inventory test lists them. */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the HTTP application, used by the server and the tests: the platform (headers, errors,
 * auth hooks, metrics), then health, the account and back-office API (`composition/account-api.ts`)
 * and the market-data API (`composition/data-api.ts`), each wiring its own services.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = await createHttpPlatform(options);
  await app.register(healthRoutes, {
    checkDatabase: (timeoutMs) => options.databases.ping(timeoutMs),
    version: APP_VERSION,
  });
  const account = await registerAccountApi(app, options);
  await registerDataApi(app, options, account);
  return app;
}

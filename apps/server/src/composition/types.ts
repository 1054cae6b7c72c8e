import type { FastifyServerOptions, RouteOptions } from 'fastify';
import type { RecordOpen } from '../modules/billing/record-open.ts';
import type { WikipediaClient } from '../modules/companies/wikipedia.client.ts';
import type { Config } from '../platform/config.ts';
import type { Databases } from '../platform/database/databases.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';

/**
 * What the services log through: Fastify's logger fits, and so does a console logger in the CLI.
 * Each service declares the narrower part it uses.
 */
export interface ServiceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What `createServices` needs beyond the configuration and the databases. */
export interface ServiceOptions {
  log: ServiceLog;
  /** The background-job queue, for services that enqueue work; its workers start in server.ts. */
  jobs?: JobQueue;
  /** Credit consumption when a company or contact detail opens; default: the credits service. */
  recordOpen?: RecordOpen;
  wikipedia?: WikipediaClient;
}

/** `buildApp`'s options: the server, the tests and the bench build the application alike. */
export interface AppOptions extends Omit<ServiceOptions, 'log'> {
  config: Config;
  databases: Databases;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built web app; served when it holds an index.html. */
  webDist?: string;
  /** Sees every route as it registers, before any plugin; the route-inventory test lists them. */
  onRoute?: (route: RouteOptions) => void;
}

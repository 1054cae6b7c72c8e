import type { FastifyInstance } from 'fastify';
import { createHttpPlatform } from './composition/http-platform.ts';
import { registerRoutes } from './composition/routes.ts';
import { createServices, type Services } from './composition/services.ts';
import type { AppOptions } from './composition/types.ts';

export type { AppOptions } from './composition/types.ts';

/**
 * The HTTP application and the services behind it: the platform (headers, errors, auth hooks,
 * metrics), every service built once (`composition/services.ts`) and every route over them
 * (`composition/routes.ts`). The server also hands the services to `registerJobs`.
 */
export async function buildServer(
  options: AppOptions,
): Promise<{ app: FastifyInstance; services: Services }> {
  const app = await createHttpPlatform(options);
  const services = createServices(options.config, options.databases, {
    log: app.log,
    jobs: options.jobs,
    recordOpen: options.recordOpen,
    wikipedia: options.wikipedia,
  });
  app.addHook('onClose', () => services.close());
  await registerRoutes(app, services);
  return { app, services };
}

/** The HTTP application alone, as the tests and the bench drive it through `inject` or a port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  return (await buildServer(options)).app;
}

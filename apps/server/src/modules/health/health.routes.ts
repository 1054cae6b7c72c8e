import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { PUBLIC } from '../../platform/http/route-policy.ts';

/** /readyz answers 503 within this when the database does not: a frozen one must not hang it. */
const READINESS_TIMEOUT_MS = 1_500;

export interface HealthRoutesOptions {
  checkDatabase(timeoutMs: number): Promise<void>;
  version: string;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/healthz',
    {
      config: { auth: PUBLIC, changesState: false },
      logLevel: 'warn',
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ok'), version: z.string() }) } },
    },
    async () => ({ status: 'ok' as const, version: options.version }),
  );
  app.get(
    '/readyz',
    {
      config: { auth: PUBLIC, changesState: false },
      logLevel: 'warn',
      schema: { hide: true, response: { 200: z.object({ status: z.literal('ready') }) } },
    },
    async () => {
      try {
        await options.checkDatabase(READINESS_TIMEOUT_MS);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database not reachable');
      }
      return { status: 'ready' as const };
    },
  );
};

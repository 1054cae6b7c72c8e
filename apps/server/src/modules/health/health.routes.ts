import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReplicaHealth } from '../../platform/database/replicas.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { PUBLIC } from '../../platform/http/route-policy.ts';

/** /readyz answers 503 within this when the database does not: a frozen one must not hang it. */
const READINESS_TIMEOUT_MS = 1_500;

export interface HealthRoutesOptions {
  /** Fails when a primary does not answer; lists the read replicas, if any, with their state. */
  checkDatabase(timeoutMs: number): Promise<ReplicaHealth[] | undefined>;
  version: string;
}

const ReplicaReadinessSchema = z.object({
  serves: z.string(),
  name: z.string(),
  healthy: z.boolean(),
  lagMs: z.number().nullable(),
  lagging: z.boolean(),
});

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
      schema: {
        hide: true,
        response: {
          200: z.object({
            status: z.enum(['ready', 'degraded']),
            replicas: z.array(ReplicaReadinessSchema).optional(),
          }),
        },
      },
    },
    async () => {
      let replicas: ReplicaHealth[] | undefined;
      try {
        replicas = await options.checkDatabase(READINESS_TIMEOUT_MS);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database not reachable');
      }
      if (!replicas?.length) return { status: 'ready' as const };
      // The primaries answer every read a replica cannot: a replica down or behind only degrades.
      const degraded = replicas.some((replica) => !replica.healthy || replica.lagging);
      return { status: degraded ? ('degraded' as const) : ('ready' as const), replicas };
    },
  );
};

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Databases } from '../database/databases.ts';
import { registerReadRouting } from '../database/read-routing-hooks.ts';
import { AppError } from '../errors/app-error.ts';
import { PUBLIC } from '../http/route-policy.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { createMetrics } from './metrics.ts';

export interface ObservabilityOptions {
  databases: Databases;
  jobs?: JobQueue;
  metricsToken?: string;
  slowQueryMs: number;
}

/** Requests that matched no route share one label, so random URLs cannot blow up the series. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Prometheus metrics at GET /metrics, the caller and tenant on every request log line, and the
 * slow-query log. Register after the auth hooks: the log bindings need the resolved `request.ctx`.
 */
export function registerObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  const metrics = createMetrics(options);
  // Here, after the auth hooks, because the routing reads the resolved `request.ctx`; its counts are metrics.
  registerReadRouting(app, options.databases);

  // Callback hooks, not async ones: every request runs them, and a promise each is measurable.
  app.addHook('onRequest', (request, reply, done) => {
    const ctx = request.ctx;
    if (ctx) {
      // Fastify writes "request completed" through reply.log: both carry the bindings.
      request.log = request.log.child({ userId: ctx.user?.id ?? null, tenant: ctx.tenant });
      reply.log = request.log;
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
    done();
  });

  const stopSlowQueryLog = options.databases.onQuery(({ sql, durationMs, failed }) => {
    if (durationMs < options.slowQueryMs) return;
    app.log.warn({ sql, durationMs: Math.round(durationMs), failed }, 'slow query');
  });
  app.addHook('onClose', async () => stopSlowQueryLog());

  const expected = options.metricsToken ? digest(options.metricsToken) : null;
  app.get(
    '/metrics',
    { config: { auth: PUBLIC, changesState: false }, logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      if (expected) {
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
          throw new AppError('UNAUTHORIZED_ERROR', 'Metrics need the METRICS_TOKEN bearer token');
        }
      }
      const body = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(body);
    },
  );
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

import { TENANT_IDS } from '@adatlas/domain/tenants';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Databases } from '../database/databases.ts';
import type { JobQueue } from '../jobs/job-queue.ts';

export interface Metrics {
  registry: Registry;
  observeRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
}

export interface MetricsOptions {
  databases: Databases;
  jobs?: JobQueue;
}

/**
 * One registry per application instance (tests build several in one process). HTTP series are
 * counted in-process; pool, queue, credit and mail series are read when Prometheus scrapes, so the
 * business totals are the same whichever replica answers.
 */
export function createMetrics(options: MetricsOptions): Metrics {
  const { databases, jobs } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency, by route pattern and status class',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'HTTP requests answered with a 4xx or 5xx status, by status class',
    labelNames: ['status_class'],
    registers: [registry],
  });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Postgres pool connections by pool and state (total, idle, waiting clients)',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const { name, pool } of databases.pools()) {
        this.set({ pool: name, state: 'total' }, pool.totalCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  if (databases.replicas.enabled) registerReplicaMetrics(registry, databases);
  if (jobs) {
    new Gauge({
      name: 'job_queue_depth',
      help: 'Background jobs waiting to run, per queue',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const { queue, size } of await jobs.queueSizes()) this.set({ queue }, size);
      },
    });
  }
  new Gauge({
    name: 'adatlas_credits_consumed',
    help: 'Credits consumed (records opened) since the start, per tenant',
    labelNames: ['tenant'],
    registers: [registry],
    async collect() {
      const rows = await databases.core
        .selectFrom('record_opens')
        .select(['tenant_id', sql<number>`count(*)::int`.as('count')])
        .groupBy('tenant_id')
        .execute();
      const counts = new Map(rows.map((row) => [row.tenant_id, row.count]));
      for (const tenant of TENANT_IDS) this.set({ tenant }, counts.get(tenant) ?? 0);
    },
  });
  new Gauge({
    name: 'adatlas_mail_outbox',
    help: 'E-mails in the outbox: sent, or pending delivery',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const row = await databases.core
        .selectFrom('mail_outbox')
        .select([
          sql<number>`count(sent_at)::int`.as('sent'),
          sql<number>`(count(*) - count(sent_at))::int`.as('pending'),
        ])
        .executeTakeFirstOrThrow();
      this.set({ state: 'sent' }, row.sent);
      this.set({ state: 'pending' }, row.pending);
    },
  });

  return {
    registry,
    observeRequest({ method, route, statusCode, seconds }) {
      const statusClass = `${Math.floor(statusCode / 100)}xx`;
      const labels = { method, route, status_class: statusClass };
      requests.inc(labels);
      durations.observe(labels, seconds);
      if (statusCode >= 400) errors.inc({ status_class: statusClass });
    },
  };
}

/** Replica lag and health, where the read-only statements went, and why some could not use a replica. */
function registerReplicaMetrics(registry: Registry, databases: Databases): void {
  const { replicas } = databases;
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How long the oldest write of the primary a replica has not replayed has waited (-1: replica down)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const replica of replicas.health()) {
        this.set({ replica: replica.name }, replica.lagMs === null ? -1 : replica.lagMs / 1000);
      }
    },
  });
  new Gauge({
    name: 'db_replica_healthy',
    help: 'Whether a replica answered its last health check (1) or not (0)',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const replica of replicas.health()) this.set({ replica: replica.name }, replica.healthy ? 1 : 0);
    },
  });
  new Counter({
    name: 'db_routed_reads_total',
    help: 'Connections of read-only requests by the server that answered: "primary" or a replica',
    labelNames: ['target'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [target, count] of replicas.stats.reads) this.inc({ target }, count);
    },
  });
  new Counter({
    name: 'db_replica_fallbacks_total',
    help: 'Reads sent to the primary instead of a replica, by reason (down, lag, own_write, error)',
    labelNames: ['reason'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [reason, count] of replicas.stats.fallbacks) this.inc({ reason }, count);
    },
  });
}

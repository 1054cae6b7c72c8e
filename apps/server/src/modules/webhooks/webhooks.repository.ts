import { SETTING_KEYS } from '@adatlas/domain/alerts';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import type { CoreDatabase, TenantDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<TenantDatabase> | Transaction<TenantDatabase>;

const ENDPOINT_COLUMNS = [
  'id',
  'user_id',
  'url',
  'events',
  'secret_prefix',
  'created_at',
  'disabled_at',
  'disabled_reason',
  'failing_since',
] as const;

const DELIVERY_COLUMNS = [
  'id',
  'endpoint_id',
  'event_id',
  'event_type',
  'status',
  'attempts',
  'next_attempt_at',
  'last_status_code',
  'last_latency_ms',
  'last_error',
  'created_at',
  'delivered_at',
] as const;

export type EndpointRow = Awaited<ReturnType<typeof getEndpoint>> & {};
export type ListedEndpointRow = Awaited<ReturnType<typeof findEndpoints>>[number];
export type DeliveryRow = Awaited<ReturnType<typeof findDeliveries>>[number];

/** The user's endpoints, each with its latest delivery (the log's index serves the lateral join). */
export function findEndpoints(db: Db, userId: number) {
  return db
    .selectFrom('webhook_endpoints as w')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('webhook_deliveries as d')
          .select([
            'd.id',
            'd.event_type',
            'd.status',
            'd.last_status_code',
            'd.created_at',
            'd.delivered_at',
          ])
          .whereRef('d.endpoint_id', '=', 'w.id')
          .orderBy('d.created_at', 'desc')
          .orderBy('d.event_id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select(ENDPOINT_COLUMNS.map((column) => `w.${column}` as const))
    .select([
      'last.id as last_id',
      'last.event_type as last_event_type',
      'last.status as last_status',
      'last.last_status_code as last_status_code',
      'last.created_at as last_created_at',
      'last.delivered_at as last_delivered_at',
    ])
    .where('w.user_id', '=', userId)
    .orderBy('w.id')
    .execute();
}

export function getEndpoint(db: Db, userId: number, id: number) {
  return db
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Serialises endpoint creation of one user in this tenant, so the cap holds across processes. */
export async function lockUserEndpoints(trx: Transaction<TenantDatabase>, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('webhook_endpoints'), ${userId})`.execute(trx);
}

export async function countEndpoints(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertEndpoint(
  db: Db,
  endpoint: {
    userId: number;
    url: string;
    events: string[];
    secretSealed: string;
    secretPrefix: string;
    now: Date;
  },
) {
  return db
    .insertInto('webhook_endpoints')
    .values({
      user_id: endpoint.userId,
      url: endpoint.url,
      events: endpoint.events,
      secret_sealed: endpoint.secretSealed,
      secret_prefix: endpoint.secretPrefix,
      created_at: endpoint.now,
    })
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteEndpoint(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Switches an endpoint on (forgetting its failures) or off by its owner's choice. */
export function setEndpointEnabled(
  db: Db,
  endpoint: { userId: number; id: number; enabled: boolean; now: Date },
) {
  return db
    .updateTable('webhook_endpoints')
    .set(
      endpoint.enabled
        ? { disabled_at: null, disabled_reason: null, failing_since: null }
        : { disabled_at: endpoint.now, disabled_reason: 'owner' },
    )
    .where('user_id', '=', endpoint.userId)
    .where('id', '=', endpoint.id)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirst();
}

export function findDeliveries(db: Db, endpointId: number, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .orderBy('event_id', 'desc')
    .limit(limit)
    .execute();
}

/** Puts a delivery back in line for one more try now, whatever its state; its id stays. */
export function requeueDelivery(db: Db, delivery: { endpointId: number; id: string; now: Date }) {
  return db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: delivery.now, lease_until: null })
    .where('endpoint_id', '=', delivery.endpointId)
    .where('id', '=', delivery.id)
    .returning(DELIVERY_COLUMNS)
    .executeTakeFirst();
}

/** The owners of the endpoints that are on: the only users the dispatcher looks at. */
export async function findEndpointOwners(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('user_id')
    .distinct()
    .where('disabled_at', 'is', null)
    .execute();
  return rows.map((row) => row.user_id);
}

export async function getUserContact(core: Kysely<CoreDatabase>, userId: number) {
  return core.selectFrom('users').select(['email', 'language']).where('id', '=', userId).executeTakeFirst();
}

/** When the previous scan ran (the tenant server's clock, as change_events.created_at). */
export async function getDispatchScan(db: Db): Promise<Date | undefined> {
  const row = await db.selectFrom('webhook_dispatch').select('scanned_at').executeTakeFirst();
  return row ? new Date(row.scanned_at) : undefined;
}

export async function recordDispatchScan(trx: Transaction<TenantDatabase>): Promise<void> {
  await trx
    .insertInto('webhook_dispatch')
    .values({ id: true, scanned_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('id').doUpdateSet({ scanned_at: sql<Date>`now()` }))
    .execute();
}

/**
 * No delivery yet of event `e` to endpoint `w` (aliases of the calling query): what makes an
 * event due for an endpoint, for follow and saved-search events alike.
 */
function hasNoDelivery<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>): Expression<SqlBool> {
  const scoped = eb as unknown as ExpressionBuilder<
    TenantDatabase & { w: TenantDatabase['webhook_endpoints']; e: TenantDatabase['change_events'] },
    'w' | 'e'
  >;
  return scoped.not(
    scoped.exists(
      scoped
        .selectFrom('webhook_deliveries as d')
        .select('d.id')
        .whereRef('d.endpoint_id', '=', 'w.id')
        .whereRef('d.event_id', '=', 'e.id'),
    ),
  );
}

/**
 * Follow events created after `since` without a delivery yet to an endpoint that is on, of an
 * owner in `userIds` following the company, for an event it subscribes to, and not older than the
 * follow or the endpoint.
 */
export function findUndeliveredEvents(db: Db, since: Date, userIds: number[]) {
  return db
    .selectFrom('change_events as e')
    .innerJoin('settings as s', (join) =>
      join.onRef('s.entity_id', '=', 'e.company_id').on('s.key', '=', SETTING_KEYS.followedCompany),
    )
    .innerJoin('webhook_endpoints as w', 'w.user_id', 's.user_id')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .select([
      'w.id as endpoint_id',
      'e.id as event_id',
      'e.event',
      'e.entity_id',
      'e.created_at',
      'c.id as company_id',
      'c.name as company_name',
    ])
    .where('e.created_at', '>', since)
    .where('w.user_id', 'in', userIds)
    .where('w.disabled_at', 'is', null)
    .where(sql<boolean>`e.event = ANY(w.events)`)
    .whereRef('e.created_at', '>=', 's.created_at')
    .whereRef('e.created_at', '>=', 'w.created_at')
    .where(hasNoDelivery)
    .orderBy('e.id')
    .execute();
}

/** Among `userIds`, the owners of an endpoint that is on and subscribes to `event`. */
export async function findSubscribedOwners(db: Db, event: string, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', userIds)
    .where('disabled_at', 'is', null)
    .where(sql<boolean>`${event} = ANY(events)`)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Saved-search events created after `since` without a delivery yet to an endpoint that is on, of
 * the search's owner (one of `userIds`), subscribing to them, and not older than the endpoint.
 */
export function findUndeliveredSavedSearchEvents(db: Db, since: Date, event: string, userIds: number[]) {
  return db
    .selectFrom('saved_search_events as e')
    .innerJoin('webhook_endpoints as w', 'w.user_id', 'e.user_id')
    .select([
      'w.id as endpoint_id',
      'e.id',
      'e.saved_search_id',
      'e.user_id',
      'e.since_seq',
      'e.until_seq',
      'e.created_at',
    ])
    .where('e.created_at', '>', since)
    .where('w.user_id', 'in', userIds)
    .where('w.disabled_at', 'is', null)
    .where(sql<boolean>`${event} = ANY(w.events)`)
    .whereRef('e.created_at', '>=', 'w.created_at')
    .where(hasNoDelivery)
    .orderBy('e.id')
    .execute();
}

/**
 * A fresh event id from the change events' sequence, which every event of the tenant takes its id
 * from (follow and saved-search events, tests): unique for any endpoint's deliveries.
 */
export async function nextEventId(db: Db, schema: string): Promise<number> {
  const sequence = `${schema}.change_events_id_seq`;
  const { rows } = await sql<{ id: string }>`SELECT nextval(${sequence}::regclass) AS id`.execute(db);
  return Number(rows[0]?.id);
}

/** A test delivery to one endpoint, due at `now`. */
export function insertTestDelivery(
  db: Db,
  delivery: { endpointId: number; eventId: number; eventType: string; payload: object; now: Date },
) {
  return db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: delivery.endpointId,
      event_id: delivery.eventId,
      event_type: delivery.eventType,
      payload: JSON.stringify(delivery.payload),
      next_attempt_at: delivery.now,
      created_at: delivery.now,
    })
    .returning(DELIVERY_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function getDelivery(db: Db, endpointId: number, id: string) {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** New deliveries; a pair already there is left alone (another dispatcher got it first). */
export async function insertDeliveries(
  db: Db,
  deliveries: { endpointId: number; eventId: number; eventType: string; payload: object }[],
): Promise<string[]> {
  if (deliveries.length === 0) return [];
  const rows = await db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((delivery) => ({
        endpoint_id: delivery.endpointId,
        event_id: delivery.eventId,
        event_type: delivery.eventType,
        payload: JSON.stringify(delivery.payload),
      })),
    )
    .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Pending deliveries due before `before` that nobody holds: their job was lost (a process died). */
export async function findStrandedDeliveries(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<', before)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', before)]))
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a due delivery for one try, counting it, and holds it until `leaseUntil`; undefined when
 * it is not due, done, or held by another worker.
 */
export function claimDelivery(db: Db, claim: { id: string; now: Date; leaseUntil: Date }) {
  return db
    .updateTable('webhook_deliveries as d')
    .set((eb) => ({ lease_until: claim.leaseUntil, attempts: eb('d.attempts', '+', 1) }))
    .from('webhook_endpoints as w')
    .whereRef('w.id', '=', 'd.endpoint_id')
    .where('d.id', '=', claim.id)
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('d.lease_until', 'is', null), eb('d.lease_until', '<', claim.now)]))
    .returning([
      'd.id',
      'd.endpoint_id',
      'd.payload',
      'd.attempts',
      'd.created_at',
      'w.url',
      'w.user_id',
      'w.secret_sealed',
      'w.disabled_at',
    ])
    .executeTakeFirst();
}

export interface AttemptOutcome {
  deliveryId: string;
  at: Date;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

export async function recordAttempt(db: Db, outcome: AttemptOutcome): Promise<void> {
  await db
    .insertInto('webhook_attempts')
    .values({
      delivery_id: outcome.deliveryId,
      attempted_at: outcome.at,
      status_code: outcome.statusCode,
      latency_ms: outcome.latencyMs,
      error: outcome.error,
    })
    .execute();
}

/** The delivery's state after a try: delivered, due again at `nextAttemptAt`, or failed for good. */
export async function settleDelivery(
  db: Db,
  outcome: AttemptOutcome & { status: 'delivered' | 'pending' | 'failed'; nextAttemptAt?: Date },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      lease_until: null,
      last_status_code: outcome.statusCode,
      last_latency_ms: outcome.latencyMs,
      last_error: outcome.error,
      ...(outcome.status === 'delivered' ? { delivered_at: outcome.at } : {}),
      ...(outcome.nextAttemptAt ? { next_attempt_at: outcome.nextAttemptAt } : {}),
    })
    .where('id', '=', outcome.deliveryId)
    .execute();
}

export async function markEndpointHealthy(db: Db, endpointId: number): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null })
    .where('id', '=', endpointId)
    .where('failing_since', 'is not', null)
    .execute();
}

/** Notes a failure; answers since when the endpoint has been failing. */
export async function markEndpointFailing(db: Db, endpointId: number, at: Date): Promise<Date> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: sql<Date>`coalesce(failing_since, ${at})` })
    .where('id', '=', endpointId)
    .returning('failing_since')
    .executeTakeFirstOrThrow();
  return new Date(row.failing_since ?? at);
}

/** Switches off an endpoint that kept failing; answers it only if this call switched it off. */
export function disableFailingEndpoint(db: Db, endpointId: number, at: Date) {
  return db
    .updateTable('webhook_endpoints')
    .set({ disabled_at: at, disabled_reason: 'failing' })
    .where('id', '=', endpointId)
    .where('disabled_at', 'is', null)
    .returning(['id', 'user_id', 'url'])
    .executeTakeFirst();
}

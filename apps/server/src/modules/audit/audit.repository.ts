import type { Kysely, Transaction } from 'kysely';
import type { Databases, TenantDb } from '../../platform/database/databases.ts';
import type { CoreDatabase, TenantDatabase } from '../../platform/database/schema.ts';

export interface AuditEntryInput {
  actorId: number | null;
  actorEmail: string | null;
  at: Date;
  tenant: string | null;
  entity: string;
  entityId: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

type AnyDb =
  | Kysely<CoreDatabase>
  | Transaction<CoreDatabase>
  | Kysely<TenantDatabase>
  | Transaction<TenantDatabase>;

/**
 * The core schema through `db`'s connection: given a tenant transaction on the core server, the
 * audit row commits or rolls back with the change it describes.
 */
function coreOf(db: AnyDb): Kysely<CoreDatabase> {
  return (db as unknown as Kysely<CoreDatabase>).withSchema('core');
}

/**
 * Where a tenant change's audit row goes: inside the change's own transaction when the tenant
 * lives on the core server (the default), else through core right after (a country moved to its
 * own server cannot share a transaction with core).
 */
export function auditDbFor(
  databases: Databases,
  tenantDb: TenantDb,
  trx: Transaction<TenantDatabase>,
): AnyDb {
  return tenantDb.sharesCoreServer ? trx : databases.core;
}

export async function insertAuditEntry(db: AnyDb, entry: AuditEntryInput): Promise<void> {
  await coreOf(db)
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      at: entry.at,
      tenant: entry.tenant,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      action: entry.action,
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  limit: number;
  offset: number;
}

export async function findAuditEntries(core: Kysely<CoreDatabase>, filter: AuditFilter) {
  let query = core.selectFrom('audit_log');
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'actor_id',
        'actor_email',
        'at',
        'tenant',
        'entity',
        'entity_id',
        'action',
        'before',
        'after',
      ])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The who / when / where of an audit row, from the request context. */
export function auditActor(ctx: {
  user: { id: number; email: string } | null;
  now: Date;
  tenant: string;
}): Pick<AuditEntryInput, 'actorId' | 'actorEmail' | 'at' | 'tenant'> {
  return {
    actorId: ctx.user?.id ?? null,
    actorEmail: ctx.user?.email ?? null,
    at: ctx.now,
    tenant: ctx.tenant,
  };
}

import type { Kysely } from 'kysely';
import type { CoreDatabase, CrmPushRowsTable, TenantDatabase } from '../../platform/database/schema.ts';

type Core = Kysely<CoreDatabase>;
type Db = Kysely<TenantDatabase>;
type Provider = 'hubspot' | 'salesforce';

const CONNECTION_COLUMNS = [
  'provider',
  'access_token_sealed',
  'refresh_token_sealed',
  'instance_url',
  'account_name',
  'connected_at',
] as const;

/** The caller's own connection, sealed tokens included: the service alone opens them. */
export function findConnection(core: Core, userId: number) {
  return core
    .selectFrom('crm_connections')
    .select(CONNECTION_COLUMNS)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveConnection(
  core: Core,
  values: {
    userId: number;
    provider: Provider;
    accessTokenSealed: string;
    refreshTokenSealed: string | null;
    instanceUrl: string | null;
    accountName: string;
    at: Date;
  },
): Promise<void> {
  const row = {
    provider: values.provider,
    access_token_sealed: values.accessTokenSealed,
    refresh_token_sealed: values.refreshTokenSealed,
    instance_url: values.instanceUrl,
    account_name: values.accountName,
    connected_at: values.at,
    modified_at: values.at,
  };
  await core
    .insertInto('crm_connections')
    .values({ user_id: values.userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
}

export async function updateAccessToken(core: Core, userId: number, sealed: string, at: Date): Promise<void> {
  await core
    .updateTable('crm_connections')
    .set({ access_token_sealed: sealed, modified_at: at })
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteConnection(core: Core, userId: number): Promise<void> {
  await core.deleteFrom('crm_connections').where('user_id', '=', userId).execute();
}

const PUSH_COLUMNS = [
  'id',
  'user_id',
  'provider',
  'status',
  'total',
  'processed',
  'created_at',
  'finished_at',
] as const;

export type NewPushRow = Omit<CrmPushRowsTable, 'push_id' | 'crm_id'>;

export async function insertPush(
  db: Db,
  push: { userId: number; provider: Provider; rows: readonly NewPushRow[]; at: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const processed = push.rows.filter((row) => row.outcome !== null).length;
    const { id } = await trx
      .insertInto('crm_pushes')
      .values({
        user_id: push.userId,
        provider: push.provider,
        total: push.rows.length,
        processed,
        status: processed === push.rows.length ? 'done' : 'queued',
        created_at: push.at,
        finished_at: processed === push.rows.length ? push.at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let start = 0; start < push.rows.length; start += 1000) {
      const chunk = push.rows
        .slice(start, start + 1000)
        .map((row) => ({ ...row, push_id: id, crm_id: null }));
      if (chunk.length > 0) await trx.insertInto('crm_push_rows').values(chunk).execute();
    }
    return id;
  });
}

/** A push of `userId` only: another user's is answered as a missing one. */
export function findOwnPush(db: Db, userId: number, pushId: number) {
  return db
    .selectFrom('crm_pushes')
    .select(PUSH_COLUMNS)
    .where('id', '=', pushId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findPush(db: Db, pushId: number) {
  return db.selectFrom('crm_pushes').select(PUSH_COLUMNS).where('id', '=', pushId).executeTakeFirst();
}

export async function countOutcomes(db: Db, pushId: number) {
  const rows = await db
    .selectFrom('crm_push_rows')
    .select(['outcome', (eb) => eb.fn.countAll<number>().as('n')])
    .where('push_id', '=', pushId)
    .where('outcome', 'is not', null)
    .groupBy('outcome')
    .execute();
  const counts = { created: 0, updated: 0, skipped: 0, failed: 0 };
  for (const row of rows) if (row.outcome) counts[row.outcome] = Number(row.n);
  return counts;
}

/** The report: never the e-mail, which is the CRM's now and was only kept until it was sent. */
export function findPushRows(db: Db, pushId: number) {
  return db
    .selectFrom('crm_push_rows')
    .select(['contact_id', 'name', 'surname', 'company', 'outcome', 'reason', 'crm_id'])
    .where('push_id', '=', pushId)
    .orderBy('position')
    .execute();
}

export function findPendingRows(db: Db, pushId: number, limit: number) {
  return db
    .selectFrom('crm_push_rows')
    .select(['position', 'name', 'surname', 'company', 'title', 'city', 'email'])
    .where('push_id', '=', pushId)
    .where('outcome', 'is', null)
    .orderBy('position')
    .limit(limit)
    .execute();
}

export async function recordResults(
  db: Db,
  pushId: number,
  results: readonly {
    position: number;
    outcome: 'created' | 'updated' | 'failed';
    crmId: string | null;
    reason: string | null;
  }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const result of results) {
      await trx
        .updateTable('crm_push_rows')
        .set({ outcome: result.outcome, crm_id: result.crmId, reason: result.reason, email: null })
        .where('push_id', '=', pushId)
        .where('position', '=', result.position)
        .execute();
    }
    await trx
      .updateTable('crm_pushes')
      .set((eb) => ({ processed: eb('processed', '+', results.length), status: 'running' }))
      .where('id', '=', pushId)
      .execute();
  });
}

export async function finishPush(db: Db, pushId: number, status: 'done' | 'failed', at: Date): Promise<void> {
  await db.updateTable('crm_pushes').set({ status, finished_at: at }).where('id', '=', pushId).execute();
}

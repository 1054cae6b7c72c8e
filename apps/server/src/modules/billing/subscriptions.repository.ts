import { type Kysely, sql, type Updateable } from 'kysely';
import type { CoreDatabase, SubscriptionsTable } from '../../platform/database/schema.ts';
import type { PaymentEvent } from '../../platform/payments/payment-provider.ts';

const SUBSCRIPTION_COLUMNS = [
  'id',
  'user_id',
  'tenant_id',
  'plan_id',
  'status',
  'provider',
  'provider_customer_id',
  'provider_subscription_id',
  'period_start',
  'period_end',
  'last_event_at',
] as const;

export type SubscriptionRow = Awaited<ReturnType<typeof getSubscriptionRow>> & {};

/** The customer's subscription in `tenant`; `forUpdate` locks it until the transaction ends. */
export function getSubscriptionRow(
  db: Kysely<CoreDatabase>,
  userId: number,
  tenant: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
) {
  return db
    .selectFrom('subscriptions')
    .select(SUBSCRIPTION_COLUMNS)
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .$if(forUpdate, (query) => query.forUpdate())
    .executeTakeFirst();
}

/**
 * Serialises the events of one customer on their user row: with no subscription row yet, FOR UPDATE
 * on it locks nothing, and two first events (in two processes) would both insert.
 */
export async function lockSubscriptionOwner(db: Kysely<CoreDatabase>, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Records the event; false when it was already recorded (a replay). */
export async function insertPaymentEvent(db: Kysely<CoreDatabase>, event: PaymentEvent): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values({
      id: event.id,
      provider: event.provider,
      type: event.kind,
      created_at: event.createdAt,
      payload: JSON.stringify(event.payload ?? null),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSubscriptionRow(
  db: Kysely<CoreDatabase>,
  values: Omit<SubscriptionRow, 'id'>,
): Promise<SubscriptionRow> {
  return db
    .insertInto('subscriptions')
    .values(values)
    .returning(SUBSCRIPTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateSubscriptionRow(
  db: Kysely<CoreDatabase>,
  id: number,
  changes: Updateable<SubscriptionsTable>,
): Promise<SubscriptionRow> {
  return db
    .updateTable('subscriptions')
    .set(changes)
    .where('id', '=', id)
    .returning(SUBSCRIPTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The user's overdue flag follows the subscription, and confirming a plan tags the user. */
export async function updateUserAfterPayment(
  db: Kysely<CoreDatabase>,
  userId: number,
  change: { overdue: boolean; addTag: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      overdue: change.overdue,
      modified_at: change.now,
      ...(change.addTag
        ? {
            tags: sql<
              string[]
            >`CASE WHEN ${change.addTag} = ANY(tags) THEN tags ELSE array_append(tags, ${change.addTag}) END`,
          }
        : {}),
    })
    .where('id', '=', userId)
    .execute();
}

/** A paid period keeps the licence for that tenant alive at least until the period ends. */
export async function extendLicence(
  db: Kysely<CoreDatabase>,
  userId: number,
  tenant: string,
  until: Date,
): Promise<void> {
  await db
    .updateTable('licence_tenants')
    .set({ expires_at: sql<Date>`greatest(expires_at, ${until})` })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .execute();
}

/** The caller's scopes in one tenant, locked until the transaction ends; undefined without a licence there. */
export async function lockLicenceScopes(db: Kysely<CoreDatabase>, userId: number, tenant: string) {
  const row = await db
    .selectFrom('licence_tenants')
    .select('scopes')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .forUpdate()
    .executeTakeFirst();
  return row?.scopes;
}

/** Only the subscription's tenant: the user's scopes in any other tenant are never written. */
export async function updateLicenceScopes(
  db: Kysely<CoreDatabase>,
  userId: number,
  tenant: string,
  scopes: string[],
): Promise<void> {
  await db
    .updateTable('licence_tenants')
    .set({ scopes })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .execute();
}

export async function getLicenceExpiry(db: Kysely<CoreDatabase>, userId: number, tenant: string) {
  const row = await db
    .selectFrom('licence_tenants')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenant)
    .executeTakeFirst();
  return row?.expires_at ?? null;
}

/** The user's licence entries in the tenants' order, with their expiry; hidden tenants only when asked. */
export function findLicenceCoverage(
  db: Kysely<CoreDatabase>,
  userId: number,
  options: { includeHidden: boolean },
) {
  return db
    .selectFrom('licence_tenants')
    .innerJoin('tenants', 'tenants.id', 'licence_tenants.tenant_id')
    .select(['licence_tenants.tenant_id', 'licence_tenants.expires_at'])
    .where('licence_tenants.user_id', '=', userId)
    .$if(!options.includeHidden, (query) => query.where('tenants.hidden', '=', false))
    .orderBy('tenants.sort_order')
    .execute();
}

export async function getUserTags(db: Kysely<CoreDatabase>, userId: number): Promise<string[]> {
  const row = await db.selectFrom('users').select('tags').where('id', '=', userId).executeTakeFirst();
  return row?.tags ?? [];
}

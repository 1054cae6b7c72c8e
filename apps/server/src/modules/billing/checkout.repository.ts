import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

export type PaymentSessionRow = Awaited<ReturnType<typeof getOpenPaymentSession>> & {};

/** A local checkout or portal session still usable at `now`. */
export function getOpenPaymentSession(
  core: Kysely<CoreDatabase>,
  id: string,
  kind: 'checkout' | 'portal',
  now: Date,
) {
  return core
    .selectFrom('payment_sessions')
    .select(['id', 'kind', 'user_id', 'tenant_id', 'plan_id', 'return_url', 'cancel_url'])
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('status', '=', 'open')
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Closes an open session; false when another request closed it first. */
export async function closePaymentSession(
  core: Kysely<CoreDatabase>,
  id: string,
  status: 'completed' | 'failed',
): Promise<boolean> {
  const result = await core
    .updateTable('payment_sessions')
    .set({ status })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function getCustomerId(core: Kysely<CoreDatabase>, userId: number, provider: string) {
  const row = await core
    .selectFrom('payment_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function getUserEmail(core: Kysely<CoreDatabase>, userId: number) {
  const row = await core
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

import { randomBytes } from 'node:crypto';
import { CREDITS_PLUGIN } from '@adatlas/domain/billing';
import { createOpaqueToken } from '../../apps/server/src/platform/auth/opaque-token.ts';
import type { Databases } from '../../apps/server/src/platform/database/databases.ts';

/** Scopes of a metered customer: opening a company or a contact costs a credit. */
const METERED_SCOPES = ['company', 'contact', 'companyQuota', 'contactQuota'];

export interface BenchUser {
  id: number;
  headers: { authorization: string; 'x-tenant': 'italy' };
}

/**
 * A customer with its italy licence and a live session, written straight into core (the bench
 * measures search, not login). Without a quota scope opening records is free; `credits` makes it
 * a metered customer with a Credits plugin of that many company opens.
 */
export async function createBenchUser(
  databases: Databases,
  credits?: number,
  group: 'CUSTOMER' | 'ADMIN' = 'CUSTOMER',
): Promise<BenchUser> {
  const core = databases.core;
  const { id } = await core
    .insertInto('users')
    .values({
      email: `bench-${randomBytes(6).toString('hex')}@example.test`,
      password_hash: 'bench-user-cannot-log-in',
      user_group: group,
      context: 'CUSTOMER',
      email_verified_at: new Date(),
      active: true,
      tags: [],
      organisation: 'bench',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await core
    .insertInto('licence_tenants')
    .values({
      user_id: id,
      tenant_id: 'italy',
      scopes: credits === undefined ? ['company', 'contact'] : METERED_SCOPES,
      expires_at: new Date(Date.now() + 365 * 86_400_000),
    })
    .execute();
  if (credits !== undefined) {
    await core
      .insertInto('licence_plugins')
      .values({
        user_id: id,
        tenant_id: 'italy',
        name: CREDITS_PLUGIN,
        period: 1,
        period_start: new Date(),
        company_limit: credits,
        contact_limit: 0,
      })
      .execute();
  }
  const { token, tokenHash } = createOpaqueToken();
  await core
    .insertInto('sessions')
    .values({
      token_hash: tokenHash,
      user_id: id,
      tenant: 'italy',
      expires_at: new Date(Date.now() + 86_400_000),
      idle_timeout_seconds: 86_400,
    })
    .execute();
  return { id, headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' } };
}

/**
 * Comments by the bench user on every 97th company, so "has comments" filters something real,
 * then analysed as autovacuum would within the minute: without statistics the planner takes the
 * new user for one comment and chose a plan that cost the "has comments" page 100 ms.
 */
export async function addBenchComments(databases: Databases, user: BenchUser): Promise<void> {
  await databases.tenant('italy').withConnection(async (client) => {
    await client.query(
      `INSERT INTO tenant_it.comments (user_id, user_organisation, comment_type, content, entity_type, entity_id)
         SELECT $1, 'bench', 'private', 'bench note', 'company', id FROM tenant_it.companies WHERE id % 97 = 0`,
      [user.id],
    );
    await client.query('ANALYZE tenant_it.comments');
  });
}

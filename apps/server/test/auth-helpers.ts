import { randomBytes } from 'node:crypto';
import { SCOPES, type UserGroup } from '@adatlas/domain/scopes';
import { DEFAULT_TENANT, TENANT_IDS, type TenantId } from '@adatlas/domain/tenants';
import { createOpaqueToken } from '../src/platform/auth/opaque-token.ts';
import { createPasswordHasher } from '../src/platform/auth/password-hasher.ts';
import type { TestApp } from './test-app.ts';

/** The password of every user made by `createUser` unless one is given. */
export const TEST_PASSWORD = 'Test-password-1';

const hasher = createPasswordHasher();
let testPasswordHash: Promise<string> | undefined;

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  group?: UserGroup;
  /** Licence entries; default: italy with no scopes. Expiry defaults to one year ahead. */
  tenants?: Partial<Record<TenantId, { scopes: string[]; expiresAt?: Date }>>;
  verified?: boolean;
  active?: boolean;
  tags?: string[];
  /** Users of one organisation share public comments. */
  organisation?: string;
  name?: string;
  surname?: string;
}

/** Inserts an account with its licence straight into core (the API path is tested in auth). */
export async function createUser(t: TestApp, options: CreateUserOptions = {}): Promise<TestUser> {
  const core = t.db.databases.core;
  const password = options.password ?? TEST_PASSWORD;
  testPasswordHash ??= hasher.hash(TEST_PASSWORD);
  const passwordHash = password === TEST_PASSWORD ? await testPasswordHash : await hasher.hash(password);
  const email = (options.email ?? `user-${randomBytes(5).toString('hex')}@example.test`).toLowerCase();
  const { id } = await core
    .insertInto('users')
    .values({
      email,
      password_hash: passwordHash,
      user_group: options.group ?? 'CUSTOMER',
      context: options.group && options.group !== 'CUSTOMER' ? 'admin' : 'CUSTOMER',
      email_verified_at: options.verified === false ? null : new Date(),
      active: options.active ?? true,
      tags: options.tags ?? [],
      organisation: options.organisation ?? null,
      name: options.name ?? null,
      surname: options.surname ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tenants = options.tenants ?? { [DEFAULT_TENANT]: { scopes: [] } };
  const yearAhead = new Date(Date.now() + 365 * 86_400_000);
  const rows = Object.entries(tenants).map(([tenant, entry]) => ({
    user_id: id,
    tenant_id: tenant,
    scopes: entry.scopes,
    expires_at: entry.expiresAt ?? yearAhead,
  }));
  if (rows.length > 0) await core.insertInto('licence_tenants').values(rows).execute();
  return { id, email, password };
}

export interface SignedIn {
  token: string;
  headers: { authorization: string; 'x-tenant': TenantId };
}

/** A live session for `user`, inserted directly (no password hashing), replacing older ones. */
export async function loginAs(
  t: TestApp,
  user: Pick<TestUser, 'id'>,
  tenant: TenantId = DEFAULT_TENANT,
): Promise<SignedIn> {
  const core = t.db.databases.core;
  const { token, tokenHash } = createOpaqueToken();
  const now = new Date();
  await core.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: 'replaced' })
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    await trx
      .insertInto('sessions')
      .values({
        token_hash: tokenHash,
        user_id: user.id,
        tenant,
        expires_at: new Date(now.getTime() + 86_400_000),
        idle_timeout_seconds: 86_400,
      })
      .execute();
  });
  return { token, headers: { authorization: `Bearer ${token}`, 'x-tenant': tenant } };
}

/** A customer holding every scope in every tenant; answers the `authorization` header value. */
export async function signInWithEveryScope(t: TestApp): Promise<string> {
  const everywhere = Object.fromEntries(TENANT_IDS.map((tenant) => [tenant, { scopes: [...SCOPES] }]));
  const user = await createUser(t, { tenants: everywhere });
  return (await loginAs(t, user)).headers.authorization;
}

import type { Language } from '@adatlas/domain/languages';
import type { Kysely, Transaction } from 'kysely';
import type { AuthTokenKind, CoreDatabase } from '../../platform/database/schema.ts';

type Db = Kysely<CoreDatabase> | Transaction<CoreDatabase>;

export interface NewRegisteredUser {
  email: string;
  passwordHash: string;
  tags: string[];
  tenant: string;
  trialExpiresAt: Date;
  trialScopes: readonly string[];
  /** From the registration request's Accept-Language; null when it names none of ours. */
  language: Language | null;
  now: Date;
}

/** The account and its trial licence entry, in one transaction; null when the e-mail is taken. */
export async function insertRegisteredUser(
  core: Kysely<CoreDatabase>,
  user: NewRegisteredUser,
): Promise<number | null> {
  return core.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        email: user.email,
        password_hash: user.passwordHash,
        tags: user.tags,
        language: user.language,
        created_at: user.now,
        modified_at: user.now,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .insertInto('licence_tenants')
      .values({
        user_id: row.id,
        tenant_id: user.tenant,
        expires_at: user.trialExpiresAt,
        scopes: [...user.trialScopes],
      })
      .execute();
    return row.id;
  });
}

export async function insertAuthToken(
  db: Db,
  token: {
    userId: number;
    kind: AuthTokenKind;
    tokenHash: string;
    tenant: string | null;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      user_id: token.userId,
      kind: token.kind,
      token_hash: token.tokenHash,
      tenant_id: token.tenant,
      created_at: token.now,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Tokens of `kind` issued to the user since `since`, used or not (to cap how many are mailed). */
export async function countAuthTokensSince(
  db: Db,
  userId: number,
  kind: AuthTokenKind,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('auth_tokens')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Holds the account's row until the transaction ends: one writer of its tokens at a time. */
export async function lockUserRow(trx: Transaction<CoreDatabase>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** The tenant of the user's latest token of `kind` (the country registered in, for codes). */
export async function getLatestAuthTokenTenant(
  db: Db,
  userId: number,
  kind: AuthTokenKind,
): Promise<string | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('tenant_id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.tenant_id ?? null;
}

/** Marks a live token used and answers its owner; one UPDATE, so two racing uses cannot both win. */
export function consumeAuthToken(db: Db, kind: AuthTokenKind, tokenHash: string, now: Date) {
  return db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'tenant_id'])
    .executeTakeFirst();
}

export async function expireUserTokens(
  db: Db,
  userId: number,
  kind: AuthTokenKind,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** A sign-in: the last interaction, and the language signed in with when it is one of ours. */
export async function touchSignIn(
  core: Kysely<CoreDatabase>,
  userId: number,
  now: Date,
  language: Language | null,
): Promise<void> {
  await core
    .updateTable('users')
    .set(language ? { last_interaction_at: now, language } : { last_interaction_at: now })
    .where('id', '=', userId)
    .execute();
}

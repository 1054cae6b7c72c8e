import { type Kysely, sql, type Transaction } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';

type Core = Kysely<CoreDatabase> | Transaction<CoreDatabase>;

const PROVIDER_COLUMNS = [
  'id',
  'organisation',
  'display_name',
  'issuer_url',
  'client_id',
  'client_secret_sealed',
  'default_licence',
  'sso_required',
  'active',
  'modified_at',
] as const;

export interface ProviderValues {
  organisation: string;
  displayName: string;
  issuerUrl: string;
  clientId: string;
  clientSecretSealed: string | undefined;
  defaultLicence: unknown;
  ssoRequired: boolean;
  active: boolean;
  now: Date;
}

export type ProviderRow = Awaited<ReturnType<typeof getProviderRow>> & {};

export function getProviderRow(core: Core, id: number) {
  return core.selectFrom('sso_providers').select(PROVIDER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findProviderRows(core: Core) {
  return core.selectFrom('sso_providers').select(PROVIDER_COLUMNS).orderBy('display_name').execute();
}

export function getProviderRowByDomain(core: Core, domain: string) {
  return core
    .selectFrom('sso_domains')
    .innerJoin('sso_providers', 'sso_providers.id', 'sso_domains.provider_id')
    .select(PROVIDER_COLUMNS.map((column) => `sso_providers.${column}` as const))
    .where('sso_domains.domain', '=', domain)
    .executeTakeFirst();
}

export async function findDomains(core: Core, providerIds: number[]) {
  if (providerIds.length === 0) return [];
  return core
    .selectFrom('sso_domains')
    .select(['provider_id', 'domain'])
    .where('provider_id', 'in', providerIds)
    .orderBy('domain')
    .execute();
}

export async function insertProvider(
  trx: Transaction<CoreDatabase>,
  values: ProviderValues & { clientSecretSealed: string },
) {
  const row = await trx
    .insertInto('sso_providers')
    .values({
      organisation: values.organisation,
      display_name: values.displayName,
      issuer_url: values.issuerUrl,
      client_id: values.clientId,
      client_secret_sealed: values.clientSecretSealed,
      default_licence: JSON.stringify(values.defaultLicence),
      sso_required: values.ssoRequired,
      active: values.active,
      created_at: values.now,
      modified_at: values.now,
    })
    .onConflict((oc) => oc.column('organisation').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateProvider(trx: Transaction<CoreDatabase>, id: number, values: ProviderValues) {
  const result = await trx
    .updateTable('sso_providers')
    .set({
      organisation: values.organisation,
      display_name: values.displayName,
      issuer_url: values.issuerUrl,
      client_id: values.clientId,
      ...(values.clientSecretSealed === undefined ? {} : { client_secret_sealed: values.clientSecretSealed }),
      default_licence: JSON.stringify(values.defaultLicence),
      sso_required: values.ssoRequired,
      active: values.active,
      modified_at: values.now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteProvider(core: Core, id: number) {
  const result = await core.deleteFrom('sso_providers').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Replaces the provider's domains; answers the domains another provider already holds (then nothing changed). */
export async function replaceDomains(trx: Transaction<CoreDatabase>, providerId: number, domains: string[]) {
  const taken = await trx
    .selectFrom('sso_domains')
    .select('domain')
    .where('domain', 'in', domains)
    .where('provider_id', '<>', providerId)
    .execute();
  if (taken.length > 0) return taken.map((row) => row.domain);
  await trx.deleteFrom('sso_domains').where('provider_id', '=', providerId).execute();
  await trx
    .insertInto('sso_domains')
    .values(domains.map((domain) => ({ domain, provider_id: providerId })))
    .execute();
  return [];
}

export async function insertLogin(
  core: Core,
  login: {
    stateHash: string;
    providerId: number;
    tenant: string;
    nonce: string;
    codeVerifier: string;
    browserHash: string;
    expiresAt: Date;
    now: Date;
  },
) {
  await core.deleteFrom('sso_logins').where('expires_at', '<', login.now).execute();
  await core
    .insertInto('sso_logins')
    .values({
      state_hash: login.stateHash,
      provider_id: login.providerId,
      tenant: login.tenant,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      browser_hash: login.browserHash,
      expires_at: login.expiresAt,
    })
    .execute();
}

/** Marks a live, unused sign-in of this state used and answers it; undefined when there is none. */
export function consumeLogin(core: Core, stateHash: string, now: Date) {
  return core
    .updateTable('sso_logins')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['provider_id', 'tenant', 'nonce', 'code_verifier', 'browser_hash'])
    .executeTakeFirst();
}

export function getIdentityUserId(core: Core, providerId: number, subject: string) {
  return core
    .selectFrom('sso_identities')
    .select('user_id')
    .where('provider_id', '=', providerId)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  trx: Transaction<CoreDatabase>,
  providerId: number,
  subject: string,
  userId: number,
) {
  const row = await trx
    .insertInto('sso_identities')
    .values({ provider_id: providerId, subject, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A user made at first sign-in: e-mail proven by the provider, in the provider's organisation. */
export async function markSsoUser(
  trx: Transaction<CoreDatabase>,
  userId: number,
  organisation: string,
  now: Date,
) {
  await trx
    .updateTable('users')
    .set({ organisation, email_verified_at: sql`coalesce(email_verified_at, ${now})` })
    .where('id', '=', userId)
    .execute();
}

/** What single sign-on needs to know of an account: its group and organisation. */
export function getMembership(core: Core, where: { id: number } | { email: string }) {
  const query = core.selectFrom('users').select(['id', 'user_group', 'organisation']);
  return (
    'id' in where ? query.where('id', '=', where.id) : query.where('email', '=', where.email.toLowerCase())
  ).executeTakeFirst();
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Session } from '@adatlas/domain/auth';
import { isAdminGroup } from '@adatlas/domain/scopes';
import {
  emailDomain,
  type SsoCallbackRequest,
  SsoDefaultLicenceEntrySchema,
  type SsoDiscovery,
  type SsoProvider,
  type SsoProviderInput,
  type SsoStart,
} from '@adatlas/domain/sso';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { PasswordHasher } from '../../platform/auth/password-hasher.ts';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { insertUser, upsertLicenceTenant } from '../admin-customers/admin-customers.repository.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import type { AuthCall, AuthService } from '../auth/auth.service.ts';
import type { OidcClient, OidcIdentity } from './oidc.client.ts';
import {
  consumeLogin,
  deleteProvider,
  findDomains,
  findProviderRows,
  getIdentityUserId,
  getMembership,
  getProviderRow,
  getProviderRowByDomain,
  insertIdentity,
  insertLogin,
  insertProvider,
  markSsoUser,
  type ProviderRow,
  replaceDomains,
  updateProvider,
} from './sso.repository.ts';

/** How long a started sign-in may take at the provider. */
const LOGIN_TTL_MS = 10 * 60_000;

export interface SsoService {
  findProviders(ctx: RequestContext): Promise<SsoProvider[]>;
  createProvider(ctx: RequestContext, input: SsoProviderInput): Promise<SsoProvider>;
  updateProvider(ctx: RequestContext, id: number, input: SsoProviderInput): Promise<SsoProvider>;
  deleteProvider(ctx: RequestContext, id: number): Promise<void>;
  /** Whether an address's domain signs in through its organisation; nothing about other domains. */
  discover(email: string): Promise<SsoDiscovery>;
  start(call: AuthCall, email: string): Promise<SsoStart>;
  complete(call: AuthCall, request: SsoCallbackRequest): Promise<Session>;
}

export interface SsoDeps {
  core: Kysely<CoreDatabase>;
  secretBox: SecretBox;
  hasher: PasswordHasher;
  oidc: OidcClient;
  auth: Pick<AuthService, 'startVerifiedSession'>;
  /** Where the provider sends the browser back: the web app's callback page. */
  redirectUri: string;
  log: { warn(details: object, message: string): void };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const DefaultLicenceSchema = z.array(SsoDefaultLicenceEntrySchema);

/** The password sign-in rule of organisations that require single sign-on, for the auth service. */
export function createSsoPasswordPolicy(core: Kysely<CoreDatabase>) {
  return {
    async isPasswordSignInBlocked(email: string): Promise<boolean> {
      const domain = emailDomain(email);
      if (domain === null) return false;
      const provider = await getProviderRowByDomain(core, domain);
      return provider?.active === true && provider.sso_required;
    },
  };
}

export function createSsoService(deps: SsoDeps): SsoService {
  const { core } = deps;

  const toProvider = (row: ProviderRow, domains: string[]): SsoProvider => ({
    id: row.id,
    organisation: row.organisation,
    displayName: row.display_name,
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    hasClientSecret: true,
    emailDomains: domains,
    defaultLicence: DefaultLicenceSchema.parse(row.default_licence),
    ssoRequired: row.sso_required,
    active: row.active,
    redirectUri: deps.redirectUri,
    modifiedAt: new Date(row.modified_at).toISOString(),
  });
  const getProvider = async (id: number) => {
    const row = await getProviderRow(core, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such single sign-on provider');
    const domains = await findDomains(core, [id]);
    return toProvider(
      row,
      domains.map((entry) => entry.domain),
    );
  };
  /** The provider's secret as the OIDC client needs it; no caller ever reads it back. */
  const settingsOf = (row: ProviderRow) => ({
    issuerUrl: row.issuer_url,
    clientId: row.client_id,
    clientSecret: deps.secretBox.open(row.client_secret_sealed),
  });
  const audit = (ctx: RequestContext, id: number, action: string, after?: SsoProviderInput) =>
    insertAuditEntry(core, {
      actorId: ctx.user?.id ?? null,
      actorEmail: ctx.user?.email ?? null,
      at: ctx.now,
      tenant: null,
      entity: 'sso_providers',
      entityId: id,
      action,
      before: undefined,
      // The secret never enters the audit trail either.
      after: after ? { ...after, clientSecret: after.clientSecret ? '(changed)' : undefined } : undefined,
    });
  const domainsTaken = (taken: string[]) =>
    new AppError(
      'CONFLICT',
      `Domain already signs in through another organisation: ${taken.join(', ')}`,
      taken.map(() => ({ path: 'body.emailDomains', message: 'held by another organisation' })),
    );
  const valuesOf = (input: SsoProviderInput, now: Date) => ({
    organisation: input.organisation,
    displayName: input.displayName,
    issuerUrl: input.issuerUrl,
    clientId: input.clientId,
    clientSecretSealed:
      input.clientSecret === undefined ? undefined : deps.secretBox.seal(input.clientSecret),
    defaultLicence: input.defaultLicence,
    ssoRequired: input.ssoRequired,
    active: input.active,
    now,
  });

  /** The account a provider's identity signs in: its mapped user, or one made now (first sign-in). */
  const userFor = async (provider: ProviderRow, identity: OidcIdentity, call: AuthCall): Promise<number> => {
    const mapped = await getIdentityUserId(core, provider.id, identity.subject);
    if (mapped) return mapped.user_id;
    const domain = identity.email === null ? null : emailDomain(identity.email);
    const domains = (await findDomains(core, [provider.id])).map((entry) => entry.domain);
    if (identity.email === null || domain === null || !domains.includes(domain)) {
      throw new AppError('SSO_NOT_AVAILABLE', 'The provider vouched for an address outside its domains');
    }
    const email = identity.email;
    const passwordHash = await deps.hasher.hash(randomBytes(24).toString('base64url'));
    return core.transaction().execute(async (trx) => {
      let userId = await insertUser(trx, {
        email,
        name: identity.givenName,
        surname: identity.familyName,
        group: 'CUSTOMER',
        language: call.language ?? null,
        passwordHash,
        now: call.now,
      });
      if (userId === null) {
        // An existing account joins only if the organisation already counts it as its own and the
        // provider verified the address: never on the e-mail alone.
        const existing = await getMembership(trx, { email });
        const mayLink =
          existing !== undefined &&
          existing.user_group === 'CUSTOMER' &&
          existing.organisation === provider.organisation &&
          identity.emailVerified;
        if (!existing || !mayLink)
          throw new AppError('SSO_ACCOUNT_EXISTS', 'An account with this e-mail exists');
        userId = existing.id;
      } else {
        await markSsoUser(trx, userId, provider.organisation, call.now);
        for (const entry of DefaultLicenceSchema.parse(provider.default_licence)) {
          await upsertLicenceTenant(trx, userId, entry.tenant, entry);
        }
        await insertAuditEntry(trx, {
          actorId: null,
          actorEmail: null,
          at: call.now,
          tenant: null,
          entity: 'users',
          entityId: userId,
          action: 'create-sso',
          before: undefined,
          after: { email, organisation: provider.organisation, providerId: provider.id },
        });
      }
      if (!(await insertIdentity(trx, provider.id, identity.subject, userId))) {
        throw new AppError('CONFLICT', 'This account is already linked to another identity of the provider');
      }
      return userId;
    });
  };

  return {
    async findProviders() {
      const rows = await findProviderRows(core);
      const domains = await findDomains(
        core,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toProvider(
          row,
          domains.filter((entry) => entry.provider_id === row.id).map((entry) => entry.domain),
        ),
      );
    },

    async createProvider(ctx, input) {
      if (input.clientSecret === undefined) {
        throw new AppError('VALIDATION_ERROR', 'A new provider needs its client secret', [
          { path: 'body.clientSecret', message: 'required' },
        ]);
      }
      const values = {
        ...valuesOf(input, ctx.now),
        clientSecretSealed: deps.secretBox.seal(input.clientSecret),
      };
      const id = await core.transaction().execute(async (trx) => {
        const created = await insertProvider(trx, values);
        if (created === null) throw new AppError('CONFLICT', 'This organisation already has a provider');
        const taken = await replaceDomains(trx, created, input.emailDomains);
        if (taken.length > 0) throw domainsTaken(taken);
        return created;
      });
      await audit(ctx, id, 'create', input);
      return getProvider(id);
    },

    async updateProvider(ctx, id, input) {
      await core.transaction().execute(async (trx) => {
        const updated = await updateProvider(trx, id, valuesOf(input, ctx.now)).catch((error: unknown) => {
          if ((error as { code?: string }).code === '23505')
            throw new AppError('CONFLICT', 'This organisation already has a provider');
          throw error;
        });
        if (!updated) throw new AppError('NOT_FOUND', 'No such single sign-on provider');
        const taken = await replaceDomains(trx, id, input.emailDomains);
        if (taken.length > 0) throw domainsTaken(taken);
      });
      await audit(ctx, id, 'update', input);
      return getProvider(id);
    },

    async deleteProvider(ctx, id) {
      if (!(await deleteProvider(core, id)))
        throw new AppError('NOT_FOUND', 'No such single sign-on provider');
      await audit(ctx, id, 'delete');
    },

    async discover(email) {
      const domain = emailDomain(email);
      const provider = domain === null ? undefined : await getProviderRowByDomain(core, domain);
      if (!provider?.active) return { sso: false };
      return { sso: true, displayName: provider.display_name, required: provider.sso_required };
    },

    async start(call, email) {
      const domain = emailDomain(email);
      const provider = domain === null ? undefined : await getProviderRowByDomain(core, domain);
      if (!provider?.active) throw new AppError('SSO_NOT_AVAILABLE', 'No single sign-on for this address');
      const checks = {
        state: randomBytes(32).toString('base64url'),
        nonce: randomBytes(32).toString('base64url'),
        codeVerifier: randomBytes(48).toString('base64url'),
      };
      const browserKey = randomBytes(32).toString('base64url');
      const authorizationUrl = await deps.oidc
        .authorizationUrl(settingsOf(provider), deps.redirectUri, checks, call.now)
        .catch((error: unknown) => {
          deps.log.warn({ err: error, providerId: provider.id }, 'single sign-on provider unreachable');
          throw new AppError('SERVICE_UNAVAILABLE', 'The sign-in provider does not answer');
        });
      await insertLogin(core, {
        stateHash: sha256(checks.state),
        providerId: provider.id,
        tenant: call.tenant,
        nonce: checks.nonce,
        codeVerifier: checks.codeVerifier,
        browserHash: sha256(browserKey),
        expiresAt: new Date(call.now.getTime() + LOGIN_TTL_MS),
        now: call.now,
      });
      return { authorizationUrl, browserKey };
    },

    async complete(call, request) {
      const callbackUrl = new URL(deps.redirectUri);
      callbackUrl.search = request.query.startsWith('?') ? request.query.slice(1) : request.query;
      const state = callbackUrl.searchParams.get('state');
      const login = state ? await consumeLogin(core, sha256(state), call.now) : undefined;
      if (!login || !state) throw new AppError('SSO_FAILED', 'Unknown, used or expired sign-in');
      const expected = Buffer.from(login.browser_hash);
      const given = Buffer.from(sha256(request.browserKey));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('SSO_FAILED', 'The sign-in was started in another browser');
      }
      const provider = await getProviderRow(core, login.provider_id);
      if (!provider?.active)
        throw new AppError('SSO_NOT_AVAILABLE', 'Single sign-on is off for this organisation');
      const checks = { state, nonce: login.nonce, codeVerifier: login.code_verifier };
      const identity = await deps.oidc
        .completeSignIn(settingsOf(provider), callbackUrl, checks, call.now)
        .catch((error: unknown) => {
          deps.log.warn({ err: error, providerId: provider.id }, 'single sign-on refused');
          throw new AppError('SSO_FAILED', 'The provider did not prove the sign-in');
        });
      const userId = await userFor(provider, identity, call);
      const user = await getMembership(core, { id: userId });
      if (!user) throw new AppError('SSO_NOT_MEMBER', 'The account is gone');
      if (isAdminGroup(user.user_group)) {
        throw new AppError('FORBIDDEN_ERROR', 'Administrators sign in with password and two-factor code');
      }
      // An account the organisation let go keeps its identity row but gets no new session.
      if (user.organisation !== provider.organisation) {
        throw new AppError('SSO_NOT_MEMBER', 'The account no longer belongs to the organisation');
      }
      return deps.auth.startVerifiedSession({ ...call, tenant: login.tenant as TenantId }, userId);
    },
  };
}

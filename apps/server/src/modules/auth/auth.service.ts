import {
  activeLicenceTenant,
  isLicenceExpiredEverywhere,
  type LoginRequest,
  type LoginTwoFactorRequest,
  REGISTRATION_FLOW_TAG,
  type RegisterRequest,
  type RequestedPlanFields,
  type Session,
  type TenantAccess,
  TRIAL_DAYS,
  TRIAL_SCOPES,
  type TwoFactorChallenge,
  type VerificationEmailRequest,
} from '@adatlas/domain/auth';
import { isTrialPlan } from '@adatlas/domain/billing';
import { computeFeatureFlags, type FeatureFlags } from '@adatlas/domain/flags';
import { DEFAULT_LANGUAGE, type Language } from '@adatlas/domain/languages';
import { mayRenewAtSignIn } from '@adatlas/domain/registration';
import { isAdminGroup, SCOPES } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import { assertNotCommonPassword } from '../../platform/auth/common-passwords.ts';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { PasswordHasher } from '../../platform/auth/password-hasher.ts';
import {
  replaceSession,
  revokeSessionByTokenHash,
  revokeUserSessions,
} from '../../platform/auth/sessions.repository.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { findActivePlans } from '../billing/plans.repository.ts';
import type { LoginThrottlesService } from '../login-throttles/login-throttles.service.ts';
import { getUserRowByEmail, updatePasswordHash } from '../profile/users.repository.ts';
import type { UsersService } from '../profile/users.service.ts';
import type { TwoFactorService } from '../security/two-factor.service.ts';
import { getTenantRow } from '../tenants/tenants.repository.ts';
import { resetPasswordMail, verificationMail } from './auth.mails.ts';
import {
  consumeAuthToken,
  countAuthTokensSince,
  expireUserTokens,
  getLatestAuthTokenTenant,
  insertAuthToken,
  insertRegisteredUser,
  lockUserRow,
  markEmailVerified,
  touchSignIn,
} from './auth.repository.ts';
import { createTwoFactorLogin } from './two-factor-login.ts';

const HOUR_MS = 3_600_000;
const AUTHORIZATION_CODE_TTL_MS = 7 * 24 * HOUR_MS;
const RESET_TOKEN_TTL_MS = HOUR_MS;
/**
 * Verification mails, and reset mails, per account and hour (the registration's included): no
 * mailbox flooding through the public forms.
 */
const ACCOUNT_MAILS_PER_HOUR = 5;

/** The verification link: `/authorize` with the one-time code and the plan asked for by link. */
function verificationLink(publicUrl: string, code: string, plan: RequestedPlanFields): string {
  const query = new URLSearchParams({ code });
  if (plan.selectedPlan) query.set('selectedPlan', plan.selectedPlan);
  if (plan.selectedTenant) query.set('selectedTenant', plan.selectedTenant);
  return `${publicUrl}/authorize?${query}`;
}

export interface AuthSettings {
  publicUrl: string;
  sessionTtlHours: number;
  sessionIdleHours: number;
  flagOverrides: Partial<FeatureFlags>;
  /** Admins without two-factor sign-in get a session good only for setting it up. */
  adminTwoFactorRequired: boolean;
}

export interface AuthCall {
  tenant: TenantId;
  ip: string;
  /** The browser's User-Agent, kept on the session for the sessions list. */
  userAgent?: string;
  /**
   * The request's Accept-Language when it names one of ours, stored at registration and sign-in;
   * absent for calls made on someone else's behalf (an admin sending a reset link).
   */
  language?: Language | null;
  now: Date;
}

/** What a sign-in opens: everything the licence grants, or only the way to buy a plan. */
type SignInAccess = 'full' | 'renewal';

export interface AuthService {
  register(call: AuthCall, request: RegisterRequest): Promise<{ userId: number; email: string }>;
  login(call: AuthCall, request: LoginRequest): Promise<Session | TwoFactorChallenge>;
  completeTwoFactorLogin(call: AuthCall, request: LoginTwoFactorRequest): Promise<Session>;
  exchangeAuthorizationCode(call: AuthCall, code: string): Promise<Session>;
  /**
   * A session for a user whose identity another party proved (single sign-on): the same checks and
   * the same one-session rule as a password sign-in.
   */
  startVerifiedSession(call: AuthCall, userId: number): Promise<Session>;
  logout(token: string | undefined, now: Date): Promise<void>;
  /**
   * The scopes and flags of a signed-in caller in the request's country (after a country change),
   * and whether the licence still needs renewing there (after a payment).
   */
  getTenantAccess(
    ctx: Pick<RequestContext, 'tenant' | 'scopes' | 'user' | 'isAdmin' | 'now'>,
  ): Promise<TenantAccess>;
  /** Mails a reset link to an active account, a few per hour; silent for any other address. */
  forgotPassword(call: AuthCall, email: string): Promise<void>;
  /**
   * `forgotPassword` started and not awaited, its failure logged: the public form answers at once,
   * alike for known and unknown addresses, and never in the time a known one takes.
   */
  startForgotPassword(call: AuthCall, email: string): void;
  /** Settles once the password resets started in the background are done (on close). */
  idle(): Promise<void>;
  /** Mails a new verification link if the address has an unconfirmed account; silent otherwise. */
  sendVerificationEmail(call: AuthCall, request: VerificationEmailRequest): Promise<void>;
  resetPassword(call: AuthCall, token: string, password: string): Promise<void>;
}

export interface AuthDeps {
  core: Kysely<CoreDatabase>;
  hasher: PasswordHasher;
  mailer: Mailer;
  users: UsersService;
  twoFactor: TwoFactorService;
  settings: AuthSettings;
  throttles: Pick<LoginThrottlesService, 'assertMayAttempt' | 'record'>;
  /** Refuses password sign-in where the account's organisation requires single sign-on. */
  passwordPolicy?: { isPasswordSignInBlocked(email: string): Promise<boolean> };
  log: { error(details: object, message: string): void };
}

export function createAuthService(deps: AuthDeps): AuthService {
  const { core, hasher, settings } = deps;
  const twoFactorLogin = createTwoFactorLogin({ core, twoFactor: deps.twoFactor });

  /** The flags as the server enforces them: the tenant's stored settings and the dev/test overrides. */
  const flagsFor = async (tenant: TenantId, scopes: readonly string[]): Promise<FeatureFlags> => {
    const tenantRow = await getTenantRow(core, tenant);
    return computeFeatureFlags({
      tenant,
      scopes,
      tenantSettings: tenantRow?.settings,
      overrides: settings.flagOverrides,
    });
  };

  const startSession = async (
    userId: number,
    tenant: TenantId,
    access: SignInAccess,
    call: AuthCall,
  ): Promise<Session> => {
    const { now } = call;
    const { token, tokenHash } = createOpaqueToken();
    const group = (await deps.users.getMe(userId)).group;
    const restricted =
      settings.adminTwoFactorRequired && isAdminGroup(group) && !(await deps.twoFactor.isEnabled(userId));
    const isRenewal = access === 'renewal';
    const expiresAt = new Date(now.getTime() + settings.sessionTtlHours * HOUR_MS);
    await replaceSession(core, {
      userId,
      tenant,
      tokenHash,
      expiresAt,
      idleTimeoutSeconds: Math.round(settings.sessionIdleHours * 3600),
      now,
      restrictedToTwoFactorSetup: restricted,
      restrictedToRenewal: isRenewal,
      userAgent: call.userAgent ?? null,
      ip: call.ip,
    });
    await touchSignIn(core, userId, now, call.language ?? null);
    const user = await deps.users.getMe(userId);
    const isAdmin = isAdminGroup(user.group);
    const scopes = isAdmin ? [...SCOPES] : (activeLicenceTenant(user.licence, tenant, now)?.scopes ?? []);
    const flags = await flagsFor(tenant, scopes);
    return {
      token,
      expiresAt: expiresAt.toISOString(),
      tenant,
      user,
      scopes,
      flags,
      licence: user.licence,
      ...(restricted ? { twoFactorSetupRequired: true } : {}),
      ...(isRenewal ? { renewalRequired: true } : {}),
    };
  };

  /** Whether the tenant sells a plan that can renew an ended licence (the trial is given once). */
  const sellsPaidPlan = async (tenant: TenantId) =>
    (await findActivePlans(core, tenant)).some((plan) => !isTrialPlan(plan));

  /**
   * The checks every sign-in passes after the credentials are proven, and the session they allow:
   * a full one, or, for a self-registered user whose licence ran out in a tenant that sells plans,
   * one restricted to buying a plan (contract customers stay refused).
   */
  const assertMaySignIn = async (userId: number, tenant: TenantId, now: Date): Promise<SignInAccess> => {
    const user = await deps.users.getMe(userId);
    if (!user.active) throw new AppError('USER_DISABLED', 'User disabled');
    if (isAdminGroup(user.group) || activeLicenceTenant(user.licence, tenant, now)) return 'full';
    const licenceState = { tags: user.tags, licence: user.licence, tenant, now };
    if (mayRenewAtSignIn(licenceState) && (await sellsPaidPlan(tenant))) return 'renewal';
    if (isLicenceExpiredEverywhere(user.licence, now))
      throw new AppError('LICENCE_EXPIRED', 'Expired licence');
    throw new AppError('NO_RIGHTS_TO_TENANT', `No licence for ${tenant}`);
  };

  /**
   * A new token of `kind` to mail, or null once the account had its mails of the hour. Counted and
   * written under the account's row lock, so parallel requests cannot all take the last one.
   */
  const issueMailedToken = (
    userId: number,
    kind: 'authorization_code' | 'reset_password',
    token: { tenant: string | null; ttlMs: number; now: Date },
  ): Promise<string | null> =>
    core.transaction().execute(async (trx) => {
      await lockUserRow(trx, userId);
      const since = new Date(token.now.getTime() - HOUR_MS);
      if ((await countAuthTokensSince(trx, userId, kind, since)) >= ACCOUNT_MAILS_PER_HOUR) return null;
      const { token: value, tokenHash } = createOpaqueToken();
      await insertAuthToken(trx, {
        userId,
        kind,
        tokenHash,
        tenant: token.tenant,
        expiresAt: new Date(token.now.getTime() + token.ttlMs),
        now: token.now,
      });
      return value;
    });
  const background = new Set<Promise<void>>();

  const mailVerificationLink = async (
    user: { id: number; email: string; language: Language | null },
    tenant: string,
    plan: RequestedPlanFields,
    now: Date,
  ) => {
    const token = await issueMailedToken(user.id, 'authorization_code', {
      tenant,
      ttlMs: AUTHORIZATION_CODE_TTL_MS,
      now,
    });
    if (token === null) return;
    const link = verificationLink(settings.publicUrl, token, plan);
    await deps.mailer.send(verificationMail(user.email, link, user.language ?? DEFAULT_LANGUAGE));
  };

  const service: AuthService = {
    async register(call, request) {
      assertNotCommonPassword(request.password);
      const tenant = await getTenantRow(core, call.tenant);
      if (!tenant?.free_trial_enabled) {
        throw new AppError('VALIDATION_ERROR', `${call.tenant} offers no free trial`, [
          { path: 'headers.x-tenant', message: 'must be a tenant with a free trial' },
        ]);
      }
      const userId = await insertRegisteredUser(core, {
        email: request.email,
        passwordHash: await hasher.hash(request.password),
        tags: [REGISTRATION_FLOW_TAG],
        tenant: call.tenant,
        trialExpiresAt: new Date(call.now.getTime() + TRIAL_DAYS * 24 * HOUR_MS),
        trialScopes: TRIAL_SCOPES,
        language: call.language ?? null,
        now: call.now,
      });
      if (userId === null) throw new AppError('USERNAME_TAKEN', 'An account with this e-mail exists');
      const user = { id: userId, email: request.email, language: call.language ?? null };
      await mailVerificationLink(user, call.tenant, request, call.now);
      return { userId, email: request.email };
    },

    async login(call, request) {
      const attempt = { email: request.email, ip: call.ip, now: call.now };
      await deps.throttles.assertMayAttempt(attempt);
      const user = await getUserRowByEmail(core, request.email);
      const valid = user
        ? await hasher.verify(user.password_hash, request.password)
        : await hasher.verifyDummy(request.password).then(() => false);
      await deps.throttles.record({ ...attempt, succeeded: valid });
      if (!user || !valid) throw new AppError('WRONG_CREDENTIALS', 'Wrong credentials');
      if (!user.active) throw new AppError('USER_DISABLED', 'User disabled');
      // Admins keep password + two-factor sign-in whatever their address's domain.
      if (!isAdminGroup(user.user_group) && (await deps.passwordPolicy?.isPasswordSignInBlocked(user.email)))
        throw new AppError('SSO_REQUIRED', 'This organisation signs in with single sign-on');
      if (user.email_verified_at === null)
        throw new AppError('EMAIL_NOT_VERIFIED', 'Confirm your e-mail address first');
      const access = await assertMaySignIn(user.id, call.tenant, call.now);
      if (await deps.twoFactor.isEnabled(user.id))
        return twoFactorLogin.challenge(user.id, call.tenant, call.now);
      return startSession(user.id, call.tenant, access, call);
    },

    async completeTwoFactorLogin(call, request) {
      const { userId, tenant } = await twoFactorLogin.complete(request, call.now);
      const access = await assertMaySignIn(userId, tenant, call.now);
      return startSession(userId, tenant, access, call);
    },

    async exchangeAuthorizationCode(call, code) {
      const owner = await consumeAuthToken(core, 'authorization_code', hashOpaqueToken(code), call.now);
      if (!owner) throw new AppError('VALIDATION_ERROR', 'The link is invalid, expired or already used');
      await markEmailVerified(core, owner.user_id, call.now);
      const tenant = (owner.tenant_id as TenantId | null) ?? call.tenant;
      const access = await assertMaySignIn(owner.user_id, tenant, call.now);
      return startSession(owner.user_id, tenant, access, call);
    },

    async startVerifiedSession(call, userId) {
      const access = await assertMaySignIn(userId, call.tenant, call.now);
      return startSession(userId, call.tenant, access, call);
    },

    async logout(token, now) {
      if (token) await revokeSessionByTokenHash(core, hashOpaqueToken(token), now);
    },

    async getTenantAccess(ctx) {
      const scopes = [...ctx.scopes];
      const flags = await flagsFor(ctx.tenant, scopes);
      if (ctx.isAdmin || !ctx.user) return { tenant: ctx.tenant, scopes, flags, renewalRequired: false };
      // The auth hook lets a caller without a live licence here through only on a renewal session.
      const licence = (await deps.users.getMe(ctx.user.id)).licence;
      const renewalRequired = activeLicenceTenant(licence, ctx.tenant, ctx.now) === null;
      return { tenant: ctx.tenant, scopes, flags, renewalRequired };
    },

    async forgotPassword(call, email) {
      const user = await getUserRowByEmail(core, email);
      if (!user?.active) return;
      const token = await issueMailedToken(user.id, 'reset_password', {
        tenant: null,
        ttlMs: RESET_TOKEN_TTL_MS,
        now: call.now,
      });
      if (token === null) return;
      const link = `${settings.publicUrl}/resetPassword?token=${token}`;
      await deps.mailer.send(resetPasswordMail(user.email, link, user.language ?? DEFAULT_LANGUAGE));
    },

    startForgotPassword(call, email) {
      const work = service
        .forgotPassword(call, email)
        .catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'))
        .finally(() => background.delete(work));
      background.add(work);
    },

    async idle() {
      await Promise.all(background);
    },

    async sendVerificationEmail(call, request) {
      const user = await getUserRowByEmail(core, request.email);
      if (!user?.active || user.email_verified_at !== null) return;
      // The code signs in to the country registered in, where the trial licence is.
      const tenant = (await getLatestAuthTokenTenant(core, user.id, 'authorization_code')) ?? call.tenant;
      await mailVerificationLink(user, tenant, request, call.now);
    },

    async resetPassword(call, token, password) {
      assertNotCommonPassword(password);
      const passwordHash = await hasher.hash(password);
      const done = await core.transaction().execute(async (trx) => {
        const owner = await consumeAuthToken(trx, 'reset_password', hashOpaqueToken(token), call.now);
        if (!owner) return false;
        await updatePasswordHash(trx, owner.user_id, passwordHash, call.now);
        await expireUserTokens(trx, owner.user_id, 'reset_password', call.now);
        // The mail reached its owner, which proves the address as well.
        await markEmailVerified(trx, owner.user_id, call.now);
        await revokeUserSessions(trx, owner.user_id, 'password_changed', call.now);
        return true;
      });
      if (!done) throw new AppError('VALIDATION_ERROR', 'The reset link is invalid, expired or already used');
    },
  };
  return service;
}

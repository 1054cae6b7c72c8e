import { randomBytes } from 'node:crypto';
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserAction,
  type AdminUserCreate,
  type AdminUserDenial,
  type AdminUserPatch,
  type AdminUserQuery,
  type AdminUserSummary,
  adminUserRights,
  IMPERSONATION_TTL_MINUTES,
  type Impersonation,
  type LicenceTenantInput,
} from '@adatlas/domain/admin';
import type { Me } from '@adatlas/domain/auth';
import { toUnixSeconds } from '@adatlas/domain/auth';
import type { PageInfo } from '@adatlas/domain/common';
import { isTenantId, type TenantId } from '@adatlas/domain/tenants';
import type { Kysely, Updateable } from 'kysely';
import { createOpaqueToken } from '../../platform/auth/opaque-token.ts';
import type { PasswordHasher } from '../../platform/auth/password-hasher.ts';
import { insertSession, revokeUserSessions } from '../../platform/auth/sessions.repository.ts';
import type { CoreDatabase, UsersTable } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type AuthUser, type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UsersService } from '../profile/users.service.ts';
import {
  deleteLicenceTenant,
  findLicenceExpiries,
  findUserPage,
  insertUser,
  updateUser,
  upsertLicenceTenant,
} from './admin-customers.repository.ts';

export interface AdminCustomersService {
  findUsers(
    ctx: RequestContext,
    query: AdminUserQuery,
  ): Promise<{ data: AdminUserSummary[]; pageInfo: PageInfo }>;
  createUser(ctx: RequestContext, request: AdminUserCreate): Promise<Me>;
  updateUser(ctx: RequestContext, userId: number, patch: AdminUserPatch): Promise<Me>;
  sendPasswordReset(ctx: RequestContext, userId: number): Promise<void>;
  putLicenceTenant(
    ctx: RequestContext,
    userId: number,
    tenant: TenantId,
    licence: LicenceTenantInput,
  ): Promise<Me>;
  deleteLicenceTenant(ctx: RequestContext, userId: number, tenant: TenantId): Promise<Me>;
  impersonate(ctx: RequestContext, userId: number): Promise<Impersonation>;
}

export interface AdminCustomersDeps {
  core: Kysely<CoreDatabase>;
  users: UsersService;
  auth: Pick<AuthService, 'forgotPassword'>;
  hasher: PasswordHasher;
}

/** The refusal of the domain's user-rights rule, as the API answers it. */
function refusal(reason: AdminUserDenial): AppError {
  switch (reason) {
    case 'ADMINS_NEED_SUPER_ADMIN':
      return new AppError('FORBIDDEN_ERROR', 'Only a super admin manages administrators');
    case 'GROUP_NEEDS_SUPER_ADMIN':
      return new AppError('FORBIDDEN_ERROR', "Only a super admin changes a user's group");
    case 'NOT_YOURSELF':
    case 'OWN_GROUP':
      return new AppError('VALIDATION_ERROR', 'You cannot disable or demote yourself', [
        { path: 'body', message: 'not on your own account' },
      ]);
    case 'CUSTOMERS_ONLY':
      return new AppError('FORBIDDEN_ERROR', 'Only customers can be seen as');
  }
}

/** Throws the refusal unless the domain's rule allows `action` of `caller` on `target`. */
function assertRight(caller: AuthUser, target: Me, action: AdminUserAction): void {
  const right = adminUserRights(caller, target)[action];
  if (!right.allowed) throw refusal(right.reason);
}

export function createAdminCustomersService(deps: AdminCustomersDeps): AdminCustomersService {
  const { core, users } = deps;
  const audit = (ctx: RequestContext, userId: number, action: string, before?: unknown, after?: unknown) =>
    insertAuditEntry(core, {
      actorId: ctx.user?.id ?? null,
      actorEmail: ctx.user?.email ?? null,
      at: ctx.now,
      tenant: null,
      entity: 'users',
      entityId: userId,
      action,
      before,
      after,
    });
  /** The audit entry of a change to the user's licence in `tenant`, in the change's transaction. */
  const auditLicence = (
    trx: Kysely<CoreDatabase>,
    ctx: RequestContext,
    before: Me,
    change: { tenant: TenantId; action: 'put' | 'delete'; after?: LicenceTenantInput },
  ) =>
    insertAuditEntry(trx, {
      actorId: ctx.user?.id ?? null,
      actorEmail: ctx.user?.email ?? null,
      at: ctx.now,
      tenant: change.tenant,
      entity: 'licence',
      entityId: before.id,
      action: change.action,
      before: before.licence.tenants.find((entry) => entry.tenant === change.tenant) ?? null,
      after: change.after,
    });
  const getManaged = async (ctx: RequestContext, userId: number) => {
    const target = await users.getMe(userId);
    assertRight(requireUser(ctx), target, 'edit');
    return target;
  };

  return {
    async findUsers(_ctx, query) {
      const { rows, total } = await findUserPage(core, {
        q: query.q,
        group: query.group,
        limit: ADMIN_USERS_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE,
      });
      const expiries = await findLicenceExpiries(
        core,
        rows.map((row) => row.id),
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          email: row.email,
          name: row.name,
          surname: row.surname,
          group: row.user_group,
          active: row.active,
          tenants: expiries
            .filter((entry) => entry.user_id === row.id && isTenantId(entry.tenant_id))
            .map((entry) => ({ tenant: entry.tenant_id as TenantId, exp: toUnixSeconds(entry.expires_at) })),
          lastInteractionAt: row.last_interaction_at ? new Date(row.last_interaction_at).toISOString() : null,
          createdAt: row.created_at.toISOString(),
        })),
        pageInfo: {
          currentPage: query.page,
          totalPages: Math.ceil(total / ADMIN_USERS_PAGE_SIZE),
          totalResults: total,
        },
      };
    },

    async createUser(ctx, request) {
      const caller = requireUser(ctx);
      if (request.group !== 'CUSTOMER' && caller.group !== 'SUPER-ADMIN') {
        throw new AppError('FORBIDDEN_ERROR', 'Only a super admin creates administrators');
      }
      // Nobody knows this password: the new user sets theirs through the reset mail.
      const passwordHash = await deps.hasher.hash(randomBytes(24).toString('base64url'));
      const userId = await insertUser(core, {
        email: request.email,
        name: request.name ?? null,
        surname: request.surname ?? null,
        group: request.group,
        language: request.language ?? null,
        passwordHash,
        now: ctx.now,
      });
      if (userId === null) throw new AppError('USERNAME_TAKEN', 'An account with this e-mail exists');
      await audit(ctx, userId, 'create', undefined, request);
      await deps.auth.forgotPassword({ tenant: ctx.tenant, ip: 'admin', now: ctx.now }, request.email);
      return users.getMe(userId);
    },

    async updateUser(ctx, userId, patch) {
      const caller = requireUser(ctx);
      const before = await getManaged(ctx, userId);
      if (patch.group !== undefined && patch.group !== before.group)
        assertRight(caller, before, 'changeGroup');
      if (patch.active === false) assertRight(caller, before, 'toggleActive');
      const update: Updateable<UsersTable> = { modified_at: ctx.now };
      if (patch.active !== undefined) update.active = patch.active;
      if (patch.name !== undefined) update.name = patch.name;
      if (patch.surname !== undefined) update.surname = patch.surname;
      if (patch.extraCompanyCredits !== undefined) update.extra_company_credits = patch.extraCompanyCredits;
      if (patch.extraContactCredits !== undefined) update.extra_contact_credits = patch.extraContactCredits;
      if (patch.language !== undefined) update.language = patch.language;
      if (patch.group !== undefined) {
        update.user_group = patch.group;
        update.context = patch.group === 'CUSTOMER' ? 'CUSTOMER' : 'admin';
      }
      await core.transaction().execute(async (trx) => {
        await updateUser(trx, userId, update);
        if (patch.active === false) await revokeUserSessions(trx, userId, 'disabled', ctx.now);
        await insertAuditEntry(trx, {
          actorId: caller.id,
          actorEmail: caller.email,
          at: ctx.now,
          tenant: null,
          entity: 'users',
          entityId: userId,
          action: 'update',
          before: {
            active: before.active,
            name: before.name,
            surname: before.surname,
            group: before.group,
            language: before.language,
            extraCompanyCredits: before.extraCompanyCredits,
            extraContactCredits: before.extraContactCredits,
          },
          after: patch,
        });
      });
      return users.getMe(userId);
    },

    async sendPasswordReset(ctx, userId) {
      const target = await getManaged(ctx, userId);
      await deps.auth.forgotPassword({ tenant: ctx.tenant, ip: 'admin', now: ctx.now }, target.email);
      await audit(ctx, userId, 'reset-password');
    },

    async putLicenceTenant(ctx, userId, tenant, licence) {
      const before = await getManaged(ctx, userId);
      await core.transaction().execute(async (trx) => {
        await upsertLicenceTenant(trx, userId, tenant, licence);
        await auditLicence(trx, ctx, before, { tenant, action: 'put', after: licence });
      });
      return users.getMe(userId);
    },

    async deleteLicenceTenant(ctx, userId, tenant) {
      const before = await getManaged(ctx, userId);
      await core.transaction().execute(async (trx) => {
        if (!(await deleteLicenceTenant(trx, userId, tenant))) {
          throw new AppError('NOT_FOUND', `User ${userId} has no licence for ${tenant}`);
        }
        await auditLicence(trx, ctx, before, { tenant, action: 'delete' });
      });
      return users.getMe(userId);
    },

    async impersonate(ctx, userId) {
      const admin = requireUser(ctx);
      const target = await users.getMe(userId);
      assertRight(admin, target, 'impersonate');
      const { token, tokenHash } = createOpaqueToken();
      const expiresAt = new Date(ctx.now.getTime() + IMPERSONATION_TTL_MINUTES * 60_000);
      await core.transaction().execute(async (trx) => {
        await insertSession(trx, {
          userId,
          tenant: ctx.tenant,
          tokenHash,
          expiresAt,
          idleTimeoutSeconds: IMPERSONATION_TTL_MINUTES * 60,
          now: ctx.now,
          impersonatedBy: admin.id,
        });
        await insertAuditEntry(trx, {
          actorId: admin.id,
          actorEmail: admin.email,
          at: ctx.now,
          tenant: ctx.tenant,
          entity: 'users',
          entityId: userId,
          action: 'impersonate',
          after: { expiresAt: expiresAt.toISOString(), readOnly: true },
        });
      });
      return { token, expiresAt: expiresAt.toISOString(), userId, readOnly: true };
    },
  };
}

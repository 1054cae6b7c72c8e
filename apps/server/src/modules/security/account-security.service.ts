import type { ChangePasswordRequest, SessionSummary } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import { assertNotCommonPassword } from '../../platform/auth/common-passwords.ts';
import type { PasswordHasher } from '../../platform/auth/password-hasher.ts';
import {
  endOtherSessions,
  endUserSession,
  findUserSessions,
} from '../../platform/auth/user-sessions.repository.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import { getUserRow, updatePasswordHash } from '../profile/users.repository.ts';

export interface AccountSecurityService {
  findSessions(ctx: RequestContext): Promise<SessionSummary[]>;
  endSession(ctx: RequestContext, sessionId: number): Promise<void>;
  /** Ends every live session of the caller but the one making the call; answers how many. */
  endOtherSessions(ctx: RequestContext): Promise<number>;
  changePassword(ctx: RequestContext, request: ChangePasswordRequest): Promise<void>;
  /** Re-authentication before a sensitive change: the current password, or VALIDATION_ERROR on `path`. */
  assertCurrentPassword(ctx: RequestContext, password: string, path: string): Promise<void>;
}

export function createAccountSecurityService(deps: {
  core: Kysely<CoreDatabase>;
  hasher: PasswordHasher;
}): AccountSecurityService {
  const { core, hasher } = deps;

  const assertCurrentPassword: AccountSecurityService['assertCurrentPassword'] = async (
    ctx,
    password,
    path,
  ) => {
    const user = await getUserRow(core, requireUser(ctx).id);
    if (!user || !(await hasher.verify(user.password_hash, password))) {
      throw new AppError('VALIDATION_ERROR', 'The current password is wrong', [
        { path, message: 'does not match your current password' },
      ]);
    }
  };

  return {
    assertCurrentPassword,

    async findSessions(ctx) {
      const rows = await findUserSessions(core, requireUser(ctx).id);
      return rows.map((row) => ({
        id: row.id,
        tenant: row.tenant as TenantId,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
        endedReason: row.revoked_reason,
        current: row.id === ctx.sessionId,
        userAgent: row.user_agent,
        ip: row.ip,
        openedBySupport: row.read_only,
      }));
    },

    async endSession(ctx, sessionId) {
      const ended = await endUserSession(core, requireUser(ctx).id, sessionId, ctx.now);
      if (!ended) throw new AppError('NOT_FOUND', 'No live session with this id');
    },

    async endOtherSessions(ctx) {
      return endOtherSessions(core, requireUser(ctx).id, ctx.sessionId, ctx.now, 'logout');
    },

    async changePassword(ctx, request) {
      const user = requireUser(ctx);
      assertNotCommonPassword(request.newPassword, 'body.newPassword');
      await assertCurrentPassword(ctx, request.currentPassword, 'body.currentPassword');
      const passwordHash = await hasher.hash(request.newPassword);
      await core.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, user.id, passwordHash, ctx.now);
        await endOtherSessions(trx, user.id, ctx.sessionId, ctx.now);
      });
    },
  };
}

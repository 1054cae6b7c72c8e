import type { TwoFactorStatus } from '@adatlas/domain/auth';
import { isAdminGroup } from '@adatlas/domain/scopes';
import type { Kysely } from 'kysely';
import type { SecretBox } from '../../platform/auth/secret-box.ts';
import {
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  verifyTotp,
} from '../../platform/auth/totp.ts';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  enableTwoFactor,
  getTwoFactor,
  liftSetupRestriction,
  upsertPendingTwoFactor,
  useRecoveryCode,
} from '../../platform/auth/two-factor.repository.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { AccountSecurityService } from './account-security.service.ts';

export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

export interface TwoFactorService {
  setup(ctx: RequestContext, password: string): Promise<{ secret: string; uri: string }>;
  enable(ctx: RequestContext, code: string): Promise<{ recoveryCodes: string[] }>;
  disable(ctx: RequestContext, password: string, code: string): Promise<void>;
  isEnabled(userId: number): Promise<boolean>;
  status(ctx: RequestContext): Promise<TwoFactorStatus>;
  /** Checks a TOTP code (once per time step) or uses up a recovery code. */
  verify(userId: number, factor: SecondFactor, now: Date): Promise<boolean>;
}

export function createTwoFactorService(deps: {
  core: Kysely<CoreDatabase>;
  secretBox: SecretBox;
  accountSecurity: AccountSecurityService;
  adminRequired: boolean;
}): TwoFactorService {
  const { core, secretBox, accountSecurity } = deps;

  const checkCode = async (userId: number, code: string, now: Date, enabledOnly: boolean) => {
    const row = await getTwoFactor(core, userId);
    if (!row || (enabledOnly && row.enabled_at === null)) return false;
    const last = row.last_used_step === null ? null : Number(row.last_used_step);
    const step = verifyTotp(secretBox.open(row.secret_sealed), code, now, last);
    return step !== null && (await claimTotpStep(core, userId, step));
  };

  const verify: TwoFactorService['verify'] = async (userId, factor, now) => {
    if (factor.code !== undefined) return checkCode(userId, factor.code, now, true);
    if (factor.recoveryCode !== undefined) {
      return useRecoveryCode(core, userId, hashRecoveryCode(factor.recoveryCode), now);
    }
    return false;
  };

  return {
    verify,

    async isEnabled(userId) {
      return (await getTwoFactor(core, userId))?.enabled_at != null;
    },

    async status(ctx) {
      const userId = requireUser(ctx).id;
      const enabled = (await getTwoFactor(core, userId))?.enabled_at != null;
      return { enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(core, userId) : 0 };
    },

    async setup(ctx, password) {
      const user = requireUser(ctx);
      await accountSecurity.assertCurrentPassword(ctx, password, 'body.password');
      const created = createTotpSecret(user.email);
      const pending = await upsertPendingTwoFactor(core, user.id, secretBox.seal(created.secret));
      if (!pending) throw new AppError('CONFLICT', 'Two-factor sign-in is already on; turn it off first');
      return created;
    },

    async enable(ctx, code) {
      const user = requireUser(ctx);
      const row = await getTwoFactor(core, user.id);
      if (!row) throw new AppError('CONFLICT', 'Start the two-factor setup first');
      if (row.enabled_at !== null) throw new AppError('CONFLICT', 'Two-factor sign-in is already on');
      if (!(await checkCode(user.id, code, ctx.now, false))) {
        throw new AppError('VALIDATION_ERROR', 'The code is wrong or expired', [
          { path: 'body.code', message: 'does not match the authenticator' },
        ]);
      }
      const recoveryCodes = createRecoveryCodes();
      await core.transaction().execute(async (trx) => {
        await enableTwoFactor(trx, user.id, recoveryCodes.map(hashRecoveryCode), ctx.now);
        await liftSetupRestriction(trx, user.id);
      });
      return { recoveryCodes };
    },

    async disable(ctx, password, code) {
      const user = requireUser(ctx);
      if (deps.adminRequired && isAdminGroup(user.group)) {
        throw new AppError('FORBIDDEN_ERROR', 'Administrators must keep two-factor sign-in on');
      }
      await accountSecurity.assertCurrentPassword(ctx, password, 'body.password');
      const factor = /^\d{6}$/.test(code) ? { code } : { recoveryCode: code };
      if (!(await verify(user.id, factor, ctx.now))) {
        throw new AppError('VALIDATION_ERROR', 'The code is wrong or expired', [
          { path: 'body.code', message: 'does not match the authenticator or a recovery code' },
        ]);
      }
      await deleteTwoFactor(core, user.id);
    },
  };
}

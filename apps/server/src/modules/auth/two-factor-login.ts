import type { LoginTwoFactorRequest, TwoFactorChallenge } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import { createOpaqueToken, hashOpaqueToken } from '../../platform/auth/opaque-token.ts';
import {
  completeChallenge,
  insertChallenge,
  takeChallengeAttempt,
} from '../../platform/auth/two-factor.repository.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { TwoFactorService } from '../security/two-factor.service.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes per challenge before the password must be entered again. */
const CHALLENGE_MAX_FAILURES = 5;

/** The step between a correct password and a session for an account with two-factor sign-in. */
export function createTwoFactorLogin(deps: { core: Kysely<CoreDatabase>; twoFactor: TwoFactorService }) {
  return {
    async challenge(userId: number, tenant: TenantId, now: Date): Promise<TwoFactorChallenge> {
      const { token, tokenHash } = createOpaqueToken();
      await insertChallenge(deps.core, {
        tokenHash,
        userId,
        tenant,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
      });
      return { twoFactorRequired: true, challenge: token };
    },

    /** The user and tenant of a challenge answered correctly; WRONG_CREDENTIALS otherwise. */
    async complete(request: LoginTwoFactorRequest, now: Date): Promise<{ userId: number; tenant: TenantId }> {
      const attempt = await takeChallengeAttempt(
        deps.core,
        hashOpaqueToken(request.challenge),
        now,
        CHALLENGE_MAX_FAILURES,
      );
      if (!attempt)
        throw new AppError('WRONG_CREDENTIALS', 'The sign-in step expired; enter your password again');
      const factor = { code: request.code, recoveryCode: request.recoveryCode };
      if (!(await deps.twoFactor.verify(attempt.user_id, factor, now))) {
        throw new AppError('WRONG_CREDENTIALS', 'Wrong code');
      }
      await completeChallenge(deps.core, attempt.id, now);
      return { userId: attempt.user_id, tenant: attempt.tenant as TenantId };
    },
  };
}

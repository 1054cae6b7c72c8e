import { type FeatureFlag, type FeatureFlags, tenantFlagDefaults } from '@adatlas/domain/flags';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../database/schema.ts';
import { AppError } from '../errors/app-error.ts';
import type { RequestContext } from './request-context.ts';

/**
 * The tenant half of a feature flag (defaults, the tenant's changes, its back-office settings and
 * the dev/test overrides); the scope half is the route's `requireScope`. A flag turned off for the
 * tenant answers FORBIDDEN_ERROR, as a missing scope does.
 */
export interface FeatureGate {
  isEnabled(ctx: RequestContext, flag: FeatureFlag): Promise<boolean>;
  assertEnabled(ctx: RequestContext, flag: FeatureFlag): Promise<void>;
}

export function createFeatureGate(options: {
  core: Kysely<CoreDatabase>;
  overrides: Partial<FeatureFlags>;
}): FeatureGate {
  const gate: FeatureGate = {
    async isEnabled(ctx, flag) {
      const override = options.overrides[flag];
      if (override !== undefined) return override;
      const row = await options.core
        .selectFrom('tenants')
        .select('settings')
        .where('id', '=', ctx.tenant)
        .executeTakeFirst();
      return tenantFlagDefaults(ctx.tenant, row?.settings ?? {})[flag];
    },
    async assertEnabled(ctx, flag) {
      if (!(await gate.isEnabled(ctx, flag))) {
        throw new AppError('FORBIDDEN_ERROR', `${flag} is not enabled in ${ctx.tenant}`);
      }
    },
  };
  return gate;
}

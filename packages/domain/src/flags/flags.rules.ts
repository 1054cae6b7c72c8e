import { hasScope } from '../scopes/scopes.rules.ts';
import type { TenantId } from '../tenants/tenants.constants.ts';
import {
  FEATURE_FLAGS,
  type FeatureFlag,
  type FeatureFlags,
  FLAG_REQUIRED_SCOPE,
  TENANT_FLAG_BASE,
  TENANT_FLAG_CHANGES,
} from './flags.constants.ts';

/** What the tenant alone decides: base defaults, the tenant's changes, then its stored settings. */
export function tenantFlagDefaults(
  tenant: TenantId,
  settings: Partial<FeatureFlags> = {},
): Record<FeatureFlag, boolean> {
  const flags = {} as FeatureFlags;
  for (const flag of FEATURE_FLAGS) {
    flags[flag] = settings[flag] ?? TENANT_FLAG_CHANGES[tenant][flag] ?? TENANT_FLAG_BASE[flag] ?? true;
  }
  return flags;
}

export interface FlagInput {
  tenant: TenantId;
  scopes: readonly string[];
  /** Per-tenant settings stored by the back office. */
  tenantSettings?: Partial<FeatureFlags>;
  /** Dev/test only: forced values (the caller decides whether overrides are allowed). */
  overrides?: Partial<FeatureFlags>;
}

/** The user's flags: tenant defaults and settings, gated by scopes, then dev/test overrides. */
export function computeFeatureFlags(input: FlagInput): FeatureFlags {
  const base = tenantFlagDefaults(input.tenant, input.tenantSettings);
  const flags = {} as FeatureFlags;
  for (const flag of FEATURE_FLAGS) {
    const scope = FLAG_REQUIRED_SCOPE[flag];
    const scoped = scope === undefined || hasScope(input.scopes, scope);
    flags[flag] = input.overrides?.[flag] ?? (base[flag] && scoped);
  }
  return flags;
}

/** Parses `flag=true,other=false` (env or query) into overrides; unknown names are ignored. */
export function parseFlagOverrides(raw: string | undefined | null): Partial<FeatureFlags> {
  const overrides: Partial<FeatureFlags> = {};
  if (!raw) return overrides;
  for (const pair of raw.split(',')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (
      (FEATURE_FLAGS as readonly string[]).includes(name ?? '') &&
      (value === 'true' || value === 'false')
    ) {
      overrides[name as FeatureFlag] = value === 'true';
    }
  }
  return overrides;
}

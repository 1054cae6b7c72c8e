// Shapes of the accounts API contract; replaced by @adatlas/domain/auth once that lands.
import type { FeatureFlags } from '@adatlas/domain/flags';
import type { UserGroup } from '@adatlas/domain/scopes';
import type { TenantId } from '@adatlas/domain/tenants';

export interface LicenceTenant {
  tenant: TenantId;
  exp: number;
  scopes: string[];
  profiles: string[];
}

export interface Licence {
  tenants: LicenceTenant[];
}

export interface Me {
  id: number;
  email: string;
  name: string | null;
  surname: string | null;
  group: UserGroup;
  tags: string[];
  billingInfo: Record<string, unknown> | null;
  overdue: boolean;
  licence: Licence;
}

export interface Session {
  token: string;
  expiresAt: string;
  tenant: TenantId;
  user: Me;
  scopes: string[];
  flags: FeatureFlags;
  licence: Licence;
}

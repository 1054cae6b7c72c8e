import { isTenantId, type Tenant } from '@adatlas/domain/tenants';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { tenantSettingsOf } from './tenants.mapper.ts';
import { findTenants } from './tenants.repository.ts';

export interface TenantsService {
  listTenants(options: { includeHidden: boolean }): Promise<Tenant[]>;
}

export function createTenantsService(core: Kysely<CoreDatabase>): TenantsService {
  return {
    async listTenants({ includeHidden }) {
      const rows = await findTenants(core);
      return rows
        .filter((row) => includeHidden || !row.hidden)
        .flatMap((row) =>
          isTenantId(row.id) ? [{ id: row.id, countryCode: row.country_code, ...tenantSettingsOf(row) }] : [],
        );
    },
  };
}

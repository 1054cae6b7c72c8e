import type { AdminTenant, AdminTenantPatch } from '@adatlas/domain/admin';
import { tenantFlagDefaults } from '@adatlas/domain/flags';
import { isTenantId, type TenantId } from '@adatlas/domain/tenants';
import type { Kysely, Updateable } from 'kysely';
import type { CoreDatabase, TenantsTable } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import { tenantSettingsOf } from '../tenants/tenants.mapper.ts';
import { findTenants, getTenantRow, type TenantRow, updateTenantRow } from '../tenants/tenants.repository.ts';

export interface AdminTenantsService {
  findTenants(): Promise<AdminTenant[]>;
  getTenant(id: TenantId): Promise<AdminTenant>;
  /** The flags are read at sign-in, so a change reaches each user on their next session. */
  updateTenant(ctx: RequestContext, id: TenantId, patch: AdminTenantPatch): Promise<AdminTenant>;
}

function toAdminTenant(row: TenantRow): AdminTenant {
  const id = row.id as TenantId;
  return {
    id,
    ...tenantSettingsOf(row),
    settings: row.settings,
    effectiveFlags: tenantFlagDefaults(id, row.settings),
  };
}

export function createAdminTenantsService(core: Kysely<CoreDatabase>): AdminTenantsService {
  const getTenant = async (id: TenantId) => {
    const row = await getTenantRow(core, id);
    if (!row) throw new AppError('NOT_FOUND', `No tenant ${id}`);
    return toAdminTenant(row);
  };
  return {
    async findTenants() {
      return (await findTenants(core)).filter((row) => isTenantId(row.id)).map(toAdminTenant);
    },
    getTenant,
    async updateTenant(ctx, id, patch) {
      const before = await getTenant(id);
      const update: Updateable<TenantsTable> = { modified_at: ctx.now };
      if (patch.freeTrialEnabled !== undefined) update.free_trial_enabled = patch.freeTrialEnabled;
      if (patch.hidden !== undefined) update.hidden = patch.hidden;
      if (patch.companyCredits !== undefined) update.company_credits = patch.companyCredits;
      if (patch.contactCredits !== undefined) update.contact_credits = patch.contactCredits;
      if (patch.helpdeskEmail !== undefined) update.helpdesk_email = patch.helpdeskEmail;
      if (patch.plansPageUrl !== undefined) update.plans_page_url = patch.plansPageUrl;
      if (patch.privacyUrl !== undefined) update.privacy_url = patch.privacyUrl;
      if (patch.termsUrl !== undefined) update.terms_url = patch.termsUrl;
      if (patch.settings !== undefined) update.settings = patch.settings as Record<string, boolean>;
      await core.transaction().execute(async (trx) => {
        await updateTenantRow(trx, id, update);
        await insertAuditEntry(trx, {
          actorId: ctx.user?.id ?? null,
          actorEmail: ctx.user?.email ?? null,
          at: ctx.now,
          tenant: id,
          entity: 'tenants',
          entityId: id,
          action: 'update',
          before,
          after: patch,
        });
      });
      return getTenant(id);
    },
  };
}

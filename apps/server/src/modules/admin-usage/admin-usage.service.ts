import type { AdminUsage } from '@adatlas/domain/admin';
import { creditAllowance, remainingCredits } from '@adatlas/domain/billing';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Databases } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { countOpenedInPeriod, getCreditSources } from '../billing/consumption.repository.ts';
import { creditSourcesOf } from '../billing/credit-allowance.ts';
import { getPlan } from '../billing/plans.repository.ts';
import * as repo from './admin-usage.repository.ts';

const RECENT_OPENS = 20;
const PERIODS_SHOWN = 12;

export interface AdminUsageService {
  /** A customer's credits, opened records and exports in one tenant, as the quota checks count them. */
  getUsage(ctx: RequestContext, userId: number, tenant: TenantId): Promise<AdminUsage>;
}

export function createAdminUsageService(databases: Databases): AdminUsageService {
  const { core } = databases;
  return {
    async getUsage(ctx, userId, tenant) {
      if (!(await repo.userExists(core, userId))) throw new AppError('NOT_FOUND', `No user ${userId}`);
      const key = { userId, tenant };
      const sources = await getCreditSources(core, userId, tenant);
      const { source, period, credits } = creditAllowance(creditSourcesOf(sources), ctx.now);
      const [company, contact, byPeriod, recent, exports, plugins, plan] = await Promise.all([
        countOpenedInPeriod(core, { ...key, entity: 'company', periodStart: period.start }),
        countOpenedInPeriod(core, { ...key, entity: 'contact', periodStart: period.start }),
        repo.countOpensByPeriod(core, key),
        repo.findRecentOpens(core, key, RECENT_OPENS),
        repo.countExportsSince(core, key, period.start),
        repo.findExportPlugins(core, key),
        sources.subscription ? getPlan(core, sources.subscription.plan_id) : undefined,
      ]);

      const tenantDb = databases.tenant(tenant).db;
      const idsOf = (kind: 'company' | 'contact') =>
        recent.filter((open) => open.entity_type === kind).map((open) => open.entity_id);
      const [companies, contacts] = await Promise.all([
        repo.findCompanyNames(tenantDb, idsOf('company')),
        repo.findContactNames(tenantDb, idsOf('contact')),
      ]);
      const names = new Map<string, string>([
        ...companies.map((row) => [`company:${row.id}`, row.name] as const),
        ...contacts.map((row) => [`contact:${row.id}`, `${row.name} ${row.surname}`] as const),
      ]);

      const periods = new Map<string, { periodStart: string; companies: number; contacts: number }>();
      for (const row of byPeriod) {
        const start = new Date(row.period_start).toISOString();
        const entry = periods.get(start) ?? { periodStart: start, companies: 0, contacts: 0 };
        if (row.entity_type === 'company') entry.companies = Number(row.count);
        else entry.contacts = Number(row.count);
        periods.set(start, entry);
      }
      const usageOf = (total: number, consumed: number) => ({
        total,
        consumed,
        remaining: remainingCredits({ planCredits: total, extraCredits: 0, consumed }),
      });

      return {
        tenant,
        source,
        plan: plan ? { id: plan.id, planName: plan.planName, archived: plan.archived } : null,
        subscriptionStatus: sources.subscription?.status ?? null,
        period: { start: period.start.toISOString(), end: period.end.toISOString() },
        credits: { company: usageOf(credits.company, company), contact: usageOf(credits.contact, contact) },
        extraCredits: {
          company: sources.user.extra_company_credits,
          contact: sources.user.extra_contact_credits,
        },
        periods: [...periods.values()].slice(0, PERIODS_SHOWN),
        recentOpens: recent.map((open) => ({
          entityType: open.entity_type,
          entityId: open.entity_id,
          name: names.get(`${open.entity_type}:${open.entity_id}`) ?? null,
          openedAt: new Date(open.opened_at).toISOString(),
        })),
        exports: exports.map((row) => ({
          kind: row.kind,
          files: Number(row.files),
          rows: Number(row.rows ?? 0),
        })),
        exportPlugins: plugins.map((row) => ({
          name: row.name,
          companyLimit: row.company_limit,
          contactLimit: row.contact_limit,
          exportedCount: row.exported_count,
        })),
      };
    },
  };
}

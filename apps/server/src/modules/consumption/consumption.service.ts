import { type Consumption, creditCharge, remainingCredits } from '@adatlas/domain/billing';
import { hasScope } from '@adatlas/domain/scopes';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { OpenedEntity, RecordOpen } from '../search/record-open.ts';
import {
  countOpenedInPeriod,
  findOpenedIds,
  getCreditSources,
  insertOpen,
  isOpenedInPeriod,
  lockUserCredits,
} from './consumption.repository.ts';
import { type CreditAllowance, creditAllowance } from './credit-allowance.ts';

const QUOTA_SCOPE: Record<OpenedEntity, string> = { company: 'companyQuota', contact: 'contactQuota' };

export interface CreditUsage {
  allowance: CreditAllowance;
  consumed: Record<OpenedEntity, number>;
  /** A kind is metered for a customer holding its quota scope; admins are never charged. */
  metered: Record<OpenedEntity, boolean>;
  companyExportCount: number;
}

export interface ConsumptionService extends RecordOpen {
  getConsumption(ctx: RequestContext, periodStartDate?: string): Promise<Consumption>;
  getUsage(ctx: RequestContext): Promise<CreditUsage>;
}

export function isMetered(ctx: RequestContext, entity: OpenedEntity): boolean {
  return !ctx.isAdmin && hasScope(ctx.scopes, QUOTA_SCOPE[entity]);
}

export function createConsumptionService(core: Kysely<CoreDatabase>): ConsumptionService {
  return {
    /**
     * One credit per record and period. The per-user advisory lock makes the count-then-insert
     * exact across processes; the primary key makes a concurrent reopen of the same record free.
     */
    async recordOpen(ctx, entity, entityId) {
      if (!ctx.user || !isMetered(ctx, entity)) return;
      const userId = ctx.user.id;
      await core.transaction().execute(async (trx) => {
        await lockUserCredits(trx, userId);
        const allowance = creditAllowance(await getCreditSources(trx, userId, ctx.tenant), ctx.now);
        const key = { userId, tenant: ctx.tenant, entity, periodStart: allowance.period.start };
        const alreadyOpened = await isOpenedInPeriod(trx, { ...key, entityId });
        const consumed = alreadyOpened ? 0 : await countOpenedInPeriod(trx, key);
        const remaining = remainingCredits({
          planCredits: allowance.credits[entity],
          extraCredits: 0,
          consumed,
        });
        const charge = creditCharge({ alreadyOpened, remaining });
        if (charge === 'out-of-quota') {
          throw new AppError('OUT_OF_QUOTA_ERROR', `No ${entity} credits left in this period`);
        }
        if (charge === 'debit') await insertOpen(trx, { ...key, entityId, now: ctx.now });
      });
    },

    async getUsage(ctx) {
      const user = requireUser(ctx);
      const sources = await getCreditSources(core, user.id, ctx.tenant);
      const allowance = creditAllowance(sources, ctx.now);
      const key = { userId: user.id, tenant: ctx.tenant, periodStart: allowance.period.start };
      const [company, contact] = await Promise.all([
        countOpenedInPeriod(core, { ...key, entity: 'company' }),
        countOpenedInPeriod(core, { ...key, entity: 'contact' }),
      ]);
      return {
        allowance,
        consumed: { company, contact },
        metered: { company: isMetered(ctx, 'company'), contact: isMetered(ctx, 'contact') },
        companyExportCount: sources.exportPlugin?.exported_count ?? 0,
      };
    },

    async getConsumption(ctx, periodStartDate) {
      const user = requireUser(ctx);
      const sources = await getCreditSources(core, user.id, ctx.tenant);
      const { period } = creditAllowance(sources, ctx.now);
      const from = periodStartDate ? new Date(periodStartDate) : period.start;
      const range = {
        userId: user.id,
        tenant: ctx.tenant,
        from,
        periodStart: periodStartDate ? null : period.start,
      };
      const [companies, contacts] = await Promise.all([
        findOpenedIds(core, { ...range, entity: 'company' }),
        findOpenedIds(core, { ...range, entity: 'contact' }),
      ]);
      return {
        companies: { count: companies.length, ids: companies },
        contacts: { count: contacts.length, ids: contacts },
        companyExport: { count: sources.exportPlugin?.exported_count ?? 0 },
      };
    },
  };
}

import { type Consumption, type CreditAllowance, creditAllowance } from '@adatlas/domain/billing';
import { isCreditMetered } from '@adatlas/domain/entitlements';
import type { Kysely } from 'kysely';
import { createKeyedBatcher } from '../../platform/concurrency/keyed-batcher.ts';
import { createSingleFlight } from '../../platform/concurrency/single-flight.ts';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import {
  countOpenedInPeriod,
  type DebitOutcome,
  debitRecordOpens,
  findOpenedAmong,
  findOpenedIds,
  getCreditSources,
} from './consumption.repository.ts';
import { creditSourcesOf } from './credit-allowance.ts';
import type { OpenedEntity, RecordOpen } from './record-open.ts';

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
  /** Which of `ids` the caller opened in the current period (what the reveal rule asks). */
  findOpenedInPeriod(ctx: RequestContext, entity: OpenedEntity, ids: readonly number[]): Promise<Set<number>>;
}

export function isMetered(ctx: RequestContext, entity: OpenedEntity): boolean {
  return isCreditMetered(ctx, entity);
}

export function createConsumptionService(core: Kysely<CoreDatabase>): ConsumptionService {
  // Opens of one user, kind, period and allowance that queue while a debit runs go together in the
  // next one: one round trip and one commit for a burst instead of one each (group commit).
  type Debit = { key: Parameters<typeof debitRecordOpens>[1]; entityId: number; openedAt: Date };
  const debits = createKeyedBatcher<Debit, DebitOutcome>((_key, items) =>
    debitRecordOpens(core, items[0]!.key, items),
  );
  // A burst of first opens by one user reads the credit sources once, not once per request.
  const sourceReads = createSingleFlight<string>();
  const readSources = (userId: number, tenant: string) =>
    sourceReads.run(`${userId}:${tenant}`, () => getCreditSources(core, userId, tenant));
  return {
    /**
     * One credit per record and period (a reopen is free), debited in one statement after the
     * credit sources are read: it counts and inserts under the per-user advisory lock, so it stays
     * exact across processes. Within a process the opens of a user that arrive
     * while a debit runs are debited together next, so a burst holds one pooled connection on the
     * lock instead of all of them and commits a few times instead of once per open.
     */
    async recordOpen(ctx, entity, entityId) {
      // An admin seeing the app as the customer (read-only session) must not spend their credits.
      if (!ctx.user || ctx.isReadOnly || !isMetered(ctx, entity)) return;
      const userId = ctx.user.id;
      const allowance = creditAllowance(creditSourcesOf(await readSources(userId, ctx.tenant)), ctx.now);
      const key = { userId, tenant: ctx.tenant, entity, periodStart: allowance.period.start };
      const debitKey = { ...key, credits: allowance.credits[entity] };
      const outcome = await debits.run(
        `${userId}:${ctx.tenant}:${entity}:${key.periodStart.toISOString()}:${debitKey.credits}`,
        { key: debitKey, entityId, openedAt: ctx.now },
      );
      if (outcome === 'refused') {
        throw new AppError('OUT_OF_QUOTA_ERROR', `No ${entity} credits left in this period`);
      }
    },

    async findOpenedInPeriod(ctx, entity, ids) {
      if (!ctx.user || ids.length === 0) return new Set();
      const userId = ctx.user.id;
      const { period } = creditAllowance(creditSourcesOf(await readSources(userId, ctx.tenant)), ctx.now);
      const key = { userId, tenant: ctx.tenant, entity, periodStart: period.start };
      return new Set(await findOpenedAmong(core, key, ids));
    },

    async getUsage(ctx) {
      const user = requireUser(ctx);
      const sources = await getCreditSources(core, user.id, ctx.tenant);
      const allowance = creditAllowance(creditSourcesOf(sources), ctx.now);
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
      const { period } = creditAllowance(creditSourcesOf(sources), ctx.now);
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

import type { AdminPlan, AdminPlanCreate, AdminPlanPatch } from '@adatlas/domain/admin';
import type { Kysely, Updateable } from 'kysely';
import type { CoreDatabase, PlansTable } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { insertAuditEntry } from '../audit/audit.repository.ts';
import * as repo from './admin-plans.repository.ts';

export interface AdminPlansService {
  findPlans(): Promise<AdminPlan[]>;
  createPlan(ctx: RequestContext, plan: AdminPlanCreate): Promise<AdminPlan>;
  /**
   * Archiving stops new sales (the offered list and checkout skip archived plans); subscriptions
   * on the plan keep it and renew on it, since renewals read the plan by id.
   */
  updatePlan(ctx: RequestContext, id: string, patch: AdminPlanPatch): Promise<AdminPlan>;
}

const taken = (path: string, message: string) => new AppError('CONFLICT', message, [{ path, message }]);

/** Plans are shared by every tenant: they live in core and each change is audited there. */
export function createAdminPlansService(core: Kysely<CoreDatabase>): AdminPlansService {
  const audit = (ctx: RequestContext, db: Kysely<CoreDatabase>, entry: Record<string, unknown>) =>
    insertAuditEntry(db, {
      actorId: ctx.user?.id ?? null,
      actorEmail: ctx.user?.email ?? null,
      at: ctx.now,
      tenant: null,
      entity: 'plans',
      entityId: entry.id as string,
      action: entry.action as string,
      before: entry.before,
      after: entry.after,
    });

  return {
    findPlans: () => repo.findAdminPlans(core),

    createPlan: (ctx, plan) =>
      core.transaction().execute(async (trx) => {
        if (await repo.getAdminPlan(trx, plan.id)) throw taken('body.id', `A plan ${plan.id} exists`);
        if (await repo.isPriceIdTaken(trx, plan.priceId, plan.id)) {
          throw taken('body.priceId', `Another plan has the price id ${plan.priceId}`);
        }
        const inserted = await repo.insertPlan(trx, {
          id: plan.id,
          plan_name: plan.planName,
          price: plan.trial ? 0 : plan.price,
          currency: plan.currency,
          period: plan.trial ? 'none' : plan.period,
          price_id: plan.priceId,
          company_credits: plan.companyCredits,
          contact_credits: plan.contactCredits,
          markets: [...new Set(plan.markets)],
          results_limited: plan.resultsLimited,
        });
        if (!inserted) throw taken('body.id', `A plan ${plan.id} or its price id exists`);
        const created = await repo.getAdminPlan(trx, plan.id);
        await audit(ctx, trx, { id: plan.id, action: 'create', after: created });
        return created as AdminPlan;
      }),

    updatePlan: (ctx, id, patch) =>
      core.transaction().execute(async (trx) => {
        const before = await repo.getAdminPlan(trx, id);
        if (!before) throw new AppError('NOT_FOUND', `No plan ${id}`);
        if (before.trial && patch.price !== undefined && patch.price !== 0) {
          throw new AppError('VALIDATION_ERROR', 'A trial plan is free', [
            { path: 'body.price', message: 'a trial plan is free' },
          ]);
        }
        if (patch.priceId !== undefined && (await repo.isPriceIdTaken(trx, patch.priceId, id))) {
          throw taken('body.priceId', `Another plan has the price id ${patch.priceId}`);
        }
        const changes: Updateable<PlansTable> = {
          plan_name: patch.planName,
          price: patch.price,
          currency: patch.currency,
          price_id: patch.priceId,
          company_credits: patch.companyCredits,
          contact_credits: patch.contactCredits,
          markets: patch.markets && [...new Set(patch.markets)],
          results_limited: patch.resultsLimited,
          archived: patch.archived,
        };
        const defined = Object.fromEntries(
          Object.entries(changes).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(defined).length > 0) await repo.updatePlan(trx, id, defined);
        const after = (await repo.getAdminPlan(trx, id)) as AdminPlan;
        const action =
          patch.archived === true ? 'archive' : patch.archived === false ? 'unarchive' : 'update';
        await audit(ctx, trx, { id, action, before, after });
        return after;
      }),
  };
}

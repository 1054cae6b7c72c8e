import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';

/** Whether the caller's plan in this tenant shows only the first page of search results. */
export type ResultsLimit = (ctx: RequestContext) => Promise<boolean>;

/**
 * Plans flagged `results_limited` (the trial, the entry monthly plans) see the first page of each
 * list only. Admins and users licensed without a subscription are not limited.
 */
export function createResultsLimit(core: Kysely<CoreDatabase>): ResultsLimit {
  return async (ctx) => {
    if (ctx.isAdmin || ctx.user === null) return false;
    const row = await core
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select('plans.results_limited')
      .where('subscriptions.user_id', '=', ctx.user.id)
      .where('subscriptions.tenant_id', '=', ctx.tenant)
      .where('subscriptions.status', 'in', ['trialing', 'active', 'past_due'])
      .executeTakeFirst();
    return row?.results_limited ?? false;
  };
}

export const noResultsLimit: ResultsLimit = async () => false;

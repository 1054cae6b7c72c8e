import type { ActivePlan } from '@adatlas/domain/billing';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../../platform/database/schema.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { findActivePlans } from './plans.repository.ts';

export interface PlansService {
  findActivePlans(ctx: RequestContext): Promise<ActivePlan[]>;
}

export function createPlansService(core: Kysely<CoreDatabase>): PlansService {
  return { findActivePlans: (ctx) => findActivePlans(core, ctx.tenant) };
}

import type { LookupEntity, LookupOption, LookupQuery } from '@adatlas/domain/admin';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { LOOKUP_FINDERS } from './admin-lookups.repository.ts';

/** The names of the given ids when there are some (to show a held value), else a name search. */
export function findLookupOptions(
  ctx: RequestContext,
  entity: LookupEntity,
  query: LookupQuery,
): Promise<LookupOption[]> {
  const filter = query.ids ? { ids: query.ids } : { q: query.q ?? '' };
  return LOOKUP_FINDERS[entity](ctx.tenantDb.db, filter);
}

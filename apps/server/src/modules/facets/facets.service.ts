import type { CompanyFacetsRequest, CompanyFacetsResponse } from '@adatlas/domain/companies';
import type { ContactFacetsRequest, ContactFacetsResponse } from '@adatlas/domain/contacts';
import type { Facet } from '@adatlas/domain/search';
import type { FacetedSearch } from '../../platform/database/search/record-search.ts';
import type { TenantDataCache } from '../../platform/database/tenant-data-cache.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { RecordSearches } from '../search/record-searches.ts';

/** Counts beside the values of the list filters: each kind's search object computes them. */
export interface FacetsService {
  findCompanyFacets(ctx: RequestContext, request: CompanyFacetsRequest): Promise<CompanyFacetsResponse>;
  findContactFacets(ctx: RequestContext, request: ContactFacetsRequest): Promise<ContactFacetsResponse>;
}

export interface FacetsServiceOptions {
  searches: Pick<RecordSearches, 'company' | 'contact'>;
  /** Reuses counts until the tenant's data changes (not with per-user filters), as the lists do. */
  cache?: TenantDataCache;
}

export function createFacetsService(options: FacetsServiceOptions): FacetsService {
  /** One grouped query per field, run after the search object has checked the licence and filters. */
  async function facetsOf<Field extends string>(
    ctx: RequestContext,
    kind: string,
    search: FacetedSearch<Field> & { perCaller: boolean },
    request: { fields: Field[] },
  ): Promise<Partial<Record<Field, Facet>>> {
    const fields = [...new Set(request.fields)];
    const load = async () =>
      Object.fromEntries(
        await Promise.all(
          fields.map(async (field) => [field, await search.facet(ctx.tenantDb, field)] as const),
        ),
      ) as Partial<Record<Field, Facet>>;
    const key = `${kind}-facets:${JSON.stringify({ ...request, fields })}`;
    return options.cache && !search.perCaller ? options.cache.get(ctx.tenant, key, load) : load();
  }

  return {
    async findCompanyFacets(ctx, request) {
      const { fields, ...search } = request;
      return { data: await facetsOf(ctx, 'company', await options.searches.company(ctx, search), request) };
    },
    async findContactFacets(ctx, request) {
      const { fields, ...search } = request;
      return { data: await facetsOf(ctx, 'contact', await options.searches.contact(ctx, search), request) };
    },
  };
}

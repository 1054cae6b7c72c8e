import {
  type ContactFacetField,
  type ContactSearchRequest,
  hasFunctionChoice,
  searchedFunctionIds,
} from '@adatlas/domain/contacts';
import { FACET_VALUES_MAX } from '@adatlas/domain/search';
import type { TenantDb } from '../../platform/database/databases.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import { facetOfTree, facetOfValues } from '../../platform/database/search/facet-counts.ts';
import { resolveName } from '../../platform/database/search/name-matchers.ts';
import {
  type ExportableSearch,
  type FacetedSearch,
  once,
} from '../../platform/database/search/record-search.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { commentViewerOf } from '../comments/comment-visibility.ts';
import { findTreeLinks } from '../companies/companies.repository.ts';
import { assertFiltersAvailable, expandCompanyTreeFilters } from '../companies/company.search.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import {
  type ContactQuery,
  contactExportQuery,
  contactPageQuery,
  filteredContacts,
} from './contacts.repository.ts';

/** The contact list's search as every caller sends it; paging is the caller's. */
export type ContactSearchInput = Omit<ContactSearchRequest, 'pageNum' | 'limit'> &
  Partial<Pick<ContactSearchRequest, 'pageNum' | 'limit'>>;

export type ContactPageRow = Awaited<ReturnType<ReturnType<typeof contactPageQuery>['execute']>>[number];
export type ContactExportRow = Awaited<ReturnType<ReturnType<typeof contactExportQuery>['execute']>>[number];
export type ContactSearch = ExportableSearch<ContactPageRow, ContactExportRow> &
  FacetedSearch<ContactFacetField>;

/** The search request as repository conditions. */
async function toContactQuery(ctx: RequestContext, request: ContactSearchInput): Promise<ContactQuery> {
  const db = ctx.tenantDb.db;
  const { name, ...companySide } = request.company_filters ?? {};
  const hasCompanySide = request.company_filters !== undefined || request.financial_filters?.length;
  const companyFilters = hasCompanySide
    ? await expandCompanyTreeFilters(db, {
        ...companySide,
        key: name,
        financial_filters: request.financial_filters,
      })
    : null;
  const functionIds = hasFunctionChoice(request)
    ? searchedFunctionIds(await findTreeLinks(db, 'functions'), request)
    : null;
  return {
    ids: request.id,
    companyFilters,
    functionIds,
    key: request.key ? await resolveName(db, 'contact', request.key) : undefined,
    surname: request.surname,
    title: request.title,
    city: request.city,
    province: request.province,
    region: request.region,
    emailExists: request.emailExists,
    commentsExists: request.commentsExists,
    commentViewer: commentViewerOf(ctx),
    nominationExists: request.nominationExists,
    createdAfter: request.newContactAfter,
    createdBefore: request.newContactBefore,
    modifiedAfter: request.modifiedContactAfter,
    modifiedBefore: request.modifiedContactBefore,
  };
}

/** The one contact search: list, tag-all, saved-search count, exports and the mailer read it. */
export function createContactSearch(deps: { entitlements: Entitlements }) {
  return async function contactSearch(
    ctx: RequestContext,
    request: ContactSearchInput,
  ): Promise<ContactSearch> {
    await deps.entitlements.assertMayRead(ctx, 'contact');
    const { name: _name, ...companySide } = request.company_filters ?? {};
    assertFiltersAvailable(ctx, companySide, 'company_filters.');
    const sort = { key: request.sort_key, direction: request.sort_direction };
    const query = once(() => toContactQuery(ctx, request));
    return {
      kind: 'contact',
      // Comment filters depend on who asks and on comments, which do not invalidate the cache.
      perCaller: request.commentsExists !== undefined,
      async ids({ db }: TenantDb) {
        return filteredContacts(db, await query()).select('p.id as id');
      },
      async count({ db }) {
        return countUpToCap(db, filteredContacts(db, await query()));
      },
      async page({ db }, page) {
        return contactPageQuery(db, await query(), sort, page).execute();
      },
      async exportRows({ db }) {
        return contactExportQuery(db, await query(), sort);
      },
      async facet({ db }, field) {
        if (field === 'city') {
          const others = await toContactQuery(ctx, { ...request, city: undefined });
          return facetOfValues(filteredContacts(db, others), 'p.city', {
            chosen: request.city ?? [],
            limit: FACET_VALUES_MAX,
          });
        }
        // Areas and functions are one choice (the list finds either); the families still confine it.
        const others = await toContactQuery(ctx, {
          ...request,
          function: undefined,
          function_parent: undefined,
        });
        return facetOfTree(
          filteredContacts(db, others),
          'p.function_id',
          await findTreeLinks(db, 'functions'),
        );
      },
    };
  };
}

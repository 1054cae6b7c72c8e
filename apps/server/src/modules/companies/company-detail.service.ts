import {
  buildGroupTree,
  type CompanyBrand,
  type CompanyContact,
  type CompanyDetail,
  type CompanyPreview,
  type CompanySections,
  type CreaSummary,
  computeCompanySections,
  type FinancialYear,
  type GroupTreeNode,
  type InvestmentRound,
  type NielsenHistory,
  type PitchSummary,
  type SocialMediaNetwork,
  splitNielsenHistory,
  summariseSocialMedia,
  visibleFinancialYears,
} from '@adatlas/domain/companies';
import { withDescendants } from '@adatlas/domain/reference-lists';
import { hasScope } from '@adatlas/domain/scopes';
import { toContactName } from '../../platform/database/contact-columns.ts';
import type { TenantDataCache } from '../../platform/database/tenant-data-cache.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { RecordOpen } from '../billing/record-open.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { MediaLinks } from '../media/media-links.ts';
import { findTreeLinks } from './companies.repository.ts';
import { toCompanyDetail, toCrea, toPitch } from './company-detail.mapper.ts';
import { type CompanyDetailRow, getCompanyDetailRow } from './company-detail.repository.ts';
import * as sections from './company-sections.repository.ts';
import type { WikipediaClient } from './wikipedia.client.ts';

export interface CompanyDetailService {
  getCompany(ctx: RequestContext, id: number): Promise<CompanyDetail>;
  /** Name, type, city and the tabs an open would fill: free, for a caller who cannot open it. */
  getCompanyPreview(ctx: RequestContext, id: number): Promise<CompanyPreview>;
  findContacts(ctx: RequestContext, id: number, functionId?: number): Promise<CompanyContact[]>;
  findFinancials(ctx: RequestContext, id: number): Promise<FinancialYear[]>;
  findJobOffers(ctx: RequestContext, id: number): Promise<ReturnType<typeof toJobOffer>[]>;
  findInvestmentRounds(ctx: RequestContext, id: number): Promise<InvestmentRound[]>;
  getNielsen(ctx: RequestContext, id: number): Promise<NielsenHistory>;
  findSocialMedia(ctx: RequestContext, id: number): Promise<SocialMediaNetwork[]>;
  findBrands(
    ctx: RequestContext,
    id: number,
    query: { sectors?: number[]; direction: 'asc' | 'desc' },
  ): Promise<{ kind: 'own' | 'working'; data: CompanyBrand[] }>;
  findPitches(
    ctx: RequestContext,
    id: number,
    range: sections.PitchRange,
  ): Promise<{ data: PitchSummary[]; graph: { year: number; count: number }[] }>;
  findCreas(ctx: RequestContext, id: number, hideInactive: boolean): Promise<CreaSummary[]>;
  getGroup(ctx: RequestContext, id: number): Promise<GroupTreeNode>;
}

export interface CompanyDetailServiceOptions {
  wikipedia: WikipediaClient;
  opens: RecordOpen;
  entitlements: Entitlements;
  mediaLinks: MediaLinks;
  /** Reuses detail rows until the tenant's data changes; the scopes are applied per request. */
  cache?: TenantDataCache;
}

function toJobOffer(row: Awaited<ReturnType<typeof sections.findCompanyJobOffers>>[number]) {
  return {
    id: row.id,
    publishedAt: new Date(row.published_at).toISOString(),
    jobTitle: row.job_title,
    contractType: row.contract_type,
    location: row.location,
    url: row.url,
    description: row.description,
  };
}

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', `Company ${id} not found`);
}

export function createCompanyDetailService(options: CompanyDetailServiceOptions): CompanyDetailService {
  /** Section calls answer 404 for a company that does not exist in the tenant. */
  async function getType(ctx: RequestContext, id: number) {
    const company = await sections.getCompanyType(ctx.tenantDb.db, id);
    if (!company) throw notFound(id);
    return company.type;
  }

  async function getRow(ctx: RequestContext, id: number): Promise<CompanyDetailRow> {
    const load = () => getCompanyDetailRow(ctx.tenantDb.db, id);
    const row = await (options.cache ? options.cache.get(ctx.tenant, `company:${id}`, load) : load());
    if (!row) throw notFound(id);
    return row;
  }

  function sectionsOf(ctx: RequestContext, row: CompanyDetailRow): CompanySections {
    const probe = {
      contacts: Boolean(row.has_contacts),
      financials: Boolean(row.has_financials),
      jobOffers: Boolean(row.has_job_offers),
      investmentRounds: Boolean(row.has_investment_rounds),
      nielsen: Boolean(row.has_nielsen),
      socialMedia: Boolean(row.has_social_media),
      brands: Boolean(row.has_brands),
      pitch: Boolean(row.has_pitch),
      creativity: Boolean(row.has_creativity),
      group: row.parent !== null || row.children_ids.length > 0,
    };
    return computeCompanySections(probe, row.type, (scope) => hasScope(ctx.scopes, scope));
  }

  return {
    async getCompany(ctx, id) {
      const row = await getRow(ctx, id);
      // Debited before anything else is fetched: a refused open costs no Wikipedia call.
      await options.opens.recordOpen(ctx, 'company', id);
      const wikipediaLink = row.external_links.find(
        (link) => link.label.trim().toLowerCase() === 'wikipedia' && !link.disabled,
      );
      const wikipediaExtract = wikipediaLink ? await options.wikipedia.getExtract(wikipediaLink.link) : null;
      return toCompanyDetail(row, sectionsOf(ctx, row), wikipediaExtract);
    },

    async getCompanyPreview(ctx, id) {
      const row = await getRow(ctx, id);
      return { id: row.id, name: row.name, type: row.type, city: row.city, sections: sectionsOf(ctx, row) };
    },

    async findContacts(ctx, id, functionId) {
      await getType(ctx, id);
      const functionIds = functionId
        ? withDescendants(await findTreeLinks(ctx.tenantDb.db, 'functions'), [functionId])
        : null;
      const rows = await sections.findCompanyContacts(ctx.tenantDb.db, id, functionIds);
      const contacts = rows.map((row) => ({
        ...toContactName(row),
        email: row.email,
        tel: row.tel,
        linkedin: row.linkedin,
        modifiedAt: new Date(row.modified_at).toISOString(),
      }));
      // A contact's e-mail and phone are what a contact credit buys: shown once opened.
      return options.entitlements.revealContacts(ctx, contacts);
    },

    async findFinancials(ctx, id) {
      await getType(ctx, id);
      const rows = await sections.findCompanyFinancials(ctx.tenantDb.db, id);
      return visibleFinancialYears(
        rows.map((row) => ({
          year: row.year,
          revenue: row.revenue,
          operatingResult: row.operating_result,
          employees: row.employees,
          personnelCost: row.personnel_cost,
        })),
      );
    },

    async findJobOffers(ctx, id) {
      await getType(ctx, id);
      return (await sections.findCompanyJobOffers(ctx.tenantDb.db, id)).map(toJobOffer);
    },

    async findInvestmentRounds(ctx, id) {
      await getType(ctx, id);
      const rows = await sections.findCompanyInvestmentRounds(ctx.tenantDb.db, id);
      return rows.map((row) => ({
        id: row.id,
        fundingType:
          row.funding_type_id !== null && row.funding_type_key !== null
            ? { id: row.funding_type_id, key: row.funding_type_key }
            : null,
        fundingDate: row.funding_date,
        totalAmountInvested: row.total_amount,
        investors: row.investors.map((investor) => ({
          companyId: investor.companyId,
          companyName: investor.companyName,
          amountInvested: investor.amountInvested === null ? null : Number(investor.amountInvested),
        })),
      }));
    },

    async getNielsen(ctx, id) {
      await getType(ctx, id);
      return splitNielsenHistory(await sections.findCompanyNielsen(ctx.tenantDb.db, id));
    },

    async findSocialMedia(ctx, id) {
      await getType(ctx, id);
      const rows = await sections.findCompanySocialMedia(ctx.tenantDb.db, id);
      return summariseSocialMedia(
        rows.map((row) => ({
          network: row.network,
          measuredAt: row.measured_at,
          followers: row.followers,
          likes: row.likes,
          posts: row.posts,
          views: row.views,
          appRating: row.app_rating,
        })),
      );
    },

    async findBrands(ctx, id, query) {
      const type = await getType(ctx, id);
      const db = ctx.tenantDb.db;
      const sectorIds = query.sectors?.length
        ? withDescendants(await findTreeLinks(db, 'sectors'), query.sectors)
        : null;
      const kind = type === 'AG' ? 'working' : 'own';
      const rows =
        kind === 'working'
          ? await sections.findWorkingBrands(db, id, sectorIds, query.direction)
          : await sections.findOwnBrands(db, id, sectorIds, query.direction);
      return {
        kind,
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          logo: row.logo_url,
          website: row.website,
          company:
            row.owner_id !== null && row.owner_name !== null
              ? { id: row.owner_id, name: row.owner_name }
              : null,
          sectors: row.sectors,
          categories: row.categories,
          agencies: row.agencies,
        })),
      };
    },

    async findPitches(ctx, id, range) {
      // The tab needs its own scope (the route's companyPitch) and the pitches' licence.
      await options.entitlements.assertMayRead(ctx, 'pitch');
      await getType(ctx, id);
      const data = (await sections.findCompanyPitches(ctx.tenantDb.db, id, range)).map((row) =>
        toPitch(row, id),
      );
      const perYear = new Map<number, number>();
      for (const pitch of data) {
        const year = Number(pitch.startDate.slice(0, 4));
        perYear.set(year, (perYear.get(year) ?? 0) + 1);
      }
      const graph = [...perYear].map(([year, count]) => ({ year, count })).sort((a, b) => a.year - b.year);
      return { data, graph };
    },

    async findCreas(ctx, id, hideInactive) {
      await getType(ctx, id);
      return (await sections.findCompanyCreas(ctx.tenantDb.db, id, hideInactive)).map((row) => {
        const crea = toCrea(row);
        return { ...crea, snapshotUrl: options.mediaLinks.sign(crea.snapshotUrl, ctx.tenant) };
      });
    },

    async getGroup(ctx, id) {
      const group = await sections.findGroupMembers(ctx.tenantDb.db, id);
      if (!group) throw notFound(id);
      const tree = buildGroupTree(
        group.rootId,
        group.members.map((member) => ({ id: member.id, name: member.name, parentId: member.parent_id })),
      );
      if (!tree) throw notFound(id);
      return tree;
    },
  };
}

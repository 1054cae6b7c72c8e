import { advertiserNameKey, splitByline } from '@adatlas/domain/ad-library';
import {
  INFERRED_RELATION_DEFAULT_CATEGORY_KEY,
  INFERRED_RELATIONS_PAGE_SIZE,
  type InferredRelation,
  type InferredRelationDecision,
  type InferredRelationListQuery,
  type InferredRelationListResponse,
  inferRelationPairs,
  type ResolvedAdvertiser,
} from '@adatlas/domain/inferred-relations';
import type { Databases, TenantDb } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { auditedTenantTransaction } from '../audit/audited-transaction.ts';
import * as repo from './inferred-relations.repository.ts';

export interface InferredRelationsService {
  findInferredRelations(
    ctx: RequestContext,
    query: InferredRelationListQuery,
  ): Promise<InferredRelationListResponse>;
  decideInferredRelation(
    ctx: RequestContext,
    id: number,
    decision: InferredRelationDecision,
  ): Promise<InferredRelation>;
  recomputeInferredRelations(ctx: RequestContext): Promise<{ proposed: number; updated: number }>;
}

export interface ProposalRun {
  /** Pairs proposed for the first time. */
  proposed: number;
  /** Known pairs (in any status) whose evidence was rewritten. */
  updated: number;
  /** Proposals no resolved ad supports any more (an advertiser match was undone). */
  withdrawn: number;
}

/**
 * Recomputes the inferred agency–brand relations of one tenant from its staging ads and resolved
 * advertisers; idempotent, a rejected pair is never proposed again. The ingestion and matching
 * jobs call it after a run.
 */
export async function proposeInferredRelations(tenantDb: TenantDb): Promise<ProposalRun> {
  const evidence = await repo.findAdEvidenceByNames(tenantDb);
  const keys = new Set<string>();
  for (const row of evidence) {
    const byline = splitByline(row.payer);
    for (const name of [byline.payer, byline.beneficiary, row.beneficiary, row.advertiser])
      if (name?.trim()) keys.add(advertiserNameKey(name));
  }
  const resolved = new Map<string, ResolvedAdvertiser>(
    (await repo.findResolvedAdvertisers(tenantDb.db, [...keys])).map((row) => [
      row.name_key,
      {
        companyId: Number(row.company_id),
        companyType: row.company_type,
        brandId: row.brand_id === null ? null : Number(row.brand_id),
        companyBrandIds: row.company_brand_ids.map(Number),
      },
    ]),
  );
  const pairs = inferRelationPairs(
    evidence.map((row) => ({
      payer: row.payer,
      beneficiary: row.beneficiary,
      advertiser: row.advertiser,
      nAds: Number(row.n_ads),
      reach: row.reach === null ? null : Number(row.reach),
      timesShownLower: row.times_shown_lower === null ? null : Number(row.times_shown_lower),
      timesShownUpper: row.times_shown_upper === null ? null : Number(row.times_shown_upper),
      firstShown: row.first_shown,
      lastShown: row.last_shown,
    })),
    (key) => resolved.get(key),
  );
  return tenantDb.db.transaction().execute(async (trx) => {
    // One recompute at a time per tenant: two jobs finishing together would race on the withdrawals.
    await repo.lockProposals(trx, tenantDb.schema);
    return repo.upsertEvidence(
      trx,
      pairs.map((pair) => ({
        agency_company_id: pair.agencyCompanyId,
        brand_id: pair.brandId,
        n_ads: pair.nAds,
        reach: pair.reach,
        times_shown_lower: pair.timesShownLower,
        times_shown_upper: pair.timesShownUpper,
        first_shown: pair.firstShown,
        last_shown: pair.lastShown,
        payer_names: pair.payerNames.slice(0, 10),
        beneficiary_names: pair.beneficiaryNames.slice(0, 10),
      })),
    );
  });
}

function toInferredRelation(row: repo.InferredRelationRow): InferredRelation {
  return {
    id: Number(row.id),
    agency: { id: Number(row.agency_company_id), name: row.agency_name },
    brand: { id: Number(row.brand_id), name: row.brand_name },
    company:
      row.owner_id === null || row.owner_name === null
        ? null
        : { id: Number(row.owner_id), name: row.owner_name },
    evidence: {
      nAds: row.n_ads,
      reach: row.reach,
      timesShownLower: row.times_shown_lower,
      timesShownUpper: row.times_shown_upper,
      firstShown: row.first_shown,
      lastShown: row.last_shown,
    },
    payerNames: row.payer_names,
    beneficiaryNames: row.beneficiary_names,
    status: row.status,
    category:
      row.category_id === null || row.category_label === null
        ? null
        : { id: row.category_id, label: row.category_label },
    decidedBy: row.decided_by,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

const notFound = () => new AppError('NOT_FOUND', 'No such inferred relation');

export function createInferredRelationsService(deps: { databases: Databases }): InferredRelationsService {
  return {
    async findInferredRelations(ctx, query) {
      const db = ctx.tenantDb.db;
      const [rows, totalResults, categories] = await Promise.all([
        repo.findInferredRelationPage(db, query.status, {
          offset: (query.pageNum - 1) * INFERRED_RELATIONS_PAGE_SIZE,
          limit: INFERRED_RELATIONS_PAGE_SIZE,
        }),
        repo.countInferredRelations(db, query.status),
        repo.findAgencyCategories(db),
      ]);
      return {
        data: rows.map(toInferredRelation),
        totalResults,
        categories: categories.map(({ id, label }) => ({ id, label })),
        defaultCategoryId:
          categories.find((category) => category.key === INFERRED_RELATION_DEFAULT_CATEGORY_KEY)?.id ?? null,
      };
    },

    async decideInferredRelation(ctx, id, decision) {
      await auditedTenantTransaction(deps.databases, ctx, async (trx, audit) => {
        const current = await repo.lockInferredRelation(trx, id);
        if (!current) throw notFound();
        const before = { status: current.status };
        if (decision.decision === 'confirm') {
          if (current.status === 'confirmed')
            throw new AppError('CONFLICT', 'This relation is already confirmed');
          const categories = await repo.findAgencyCategories(trx);
          if (!categories.some((category) => category.id === decision.categoryId)) {
            const message = 'Not an agency category';
            throw new AppError('VALIDATION_ERROR', message, [{ path: 'body.categoryId', message }]);
          }
          const inserted = await repo.insertInferredWorkRelation(trx, {
            brand_id: Number(current.brand_id),
            agency_company_id: Number(current.agency_company_id),
            category_id: decision.categoryId,
            inferred_relation_id: id,
          });
          if (!inserted) {
            const message = 'The agency already works for this brand in that category';
            throw new AppError('CONFLICT', message, [{ path: 'body.categoryId', message }]);
          }
        } else {
          // Rejecting or reopening a confirmed one takes its work relation away again.
          await repo.deleteInferredWorkRelation(trx, id);
        }
        const status =
          decision.decision === 'confirm'
            ? 'confirmed'
            : decision.decision === 'reject'
              ? 'rejected'
              : 'proposed';
        const decided =
          status === 'proposed'
            ? { decided_by: null, decided_at: null }
            : { decided_by: ctx.user?.email ?? null, decided_at: ctx.now };
        await repo.setStatus(trx, id, { status, ...decided });
        await audit({
          entity: 'inferred_work_relations',
          entityId: id,
          action: decision.decision,
          before,
          after: decision.decision === 'confirm' ? { status, categoryId: decision.categoryId } : { status },
        });
      });
      const row = await repo.getInferredRelationRow(ctx.tenantDb.db, id);
      if (!row) throw notFound();
      return toInferredRelation(row);
    },

    async recomputeInferredRelations(ctx) {
      const run = await proposeInferredRelations(ctx.tenantDb);
      return { proposed: run.proposed, updated: run.updated };
    },
  };
}

import {
  type AdLibraryAdvertiser,
  type AdvertiserDecision,
  type AdvertiserPickOption,
  type AdvertiserQueueQuery,
  type AdvertiserQueueResponse,
  type AdvertiserResolveResult,
  advertiserNameKey,
  type MatchCandidate,
  matchAdvertiser,
  splitByline,
  vatKey,
  websiteDomain,
} from '@adatlas/domain/ad-library';
import { foldAccents } from '@adatlas/domain/search';
import type { Databases, TenantDb } from '../../platform/database/databases.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { auditedTenantTransaction } from '../audit/audited-transaction.ts';
import { aggregateAdLibraryAdvertisers } from './ad-library-aggregation.ts';
import * as repo from './ad-library-matching.repository.ts';

export const ADVERTISER_QUEUE_PAGE_SIZE = 50;
const SCORE_BATCH = 200;
/** Hosts of the platforms themselves: a caption pointing there says nothing about the advertiser. */
const PLATFORM_HOSTS = new Set([
  'facebook.com',
  'fb.me',
  'instagram.com',
  'google.com',
  'youtube.com',
  'wa.me',
]);

export interface AdLibraryMatchingService {
  findQueue(ctx: RequestContext, query: AdvertiserQueueQuery): Promise<AdvertiserQueueResponse>;
  decide(ctx: RequestContext, id: number, decision: AdvertiserDecision): Promise<AdLibraryAdvertiser>;
  bulkAccept(ctx: RequestContext, minScore: number): Promise<number>;
  findPickOptions(ctx: RequestContext, q: string): Promise<AdvertiserPickOption[]>;
  resolve(ctx: RequestContext): Promise<AdvertiserResolveResult>;
}

const toAdvertiser = (row: NonNullable<repo.AdvertiserRow>): AdLibraryAdvertiser => ({
  id: Number(row.id),
  name: row.name,
  nameKey: row.name_key,
  roles: row.roles as AdLibraryAdvertiser['roles'],
  nAds: row.n_ads,
  status: row.status,
  score: row.score,
  features:
    Object.keys(row.features ?? {}).length > 0 ? (row.features as AdLibraryAdvertiser['features']) : null,
  company: row.company_id ? { id: Number(row.company_id), name: row.company_name ?? '' } : null,
  brand: row.brand_id ? { id: Number(row.brand_id), name: row.brand_name ?? '' } : null,
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
});

/** The names of the staged ads by key, with their roles and ad counts; bylines split in two. */
async function collectNames(tenantDb: TenantDb) {
  const byKey = new Map<string, { name: string; roles: Map<string, number>; seen: number }>();
  const add = (name: string, role: string, nAds: number) => {
    const key = advertiserNameKey(name);
    if (!key) return;
    const entry = byKey.get(key) ?? { name, roles: new Map<string, number>(), seen: 0 };
    entry.roles.set(role, (entry.roles.get(role) ?? 0) + nAds);
    // The spelling shown is the one most ads use.
    if (nAds > entry.seen) Object.assign(entry, { name, seen: nAds });
    byKey.set(key, entry);
  };
  for (const row of await repo.findStagedNames(tenantDb)) {
    const byline = row.role === 'payer' ? splitByline(row.name) : null;
    if (byline?.payer && byline.beneficiary) {
      add(byline.payer, 'payer', row.n_ads);
      add(byline.beneficiary, 'beneficiary', row.n_ads);
    } else add(byline?.payer ?? row.name, row.role, row.n_ads);
  }
  return byKey;
}

async function collectEvidence(tenantDb: TenantDb) {
  const byKey = new Map<string, { domains: Set<string>; vats: Set<string> }>();
  for (const row of await repo.findStagedEvidence(tenantDb)) {
    const value = row.kind === 'domain' ? websiteDomain(row.value) : vatKey(row.value);
    if (!value || PLATFORM_HOSTS.has(value)) continue;
    const key = advertiserNameKey(row.name);
    const entry = byKey.get(key) ?? { domains: new Set<string>(), vats: new Set<string>() };
    (row.kind === 'domain' ? entry.domains : entry.vats).add(value);
    byKey.set(key, entry);
  }
  return byKey;
}

const toCandidate = (row: Omit<repo.CandidateRow, 'name_key'>): MatchCandidate => ({
  kind: row.kind,
  id: Number(row.id),
  companyId: Number(row.company_id),
  name: row.name,
  website: row.website,
  vat: row.vat,
});

/**
 * Brings the advertiser names of the staged ads into ad_library_advertisers and scores every
 * pending one against the tenant's brands and companies: a clear match links ('auto'), the rest
 * wait in the review queue with their best candidate. Decided names are never scored again.
 */
export async function scoreAdLibraryAdvertisers(tenantDb: TenantDb, now: Date) {
  const names = await collectNames(tenantDb);
  const upserts = [...names].map(([name_key, entry]) => ({
    name_key,
    name: entry.name,
    roles: [...entry.roles.keys()].sort(),
    // One ad often names the same advertiser as page and beneficiary: the busiest role counts.
    n_ads: Math.max(...entry.roles.values()),
  }));
  for (let start = 0; start < upserts.length; start += 1000) {
    await repo.upsertAdvertisers(tenantDb.db, upserts.slice(start, start + 1000));
  }
  const evidence = await collectEvidence(tenantDb);
  const pending = await repo.findAdvertisersToScore(tenantDb.db);
  let autoLinked = 0;
  for (let start = 0; start < pending.length; start += SCORE_BATCH) {
    const batch = pending.slice(start, start + SCORE_BATCH);
    const byName = new Map<string, MatchCandidate[]>();
    for (const row of await repo.findNameCandidates(
      tenantDb,
      batch.map((advertiser) => advertiser.name_key),
    )) {
      byName.set(row.name_key, [...(byName.get(row.name_key) ?? []), toCandidate(row)]);
    }
    const domains = new Set<string>();
    const vats = new Set<string>();
    for (const advertiser of batch) {
      for (const domain of evidence.get(advertiser.name_key)?.domains ?? []) domains.add(domain);
      for (const vat of evidence.get(advertiser.name_key)?.vats ?? []) vats.add(vat);
    }
    const byEvidence = (await repo.findEvidenceCandidates(tenantDb, [...domains], [...vats])).map(
      toCandidate,
    );
    for (const advertiser of batch) {
      const seen = evidence.get(advertiser.name_key);
      const candidates = [
        ...(byName.get(advertiser.name_key) ?? []),
        ...byEvidence.filter(
          (candidate) =>
            (seen?.domains.has(websiteDomain(candidate.website) ?? '') ?? false) ||
            (seen?.vats.has(vatKey(candidate.vat) ?? '') ?? false),
        ),
      ];
      const match = matchAdvertiser(
        { name: advertiser.name, domains: [...(seen?.domains ?? [])], vats: [...(seen?.vats ?? [])] },
        candidates,
      );
      if (match.auto) autoLinked++;
      await repo.updateScore(tenantDb.db, advertiser.id, {
        status: match.auto ? 'auto' : 'pending',
        company_id: match.best?.companyId ?? null,
        brand_id: match.best?.kind === 'brand' ? match.best.id : null,
        score: match.best ? match.score : null,
        features: match.features,
        now,
      });
    }
  }
  return { names: names.size, scored: pending.length, autoLinked, queued: pending.length - autoLinked };
}

/**
 * What the ingestion runs call when they finish (and the review after each decision): score the
 * new names, then rewrite the ingested brand_advertisers rows.
 */
export async function resolveAdLibraryAdvertisers(
  tenantDb: TenantDb,
  now: Date,
): Promise<AdvertiserResolveResult> {
  const scored = await scoreAdLibraryAdvertisers(tenantDb, now);
  const aggregateRows = await aggregateAdLibraryAdvertisers(tenantDb);
  return { ...scored, aggregateRows };
}

export function createAdLibraryMatchingService(databases: Databases): AdLibraryMatchingService {
  const decideOne = async (ctx: RequestContext, id: number, decision: AdvertiserDecision) => {
    const decidedBy = ctx.user?.id ?? null;
    return auditedTenantTransaction(databases, ctx, async (trx, audit) => {
      const before = await repo.getAdvertiserRow(trx, id, true);
      if (!before) throw new AppError('NOT_FOUND', `No advertiser name ${id}`);
      if (before.status !== 'pending' && before.status !== 'auto') {
        throw new AppError('CONFLICT', `"${before.name}" was already decided (${before.status})`);
      }
      let companyId: number | null = null;
      let brandId: number | null = null;
      if (decision.decision === 'accept') {
        if (!before.company_id) {
          throw new AppError('VALIDATION_ERROR', 'Nothing to accept: pick a company or reject', [
            { path: 'decision', message: 'no proposed company' },
          ]);
        }
        companyId = Number(before.company_id);
        brandId = before.brand_id ? Number(before.brand_id) : null;
      } else if (decision.decision === 'pick') {
        const company = await repo.getCompanyRef(trx, decision.companyId);
        if (!company) {
          throw new AppError('VALIDATION_ERROR', 'No such company', [
            { path: 'companyId', message: 'not found' },
          ]);
        }
        if (decision.brandId !== null) {
          const brand = await repo.getBrandRef(trx, decision.brandId);
          if (!brand || Number(brand.company_id) !== decision.companyId) {
            throw new AppError('VALIDATION_ERROR', 'The brand is not one of the company', [
              { path: 'brandId', message: 'not a brand of the company' },
            ]);
          }
        }
        companyId = decision.companyId;
        brandId = decision.brandId;
      }
      const status =
        decision.decision === 'accept' ? 'accepted' : decision.decision === 'pick' ? 'picked' : 'rejected';
      await repo.setDecision(trx, id, {
        status,
        company_id: companyId,
        brand_id: brandId,
        decided_by: decidedBy,
        decided_at: ctx.now,
      });
      const after = await repo.getAdvertiserRow(trx, id);
      await audit({
        entity: 'ad_library_advertisers',
        entityId: id,
        action: decision.decision,
        before: toAdvertiser(before),
        after: toAdvertiser(after!),
      });
      return toAdvertiser(after!);
    });
  };

  return {
    async findQueue(ctx, query) {
      const offset = (query.pageNum - 1) * ADVERTISER_QUEUE_PAGE_SIZE;
      const [rows, totalResults] = await Promise.all([
        repo.findAdvertiserRows(ctx.tenantDb.db, query.status, ADVERTISER_QUEUE_PAGE_SIZE, offset),
        repo.countAdvertisers(ctx.tenantDb.db, query.status),
      ]);
      return { data: rows.map(toAdvertiser), totalResults };
    },

    async decide(ctx, id, decision) {
      const decided = await decideOne(ctx, id, decision);
      await aggregateAdLibraryAdvertisers(ctx.tenantDb);
      return decided;
    },

    async bulkAccept(ctx, minScore) {
      const accepted = await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        const rows = await repo.findPendingAbove(trx, minScore);
        for (const row of rows) {
          await repo.setDecision(trx, Number(row.id), {
            status: 'accepted',
            company_id: Number(row.company_id),
            brand_id: row.brand_id ? Number(row.brand_id) : null,
            decided_by: ctx.user?.id ?? null,
            decided_at: ctx.now,
          });
          await audit({
            entity: 'ad_library_advertisers',
            entityId: Number(row.id),
            action: 'bulk_accept',
            before: toAdvertiser(row),
            after: { ...toAdvertiser(row), status: 'accepted', minScore },
          });
        }
        return rows.length;
      });
      if (accepted > 0) await aggregateAdLibraryAdvertisers(ctx.tenantDb);
      return accepted;
    },

    async findPickOptions(ctx, q) {
      const { brands, companies } = await repo.findPickOptions(ctx.tenantDb.db, foldAccents(q), 10);
      return [
        ...brands.map((row) => ({
          companyId: Number(row.company_id),
          companyName: row.company_name,
          brandId: Number(row.brand_id),
          brandName: row.brand_name,
        })),
        ...companies.map((row) => ({
          companyId: Number(row.company_id),
          companyName: row.company_name,
          brandId: null,
          brandName: null,
        })),
      ];
    },

    resolve: (ctx) => resolveAdLibraryAdvertisers(ctx.tenantDb, ctx.now),
  };
}

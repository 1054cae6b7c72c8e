import type { AdLibraryRunProblem } from '@adatlas/domain/ad-library-ingestion';
import { adLibraryRegion, metaAdTypeFor } from '@adatlas/domain/ad-library-ingestion';
import type { TenantId } from '@adatlas/domain/tenants';
import type { Databases, TenantDb } from '../../platform/database/databases.ts';
import {
  findRunningRun,
  finishRun,
  getRunRow,
  insertRun,
  lastDoneDeliveryStart,
  recordPage,
  type StagedAd,
  upsertAds,
  withIngestionLock,
} from './ad-library.repository.ts';
import {
  createMetaAdlibClient,
  type MetaAdlibClient,
  MetaAdlibError,
  type MetaAdlibSettings,
  type MetaArchivedAd,
  withoutToken,
} from './meta-adlib.client.ts';

const day = (value: unknown): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/**
 * An archived ad as a staged row: the page is the advertiser; the DSA payer and beneficiary are the
 * current pair of `beneficiary_payers` (else the first), and a political ad's byline is its payer.
 * The snapshot URL loses the access token Meta puts in it.
 */
export function stageMetaAd(ad: MetaArchivedAd, region: string): StagedAd | { problem: string } {
  if (typeof ad.id !== 'string' || ad.id === '') return { problem: 'An ad without an id' };
  const pairs = Array.isArray(ad.beneficiary_payers) ? ad.beneficiary_payers : [];
  const pair = pairs.find((entry) => entry?.current === true) ?? pairs[0];
  const reach = Number(ad.eu_total_reach);
  const snapshot = typeof ad.ad_snapshot_url === 'string' ? withoutToken(ad.ad_snapshot_url) : null;
  return {
    ad_id: ad.id,
    advertiser_id: ad.page_id ?? null,
    advertiser_name: ad.page_name ?? null,
    payer: pair?.payer?.trim() || ad.bylines?.trim() || null,
    beneficiary: pair?.beneficiary?.trim() || null,
    region,
    first_shown: day(ad.ad_delivery_start_time),
    last_shown: day(ad.ad_delivery_stop_time),
    eu_total_reach: ad.eu_total_reach !== undefined && Number.isFinite(reach) ? Math.round(reach) : null,
    times_shown_lower: null,
    times_shown_upper: null,
    snapshot_url: snapshot,
    raw: { ...ad, ...(snapshot && { ad_snapshot_url: snapshot }) },
  };
}

export type MetaRunResult =
  | { outcome: 'done' | 'failed'; runId: number; message: string | null }
  | { outcome: 'busy' }
  | { outcome: 'disabled' };

export interface MetaIngestion {
  readonly enabled: boolean;
  /**
   * One run for a tenant's country: resumes a run a crash left marked running (at its last
   * committed page), else starts one reading ads delivered since the last done run's latest
   * delivery start. `onStarted` hears the run's id once its row exists.
   */
  run(
    tenant: TenantId,
    options?: { startedBy?: number | null; onStarted?: (runId: number) => void },
  ): Promise<MetaRunResult>;
}

export function createMetaIngestion(deps: {
  databases: Databases;
  settings: MetaAdlibSettings | null;
  log?: { warn(obj: unknown, msg: string): void };
  /** Called after each page's commit (tests stop a run there). */
  afterPage?: (entry: { runId: number; page: number }) => Promise<void> | void;
  /** Called after a run that ended well: the new ads' advertisers are matched and linked. */
  afterRun?: (tenantDb: TenantDb) => Promise<unknown>;
}): MetaIngestion {
  const { settings } = deps;
  const client: MetaAdlibClient | null = settings
    ? createMetaAdlibClient(settings, {
        onWait: (entry) => deps.log?.warn(entry, 'Meta Ad Library: waiting before the next call'),
      })
    : null;

  async function ingest(
    tenant: TenantId,
    metaClient: MetaAdlibClient,
    options: { startedBy?: number | null; onStarted?: (runId: number) => void },
  ): Promise<MetaRunResult> {
    const tenantDb = deps.databases.tenant(tenant);
    const db = tenantDb.db;
    const region = adLibraryRegion(tenant);
    // The lock is ours, so a run still marked running lost its process: go on from its cursor.
    const orphan = await findRunningRun(db, 'META', region);
    const since = orphan ? orphan.since : await lastDoneDeliveryStart(db, region);
    const runId =
      orphan?.id ??
      (await insertRun(db, { source: 'META', region, since, startedBy: options.startedBy ?? null }));
    options.onStarted?.(runId);
    const earlier = orphan ? ((await getRunRow(db, runId))?.error_report ?? []) : [];
    const problems: AdLibraryRunProblem[] = [...earlier];
    let pageNumber = orphan?.pages ?? 0;
    const query = { country: region, adType: metaAdTypeFor(tenant), since };
    let url: string | null = metaClient.pageUrl(query, orphan?.cursor ?? null);
    try {
      while (url) {
        const page = await metaClient.fetchPage(url);
        pageNumber += 1;
        const staged = new Map<string, StagedAd>();
        for (const ad of page.ads) {
          const row = stageMetaAd(ad, region);
          if ('problem' in row) problems.push({ page: pageNumber, message: row.problem });
          else staged.set(row.ad_id, row);
        }
        const starts = [...staged.values()]
          .map((ad) => ad.first_shown)
          .filter((d): d is string => d !== null);
        const maxDeliveryStart = starts.sort().at(-1) ?? null;
        // The page's ads and the cursor past them commit together: a crash after this line resumes
        // at the next page, a crash before it reads this page again (and upserts the same ids).
        await db.transaction().execute(async (trx) => {
          await upsertAds(trx, 'META', runId, [...staged.values()]);
          await recordPage(trx, runId, { cursor: page.after, ads: staged.size, maxDeliveryStart });
        });
        await deps.afterPage?.({ runId, page: pageNumber });
        url = page.next ? metaClient.pageUrl(query, page.after) : null;
      }
      await finishRun(db, runId, {
        status: 'done',
        message: null,
        errors: problems.length,
        errorReport: problems,
      });
      await deps.afterRun?.(tenantDb).catch((error: unknown) => {
        deps.log?.warn({ tenant, runId, err: error }, 'Ad-library matching after the Meta run failed');
      });
      return { outcome: 'done', runId, message: null };
    } catch (error) {
      const message =
        error instanceof MetaAdlibError
          ? error.kind === 'auth'
            ? `The Meta token (META_ADLIB_TOKEN) was refused; renew it. ${error.message}`
            : error.message
          : `Unexpected failure: ${(error as Error).message}`;
      problems.push({ page: pageNumber + 1, message });
      await finishRun(db, runId, {
        status: 'failed',
        message,
        errors: problems.length,
        errorReport: problems,
      });
      deps.log?.warn({ tenant, runId, err: error }, 'Meta Ad Library ingestion failed');
      return { outcome: 'failed', runId, message };
    }
  }

  return {
    enabled: client !== null,
    async run(tenant, options = {}) {
      if (!client) return { outcome: 'disabled' };
      const tenantDb = deps.databases.tenant(tenant);
      const locked = await withIngestionLock(tenantDb, `META:${adLibraryRegion(tenant)}`, () =>
        ingest(tenant, client, options),
      );
      return locked ? locked.value : { outcome: 'busy' };
    },
  };
}

import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The fields read from each archived ad (`bylines` is the payer of political and issue ads; the
 * link captions carry the advertiser's domain, which the advertiser matching uses).
 */
export const META_AD_FIELDS = [
  'id',
  'page_id',
  'page_name',
  'bylines',
  'beneficiary_payers',
  'eu_total_reach',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'ad_snapshot_url',
  'ad_creative_link_captions',
] as const;

/** An archived ad as `ads_archive` answers it (every field optional: Meta omits empty ones). */
export interface MetaArchivedAd {
  id?: string;
  page_id?: string;
  page_name?: string;
  bylines?: string;
  beneficiary_payers?: { payer?: string; beneficiary?: string; current?: boolean }[];
  eu_total_reach?: number | string;
  ad_delivery_start_time?: string;
  ad_delivery_stop_time?: string;
  ad_snapshot_url?: string;
  [field: string]: unknown;
}

export interface MetaAdlibSettings {
  /** e.g. https://graph.facebook.com/v23.0 */
  baseUrl: string;
  token: string;
  timeoutMs: number;
  maxRetries: number;
  /** First back-off after a rate limit or a broken answer; each next one doubles. */
  retryBaseMs: number;
  /** Longest single wait, whatever Meta asks for. */
  maxWaitMs: number;
  pageSize: number;
  searchTerms: string | null;
  pageIds: readonly string[];
}

export interface MetaAdlibQuery {
  country: string;
  adType: 'ALL' | 'POLITICAL_AND_ISSUE_ADS';
  /** ad_delivery_date_min, YYYY-MM-DD */
  since: string | null;
}

export interface MetaPage {
  ads: MetaArchivedAd[];
  /** The `after` cursor of the next page (what a resumed run starts from); null on the last page. */
  after: string | null;
  next: string | null;
}

/**
 * `auth`: the token is refused (code 190, or 102/10/200 permission errors): retrying is useless.
 * `limited`: rate limits outlasted every retry. `broken`: answers kept coming back unreadable.
 * `refused`: any other Graph error (a bad parameter), with Meta's message.
 */
export class MetaAdlibError extends Error {
  readonly kind: 'auth' | 'limited' | 'broken' | 'refused';
  constructor(kind: MetaAdlibError['kind'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MetaAdlibError';
    this.kind = kind;
  }
}

/** Graph API error codes that mean "too many calls": app (4), user (17), page (32), ads_archive (613), BUC (80000+). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const AUTH_CODES = new Set([190, 102, 10, 200]);

interface GraphError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  fbtrace_id?: string;
}

/** The highest usage percentage Meta reports in x-app-usage / x-business-use-case-usage, and its asked wait. */
export function usageOf(headers: Headers): { percent: number; regainMs: number } {
  let percent = 0;
  let regainMs = 0;
  const take = (entry: Record<string, unknown>) => {
    for (const key of ['call_count', 'total_cputime', 'total_time']) {
      const value = Number(entry[key]);
      if (Number.isFinite(value)) percent = Math.max(percent, value);
    }
    const minutes = Number(entry.estimated_time_to_regain_access);
    if (Number.isFinite(minutes)) regainMs = Math.max(regainMs, minutes * 60_000);
  };
  try {
    const app = headers.get('x-app-usage');
    if (app) take(JSON.parse(app) as Record<string, unknown>);
    const business = headers.get('x-business-use-case-usage');
    if (business) {
      for (const entries of Object.values(JSON.parse(business) as Record<string, unknown>)) {
        if (Array.isArray(entries)) for (const entry of entries) take(entry as Record<string, unknown>);
      }
    }
  } catch {
    // A header Meta malformed says nothing about usage.
  }
  return { percent, regainMs };
}

/** Removes the token from a URL Meta sent back (paging.next and ad_snapshot_url carry it). */
export function withoutToken(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.delete('access_token');
    return parsed.toString();
  } catch {
    return url;
  }
}

export interface MetaAdlibClient {
  /** The URL of the query's first page, or of the page after `after` (a resumed run). */
  pageUrl(query: MetaAdlibQuery, after: string | null): string;
  /** One page, retrying rate limits and broken answers with a doubling back-off. */
  fetchPage(url: string): Promise<MetaPage>;
}

export function createMetaAdlibClient(
  settings: MetaAdlibSettings,
  hooks: { onWait?: (entry: { reason: string; waitMs: number; attempt: number }) => void } = {},
): MetaAdlibClient {
  const backoff = (attempt: number, askedMs = 0) =>
    Math.min(settings.maxWaitMs, Math.max(askedMs, settings.retryBaseMs * 2 ** (attempt - 1)));

  const withToken = (url: string) => {
    const parsed = new URL(url);
    parsed.searchParams.set('access_token', settings.token);
    return parsed.toString();
  };

  async function attemptPage(
    url: string,
  ): Promise<
    | { ok: true; page: MetaPage; headers: Headers }
    | { ok: false; retry: boolean; error: MetaAdlibError; waitMs?: number }
  > {
    let response: Response;
    let text: string;
    try {
      response = await fetch(withToken(url), {
        signal: AbortSignal.timeout(settings.timeoutMs),
        headers: { accept: 'application/json' },
      });
      text = await response.text();
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : 'connection lost';
      return {
        ok: false,
        retry: true,
        error: new MetaAdlibError('broken', `Meta's answer ${reason}`, { cause: error }),
      };
    }
    let body: {
      data?: unknown;
      paging?: { next?: string; cursors?: { after?: string } };
      error?: GraphError;
    };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return {
        ok: false,
        retry: true,
        error: new MetaAdlibError(
          'broken',
          `Meta's answer was cut or not JSON (HTTP ${response.status}, ${text.length} bytes)`,
        ),
      };
    }
    const graphError = body?.error;
    if (graphError || !response.ok) {
      const code = graphError?.code ?? 0;
      const message = `Meta refused the call: ${graphError?.message ?? `HTTP ${response.status}`} (code ${code}${graphError?.error_subcode ? `/${graphError.error_subcode}` : ''})`;
      if (AUTH_CODES.has(code) || response.status === 401) {
        return { ok: false, retry: false, error: new MetaAdlibError('auth', message) };
      }
      if (RATE_LIMIT_CODES.has(code) || code >= 80000 || response.status === 429) {
        return {
          ok: false,
          retry: true,
          error: new MetaAdlibError('limited', message),
          waitMs: usageOf(response.headers).regainMs,
        };
      }
      if (response.status >= 500 || (graphError?.type === 'OAuthException' && code === 2)) {
        return { ok: false, retry: true, error: new MetaAdlibError('broken', message) };
      }
      return { ok: false, retry: false, error: new MetaAdlibError('refused', message) };
    }
    if (!Array.isArray(body.data)) {
      return {
        ok: false,
        retry: true,
        error: new MetaAdlibError('broken', "Meta's answer has no data list"),
      };
    }
    const next = body.paging?.next ?? null;
    const after = next
      ? (new URL(next).searchParams.get('after') ?? body.paging?.cursors?.after ?? null)
      : null;
    return {
      ok: true,
      page: { ads: body.data as MetaArchivedAd[], after, next: next && withoutToken(next) },
      headers: response.headers,
    };
  }

  return {
    pageUrl(query, after) {
      const url = new URL(`${settings.baseUrl.replace(/\/$/, '')}/ads_archive`);
      url.searchParams.set('ad_reached_countries', JSON.stringify([query.country]));
      url.searchParams.set('ad_type', query.adType);
      url.searchParams.set('ad_active_status', 'ALL');
      if (settings.pageIds.length > 0)
        url.searchParams.set('search_page_ids', JSON.stringify(settings.pageIds));
      else url.searchParams.set('search_terms', settings.searchTerms ?? "''");
      if (query.since) url.searchParams.set('ad_delivery_date_min', query.since);
      url.searchParams.set('fields', META_AD_FIELDS.join(','));
      url.searchParams.set('limit', String(settings.pageSize));
      if (after) url.searchParams.set('after', after);
      return url.toString();
    },

    async fetchPage(url) {
      for (let attempt = 1; ; attempt += 1) {
        const result = await attemptPage(url);
        if (result.ok) {
          // Close to the limit: slow down before Meta starts refusing.
          const usage = usageOf(result.headers);
          if (usage.percent >= 90) {
            const waitMs = backoff(1, usage.regainMs);
            hooks.onWait?.({ reason: `usage at ${usage.percent}%`, waitMs, attempt });
            await sleep(waitMs);
          }
          return result.page;
        }
        if (!result.retry || attempt > settings.maxRetries) throw result.error;
        const waitMs = backoff(attempt, result.waitMs);
        hooks.onWait?.({ reason: result.error.message, waitMs, attempt });
        await sleep(waitMs);
      }
    },
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An archived ad as the local Graph API serves it (ads_archive's field names). */
export interface FakeArchivedAd {
  id: string;
  page_id: string;
  page_name: string;
  ad_delivery_start_time: string;
  ad_delivery_stop_time?: string;
  eu_total_reach?: number;
  beneficiary_payers?: { payer: string; beneficiary: string; current: boolean }[];
  bylines?: string;
  ad_snapshot_url?: string;
  ad_creative_link_captions?: string[];
}

/**
 * A local Graph API speaking `GET /v<version>/ads_archive` as Meta does: `data` plus `paging`
 * (`cursors.before/after`, `next` with the `after` cursor, absent on the last page), errors as
 * `{ error: { message, type, code, error_subcode, fbtrace_id } }` (190 for a refused token, 613
 * for the ads_archive rate limit with an `x-business-use-case-usage` header), and faults on demand:
 * a page cut halfway (connection destroyed), a page of malformed JSON, a page held until released.
 */
export interface FakeMetaAdlibServer {
  /** The base to configure as META_ADLIB_API_URL. */
  url: string;
  token: string;
  ads: FakeArchivedAd[];
  /** The next N ads_archive calls answer 613. */
  rateLimitNext: number;
  /** The next N calls break: 'cut' sends half a body then drops the connection, 'malformed' sends bad JSON. */
  breakNext: { count: number; how: 'cut' | 'malformed' };
  /** The call with this number (1-based, counting ads_archive calls from when it is set) waits for `release()`. */
  holdCall: number | null;
  release(): void;
  calls: { at: number; query: Record<string, string>; status: number }[];
  close(): Promise<void>;
}

export const META_ADLIB_TEST_TOKEN = 'EAAB-local-adlib-token';

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
const decodeCursor = (cursor: string) =>
  Number(Buffer.from(cursor, 'base64url').toString().split(':')[1] ?? 0);

/** Generates `count` ads for one country, one per day from `firstDay`, with DSA payer/beneficiary pairs. */
export function generateArchivedAds(count: number, options: { firstDay?: string; prefix?: string } = {}) {
  const first = new Date(`${options.firstDay ?? '2026-01-01'}T00:00:00Z`).getTime();
  const prefix = options.prefix ?? '1200';
  return Array.from({ length: count }, (_, i): FakeArchivedAd => {
    const start = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    return {
      id: `${prefix}${String(i + 1).padStart(6, '0')}`,
      page_id: `10${i % 7}`,
      page_name: `Brand ${i % 7}`,
      ad_delivery_start_time: start,
      ad_delivery_stop_time: new Date(first + (i + 20) * 86_400_000).toISOString().slice(0, 10),
      eu_total_reach: 1000 + i,
      beneficiary_payers: [
        { payer: `Agency ${i % 3} S.r.l.`, beneficiary: `Brand ${i % 7} S.p.A.`, current: true },
      ],
      ad_creative_link_captions: [`brand${i % 7}.example`],
      ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${prefix}${i + 1}&access_token=${META_ADLIB_TEST_TOKEN}`,
    };
  });
}

export async function startMetaAdlibServer(
  options: { token?: string; ads?: FakeArchivedAd[] } = {},
): Promise<FakeMetaAdlibServer> {
  let releaseHeld: () => void = () => undefined;
  let held = new Promise<void>((resolve) => {
    releaseHeld = resolve;
  });
  let callCount = 0;
  const state = {
    token: options.token ?? META_ADLIB_TEST_TOKEN,
    ads: options.ads ?? [],
    rateLimitNext: 0,
    breakNext: { count: 0, how: 'cut' as 'cut' | 'malformed' },
    holdCall: null as number | null,
    calls: [] as FakeMetaAdlibServer['calls'],
  };
  let base = '';

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    const { access_token: token, ...logged } = query;
    const reply = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      state.calls.push({ at: Date.now(), query: logged, status });
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      response.end(JSON.stringify(payload));
    };
    const graphError = (status: number, code: number, message: string, extra: object = {}, headers = {}) =>
      reply(
        status,
        { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEfLocal', ...extra } },
        headers,
      );

    if (!/^\/v\d+\.\d+\/ads_archive$/.test(url.pathname)) {
      return graphError(400, 100, `Unknown path components: ${url.pathname}`);
    }
    callCount += 1;
    if (state.holdCall === callCount) await held;
    if (token !== state.token) {
      return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token', {
        error_subcode: 463,
      });
    }
    if (!query.ad_reached_countries || (!query.search_terms && !query.search_page_ids)) {
      return graphError(400, 100, '(#100) The parameter ad_reached_countries is required');
    }
    if (state.rateLimitNext > 0) {
      state.rateLimitNext -= 1;
      return graphError(
        400,
        613,
        '(#613) Calls to this api have exceeded the rate limit.',
        {},
        {
          'x-business-use-case-usage': JSON.stringify({
            '1234': [
              {
                type: 'ads_archive',
                call_count: 100,
                total_cputime: 20,
                total_time: 30,
                estimated_time_to_regain_access: 0,
              },
            ],
          }),
        },
      );
    }
    const since = query.ad_delivery_date_min ?? '';
    const matching = state.ads.filter((ad) => ad.ad_delivery_start_time.slice(0, 10) >= since);
    const limit = Math.min(Number(query.limit ?? 25), 1000);
    const offset = query.after ? decodeCursor(query.after) : 0;
    const data = matching.slice(offset, offset + limit);
    const more = offset + limit < matching.length;
    const nextUrl = new URL(`${base}${url.pathname}`);
    for (const [key, value] of url.searchParams) nextUrl.searchParams.set(key, value);
    nextUrl.searchParams.set('after', encodeCursor(offset + limit));
    const body = JSON.stringify({
      data,
      paging: {
        cursors: { before: encodeCursor(offset), after: encodeCursor(offset + data.length) },
        ...(more && { next: nextUrl.toString() }),
      },
    });
    if (state.breakNext.count > 0) {
      state.breakNext.count -= 1;
      state.calls.push({ at: Date.now(), query: logged, status: 200 });
      if (state.breakNext.how === 'malformed') {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(`${body.slice(0, Math.floor(body.length / 2))}<html>`);
      }
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
      response.write(body.slice(0, Math.floor(body.length / 2)));
      return setTimeout(() => response.socket?.destroy(), 10);
    }
    return reply(200, JSON.parse(body), {
      'x-app-usage': JSON.stringify({ call_count: 5, total_cputime: 1, total_time: 2 }),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  const fake: FakeMetaAdlibServer = {
    url: `${base}/v23.0`,
    get token() {
      return state.token;
    },
    set token(value) {
      state.token = value;
    },
    get ads() {
      return state.ads;
    },
    set ads(value) {
      state.ads = value;
    },
    get rateLimitNext() {
      return state.rateLimitNext;
    },
    set rateLimitNext(value) {
      state.rateLimitNext = value;
    },
    get breakNext() {
      return state.breakNext;
    },
    set breakNext(value) {
      state.breakNext = value;
    },
    get holdCall() {
      return state.holdCall;
    },
    set holdCall(value) {
      callCount = 0;
      state.holdCall = value;
      held = new Promise<void>((resolve) => {
        releaseHeld = resolve;
      });
    },
    release: () => releaseHeld(),
    calls: state.calls,
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

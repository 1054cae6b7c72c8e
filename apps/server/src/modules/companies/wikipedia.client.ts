/** Reads the summary extract of a Wikipedia article; null when unknown, slow or failing. */
export interface WikipediaClient {
  getExtract(articleUrl: string): Promise<string | null>;
}

export interface HttpWikipediaClientOptions {
  /** REST base with a `{lang}` placeholder, e.g. `https://{lang}.wikipedia.org/api/rest_v1`. */
  baseUrl: string;
  timeoutMs?: number;
  cacheTtlMs?: number;
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 2_000;
const DEFAULT_CACHE_TTL_MS = 60 * 60 * 1_000;
const CACHE_MAX_ENTRIES = 5_000;

/** `https://it.wikipedia.org/wiki/Lavazza` → { lang: 'it', title: 'Lavazza' }. */
export function parseArticleUrl(articleUrl: string): { lang: string; title: string } | null {
  try {
    const url = new URL(articleUrl);
    const host = url.hostname.match(/^([a-z-]+)\.(?:m\.)?wikipedia\.org$/);
    const path = url.pathname.match(/^\/wiki\/(.+)$/);
    if (!host?.[1] || !path?.[1]) return null;
    return { lang: host[1], title: path[1] };
  } catch {
    return null;
  }
}

/**
 * The page-summary endpoint of the Wikipedia REST API, with a 2 s timeout and an in-memory
 * cache of one hour. Failures are not cached, so a transient outage heals on the next open.
 */
export function createHttpWikipediaClient(options: HttpWikipediaClientOptions): WikipediaClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const ttlMs = options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { extract: string | null; expiresAt: number }>();

  return {
    async getExtract(articleUrl) {
      const cached = cache.get(articleUrl);
      if (cached && cached.expiresAt > now()) return cached.extract;
      const article = parseArticleUrl(articleUrl);
      if (!article) return null;
      const base = options.baseUrl.replace('{lang}', article.lang).replace(/\/$/, '');
      try {
        const response = await fetch(`${base}/page/summary/${article.title}`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { extract?: unknown };
        const extract = typeof body.extract === 'string' && body.extract.trim() !== '' ? body.extract : null;
        if (cache.size >= CACHE_MAX_ENTRIES) cache.clear();
        cache.set(articleUrl, { extract, expiresAt: now() + ttlMs });
        return extract;
      } catch {
        return null;
      }
    },
  };
}

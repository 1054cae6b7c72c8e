import { type Dictionary, mergeDictionaries, toDictionary } from '@adatlas/domain/i18n';
import type { Language } from '@adatlas/domain/languages';
import { createSingleFlight } from '../../platform/concurrency/single-flight.ts';
import type { DictionariesLogger, DictionaryProvider } from './dictionaries.provider.ts';

export interface HttpDictionaryProviderOptions {
  /** Addresses with `{lng}` in place of the language, merged in this order (later wins). */
  urlTemplates: readonly string[];
  /** How long a language's merged dictionary is served before its sources are fetched again. */
  ttlMs: number;
  log: DictionariesLogger;
  timeoutMs?: number;
  maxBytes?: number;
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 3_000;
const DEFAULT_MAX_BYTES = 1_048_576;
/** A source that failed is asked again this soon (or at the TTL, when shorter), not a whole TTL later. */
const RETRY_AFTER_FAILURE_MS = 30_000;

interface LanguageEntry {
  /** The last good copy of each source, by position; undefined until one arrived. */
  sources: (Dictionary | undefined)[];
  merged: Dictionary;
  expiresAt: number;
}

/**
 * Fetches every configured address of a language at once, each bounded by a timeout and a size
 * cap, and merges what arrived. A source that fails (down, slow, too large, not a JSON object)
 * keeps its last good copy, with a warning; one that never answered adds nothing. A language is
 * fetched on first use, then again in the background once its copy expires (after the TTL, or
 * sooner after a failure) while the copy keeps being served: a slow source never holds a page
 * once the language is warm.
 */
export function createHttpDictionaryProvider(options: HttpDictionaryProviderOptions): DictionaryProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const now = options.now ?? Date.now;
  const entries = new Map<Language, LanguageEntry>();
  // One fetch per language at a time, however many requests ask meanwhile.
  const refreshing = createSingleFlight<Language>();

  async function fetchSource(template: string, language: Language): Promise<Dictionary> {
    const url = template.replaceAll('{lng}', language);
    const response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const dictionary = toDictionary(JSON.parse(await readCapped(response, maxBytes)));
    if (!dictionary) throw new Error('not a JSON object');
    return dictionary;
  }

  async function load(language: Language): Promise<LanguageEntry> {
    const previous = entries.get(language)?.sources ?? [];
    const results = await Promise.allSettled(
      options.urlTemplates.map((template) => fetchSource(template, language)),
    );
    const sources = results.map((result, index) => {
      if (result.status === 'fulfilled') return result.value;
      const url = (options.urlTemplates[index] ?? '').replaceAll('{lng}', language);
      const source = redact(url);
      options.log.warn(
        { err: describe(result.reason).replaceAll(url, source), source, language },
        'dictionary fetch failed, keeping its last good copy',
      );
      return previous[index];
    });
    const failed = results.some((result) => result.status === 'rejected');
    const entry = {
      sources,
      merged: mergeDictionaries(...sources.filter((source) => source !== undefined)),
      expiresAt: now() + (failed ? Math.min(options.ttlMs, RETRY_AFTER_FAILURE_MS) : options.ttlMs),
    };
    entries.set(language, entry);
    return entry;
  }

  const refresh = (language: Language) => refreshing.run(language, () => load(language));

  return {
    async getOverrides(language) {
      const entry = entries.get(language);
      if (!entry) return (await refresh(language)).merged;
      if (now() >= entry.expiresAt) void refresh(language);
      return entry.merged;
    },
  };
}

/** The body as text, refused as soon as it outgrows `maxBytes` (a missing or false length included). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`body of ${declared} bytes`);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`body over ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The address without its query, which may carry an access token. */
function redact(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

import type { Config } from '../../platform/config.ts';
import {
  type DictionariesLogger,
  type DictionaryProvider,
  SHIPPED_ONLY_PROVIDER,
} from './dictionaries.provider.ts';
import { createHttpDictionaryProvider } from './http-dictionaries.provider.ts';

/** The configured addresses when there are any; otherwise the shipped dictionaries alone. */
export function createDictionaryProvider(
  config: Pick<Config, 'DICTIONARY_URLS' | 'DICTIONARY_CACHE_MS'>,
  log: DictionariesLogger,
): DictionaryProvider {
  if (config.DICTIONARY_URLS.length === 0) return SHIPPED_ONLY_PROVIDER;
  return createHttpDictionaryProvider({
    urlTemplates: config.DICTIONARY_URLS,
    ttlMs: config.DICTIONARY_CACHE_MS,
    log,
  });
}

import type { Dictionary } from '@adatlas/domain/i18n';
import type { Language } from '@adatlas/domain/languages';

/**
 * The dictionaries fetched from configured addresses (spec access §1), merged into the texts to
 * lay over the shipped dictionary of a language. Never fails: with nothing to add it answers `{}`.
 */
export interface DictionaryProvider {
  getOverrides(language: Language): Promise<Dictionary>;
}

/** What the providers log through; Fastify's logger fits. */
export interface DictionariesLogger {
  warn(details: object, message: string): void;
}

/** No configured address: the shipped dictionaries only, without any I/O. */
export const SHIPPED_ONLY_PROVIDER: DictionaryProvider = {
  getOverrides: async () => ({}),
};

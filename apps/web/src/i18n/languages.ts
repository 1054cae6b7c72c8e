import { GUEST_ONLY_PATHS } from '@adatlas/domain/navigation';

export const LANGUAGES = ['en', 'it', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';
/** The login and registration area speaks Italian until the visitor picks a language (spec §1). */
export const AUTH_AREA_LANGUAGE: Language = 'it';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function defaultLanguageFor(pathname: string, stored: string | null): Language {
  if (isLanguage(stored)) return stored;
  return GUEST_ONLY_PATHS.includes(pathname) ? AUTH_AREA_LANGUAGE : DEFAULT_LANGUAGE;
}

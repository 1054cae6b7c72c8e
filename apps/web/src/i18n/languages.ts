import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@adatlas/domain/languages';
import { AUTH_AREA_PATHS } from '@adatlas/domain/navigation';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@adatlas/domain/languages';

/** The login and registration area speaks Italian until the visitor picks a language (spec §1). */
export const AUTH_AREA_LANGUAGE: Language = 'it';

export function defaultLanguageFor(pathname: string, stored: string | null): Language {
  if (isLanguage(stored)) return stored;
  return AUTH_AREA_PATHS.includes(pathname) ? AUTH_AREA_LANGUAGE : DEFAULT_LANGUAGE;
}

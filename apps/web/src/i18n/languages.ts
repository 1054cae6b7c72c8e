import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@adatlas/domain/languages';
import { AUTH_AREA_PATHS } from '@adatlas/domain/navigation';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@adatlas/domain/languages';

/**
 * How i18next reads the dictionaries, shared by the app and the dictionary tests: en fills any
 * gap, React escapes, and a counted text picks its plural form from `count` (`KEY_one`,
 * `KEY_other`, and `KEY_many` in it / fr / es) and writes `{{count, number}}` in the language's
 * digits.
 */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const;

/** The login and registration area speaks Italian until the visitor picks a language (spec §1). */
export const AUTH_AREA_LANGUAGE: Language = 'it';

export function defaultLanguageFor(pathname: string, stored: string | null): Language {
  if (isLanguage(stored)) return stored;
  return AUTH_AREA_PATHS.includes(pathname) ? AUTH_AREA_LANGUAGE : DEFAULT_LANGUAGE;
}

import i18next from 'i18next';

/** The interface language in use (two-letter code), for headers and formatting outside React. */
export function currentLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? 'en';
}

import { appTranslator } from '../../i18n/appTranslator.ts';

/** The interface language in use (two-letter code), for headers and formatting outside React. */
export function currentLanguage(): string {
  return appTranslator.language;
}

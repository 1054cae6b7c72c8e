import type { Locale } from 'antd/es/locale';
import type { Language } from '../i18n/languages.ts';

/** antd's own texts (pagination, pickers) in the interface language; en is antd's default. */
export async function loadAntdLocale(language: Language): Promise<Locale | undefined> {
  switch (language) {
    case 'it':
      return (await import('antd/locale/it_IT')).default;
    case 'fr':
      return (await import('antd/locale/fr_FR')).default;
    case 'es':
      return (await import('antd/locale/es_ES')).default;
    case 'en':
      return undefined;
  }
}

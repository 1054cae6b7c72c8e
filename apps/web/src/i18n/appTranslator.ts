import { DEFAULT_LANGUAGE } from './languages.ts';
import { createTranslator } from './translator.ts';

/**
 * The app's translator: initI18n loads its dictionaries before the first render, components read
 * it through useTranslation and other code through currentLanguage.
 */
export const appTranslator = createTranslator({ language: DEFAULT_LANGUAGE });

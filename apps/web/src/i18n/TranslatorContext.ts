import { createContext } from 'react';
import { appTranslator } from './appTranslator.ts';
import type { Translator } from './translator.ts';

/** The translator useTranslation reads: the app's own, unless a test renders with another. */
export const TranslatorContext = createContext<Translator>(appTranslator);

import { use, useSyncExternalStore } from 'react';
import { TranslatorContext } from './TranslatorContext.ts';
import type { TFunction, Translator } from './translator.ts';

/**
 * `t` in the language in use, and the translator itself (`i18n`, the name the call sites have
 * kept from react-i18next). The component renders again when the language or the texts change.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = use(TranslatorContext);
  const readT = () => i18n.t;
  const t = useSyncExternalStore(i18n.subscribe, readT, readT);
  return { t, i18n };
}

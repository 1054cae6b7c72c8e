import { API_BASE } from '@adatlas/domain/http';
import { DICTIONARY_OVERRIDES_PATH } from '@adatlas/domain/i18n';
import { appTranslator } from '../i18n/appTranslator.ts';
import { defaultLanguageFor, type Language } from '../i18n/languages.ts';
import type { Dictionary } from '../i18n/translator.ts';
import { apiRequest } from '../shared/api/apiClient.ts';
import { isTabScoped } from '../shared/session/sessionArea.ts';
import { sessionStore } from '../shared/session/sessionStore.ts';
import { localStore, STORAGE_KEYS } from '../shared/utils/localStore.ts';

const LOADERS: Record<Language, () => Promise<{ default: Dictionary }>> = {
  en: () => import('../i18n/locales/en.json'),
  it: () => import('../i18n/locales/it.json'),
  fr: () => import('../i18n/locales/fr.json'),
  es: () => import('../i18n/locales/es.json'),
};

/**
 * The texts the server fetched from the configured dictionary addresses (spec access §1), or
 * nothing when it has none, is slow or fails: the shipped dictionary is then used alone.
 */
function fetchOverrides(language: Language): Promise<Dictionary | undefined> {
  return fetch(`${API_BASE}${DICTIONARY_OVERRIDES_PATH.replace(':language', language)}`, {
    signal: AbortSignal.timeout(1500),
  })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body) => (typeof body?.data === 'object' ? body.data : undefined))
    .catch(() => undefined);
}

/** Deep-merges the fetched texts over the shipped ones; a key they do not hold keeps its text. */
function addOverrides(language: Language, overrides: Dictionary | undefined): void {
  if (overrides) appTranslator.addTexts(language, overrides);
}

/**
 * Loads only the dictionary of the language in use (plus en as fallback when different), so the
 * first page does not carry all four, and at the same time the fetched texts laid over them.
 */
export async function initI18n(): Promise<Language> {
  const language = defaultLanguageFor(window.location.pathname, localStore.get(STORAGE_KEYS.language));
  const withFallback = language !== 'en';
  const [current, fallback, overrides, fallbackOverrides] = await Promise.all([
    LOADERS[language](),
    withFallback ? LOADERS.en() : undefined,
    fetchOverrides(language),
    withFallback ? fetchOverrides('en') : undefined,
  ]);
  appTranslator.addTexts(language, current.default);
  if (fallback) appTranslator.addTexts('en', fallback.default);
  appTranslator.changeLanguage(language);
  addOverrides(language, overrides);
  addOverrides('en', fallbackOverrides);
  document.documentElement.lang = language;
  return language;
}

/**
 * Spec §2: choosing a language stores it and reloads the page. A signed-in user's choice is also
 * stored on the server, which writes their e-mails in it; a failed save does not hold the switch.
 * In the read-only "see as this user" tab the language is the viewing admin's: the user's stays.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  localStore.set(STORAGE_KEYS.language, language);
  if (sessionStore.get() && !isTabScoped()) {
    await apiRequest('/user/me/language', {
      method: 'PUT',
      body: { language },
      handleSessionErrors: false,
    }).catch(() => undefined);
  }
  window.location.reload();
}

/**
 * Without a stored choice the language follows the area (it on login/register, en elsewhere),
 * also when the router moves the visitor between areas without a reload.
 */
export async function followAreaLanguage(pathname: string): Promise<void> {
  const target = defaultLanguageFor(pathname, localStore.get(STORAGE_KEYS.language));
  if (appTranslator.language === target) return;
  if (!appTranslator.dictionary(target)) {
    const [bundle, overrides] = await Promise.all([LOADERS[target](), fetchOverrides(target)]);
    appTranslator.addTexts(target, bundle.default);
    addOverrides(target, overrides);
  }
  appTranslator.changeLanguage(target);
  document.documentElement.lang = target;
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguageFor, I18N_OPTIONS, type Language } from '../i18n/languages.ts';
import { apiRequest } from '../shared/api/apiClient.ts';
import { sessionStore } from '../shared/session/sessionStore.ts';
import { localStore, STORAGE_KEYS } from '../shared/utils/localStore.ts';

const LOADERS: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../i18n/locales/en.json'),
  it: () => import('../i18n/locales/it.json'),
  fr: () => import('../i18n/locales/fr.json'),
  es: () => import('../i18n/locales/es.json'),
};

/**
 * Loads only the dictionary of the language in use (plus en as fallback when different), so the
 * first page does not carry all four.
 */
export async function initI18n(): Promise<Language> {
  const language = defaultLanguageFor(window.location.pathname, localStore.get(STORAGE_KEYS.language));
  const [current, fallback] = await Promise.all([
    LOADERS[language](),
    language === 'en' ? undefined : LOADERS.en(),
  ]);
  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [language]: { translation: current.default },
  };
  if (fallback) resources.en = { translation: fallback.default };
  await i18next.use(initReactI18next).init({ ...I18N_OPTIONS, lng: language, resources });
  document.documentElement.lang = language;
  return language;
}

/**
 * Spec §2: choosing a language stores it and reloads the page. A signed-in user's choice is also
 * stored on the server, which writes their e-mails in it; a failed save does not hold the switch.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  localStore.set(STORAGE_KEYS.language, language);
  if (sessionStore.get()) {
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
  if (i18next.language === target) return;
  if (!i18next.hasResourceBundle(target, 'translation')) {
    const bundle = await LOADERS[target]();
    i18next.addResourceBundle(target, 'translation', bundle.default);
  }
  await i18next.changeLanguage(target);
  document.documentElement.lang = target;
}

import type { Session } from '@adatlas/domain/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { I18N_OPTIONS, type Language } from '../../i18n/languages.ts';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import it from '../../i18n/locales/it.json';
import { SessionContext } from '../session/SessionContext.ts';

const DICTIONARIES = { en, it, fr, es };

/**
 * `node` rendered to markup as the app would show it in `language` (the shipped dictionaries, no
 * request sent) to `session`, with the i18n instance used so a test can word what it expects.
 */
export function renderStatic(
  node: ReactNode,
  { language, session = null }: { language: Language; session?: Session | null },
): { html: string; t: (key: string) => string } {
  const i18n = i18next.createInstance();
  void i18n.init({
    ...I18N_OPTIONS,
    lng: language,
    initAsync: false,
    resources: Object.fromEntries(
      Object.entries(DICTIONARIES).map(([code, translation]) => [code, { translation }]),
    ),
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={session}>{node}</SessionContext>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { html, t: (key) => i18n.t(key) };
}

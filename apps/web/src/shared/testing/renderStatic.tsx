import type { Session } from '@adatlas/domain/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../../i18n/languages.ts';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import it from '../../i18n/locales/it.json';
import { TranslatorContext } from '../../i18n/TranslatorContext.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { SessionContext } from '../session/SessionContext.ts';

const DICTIONARIES = { en, it, fr, es };

/**
 * `node` rendered to markup as the app would show it in `language` (the shipped dictionaries, no
 * request sent) to `session`, with the translator used so a test can word what it expects.
 */
export function renderStatic(
  node: ReactNode,
  { language, session = null }: { language: Language; session?: Session | null },
): { html: string; t: (key: string) => string } {
  const translator = createTranslator({ language, dictionaries: DICTIONARIES });
  const html = renderToStaticMarkup(
    <TranslatorContext value={translator}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext value={session}>{node}</SessionContext>
      </QueryClientProvider>
    </TranslatorContext>,
  );
  return { html, t: translator.t };
}

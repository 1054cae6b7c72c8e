import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// antd's stylesheet first, so the app's own rules follow it (build-tools/antd-styles.tsx).
import 'virtual:antd.css';
import './app/global.css';
import { App } from './app/App.tsx';
import { loadAntdLocale } from './app/antdLocale.ts';
import { initI18n } from './app/initI18n.ts';
import { preloadPage } from './app/router.tsx';
import { preloadHeader } from './app/shell/AppHeader.tsx';

/** How long the first render waits for the page's code once the dictionary is there. */
const FIRST_PAGE_WAIT_MS = 200;

const root = document.getElementById('root');
if (root) {
  const page = Promise.all([preloadPage(window.location.pathname), preloadHeader()]);
  const language = await initI18n();
  const antdLocale = await loadAntdLocale(language);
  // The first render shows the page itself (and the header's quick search), not their loading
  // state, when their code comes soon after the dictionary (lazyPage.ts); code slower than that
  // gets the outline meanwhile.
  await Promise.race([page, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  createRoot(root).render(
    <StrictMode>
      <App antdLocale={antdLocale} />
    </StrictMode>,
  );
}

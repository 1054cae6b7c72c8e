import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// antd's stylesheet first, so the app's own rules follow it (build-tools/antd-styles.tsx).
import 'virtual:antd.css';
import './app/global.css';
import { App } from './app/App.tsx';
import { loadAntdLocale } from './app/antdLocale.ts';
import { initI18n } from './app/initI18n.ts';
import { preloadPage } from './app/router.tsx';

const root = document.getElementById('root');
if (root) {
  preloadPage(window.location.pathname);
  const language = await initI18n();
  const antdLocale = await loadAntdLocale(language);
  createRoot(root).render(
    <StrictMode>
      <App antdLocale={antdLocale} />
    </StrictMode>,
  );
}

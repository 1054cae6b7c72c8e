import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStyles } from './build-tools/antd-styles-plugin.ts';
import { antdImportsNarrowed, antdRuntimeStylesDropped } from './build-tools/antd-trim-plugins.ts';
import { precompress } from './build-tools/precompress.ts';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * The first page's code in a few large chunks (#32). Left alone, rolldown cuts the code the entry
 * imports statically into one chunk per set of routes sharing it: ~100 files of 0.1–30 KiB for
 * the first page, a request each over HTTP/1.1. These two groups put the packages every page runs
 * into two chunks. Each takes only modules the entry reaches statically (`$initial`) and of
 * packages the shell uses through and through, because `$initial` follows the re-exports of index
 * files (antd's, a feature's): a group open to every `$initial` module would carry route-only code
 * (zod schemas, antd's Table) into everybody's first page. Our own modules keep rolldown's chunks:
 * grouped without their imports (`includeDependenciesRecursively: false`), the session and API
 * modules ran before what they read and the app did not start. (`codeSplitting` is rolldown
 * 1.2's name for `advancedChunks`.)
 */
// React, the router and TanStack Query: the entry runs all of them before any page.
const REACT_STACK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|cookie|set-cookie-parser)[\\/]/;
// antd's engine (styles, theme, motion, popups) and the components of the header, menu and App.
const ANTD_CORE =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@emotion|stylis|@babel[\\/]runtime|clsx|@rc-component[\\/](util|motion|resize-observer|portal|trigger|dropdown|menu|overflow|dialog|notification|tooltip)|antd[\\/]es[\\/](_util|config-provider|theme|style|locale|version|app|layout|button|dropdown|menu|typography|avatar|modal|message|notification|tooltip))[\\/]/;

export default defineConfig({
  plugins: [react(), antdStyles(), antdRuntimeStylesDropped(), antdImportsNarrowed(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    target: 'es2022',
    rolldownOptions: {
      // The domain package and our own modules are pure (no import is made for its side effects but
      // the global stylesheet): what a page does not use — including what a feature's index.ts
      // re-exports — is dropped from its chunk, so the first page stays small.
      treeshake: {
        moduleSideEffects: (id) =>
          !id.includes('/packages/domain/') && !(id.includes('/apps/web/src/') && !id.endsWith('.css')),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_STACK, tags: ['$initial'], priority: 2 },
            { name: 'antd-core', test: ANTD_CORE, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});

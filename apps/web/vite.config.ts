import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress.ts';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    target: 'es2022',
    rollupOptions: {
      // The domain package and our own modules are pure (no import is made for its side effects but
      // the global stylesheet): what a page does not use — including what a feature's index.ts
      // re-exports — is dropped from its chunk, so the first page stays small.
      treeshake: {
        moduleSideEffects: (id) =>
          !id.includes('/packages/domain/') && !(id.includes('/apps/web/src/') && !id.endsWith('.css')),
      },
    },
  },
});

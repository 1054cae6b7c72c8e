import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    target: 'es2022',
    rollupOptions: {
      // The domain package is pure (constants, zod schemas, functions): what the web does not use,
      // zod included, can be dropped from the bundle.
      treeshake: { moduleSideEffects: (id) => !id.includes('/packages/domain/') },
    },
  },
});

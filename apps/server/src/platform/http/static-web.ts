import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where Vite writes the files whose names carry a hash of their content. */
export const HASHED_ASSETS_PREFIX = '/assets/';

export function hasWebBuild(distDir: string | undefined): distDir is string {
  return distDir !== undefined && existsSync(path.join(path.resolve(distDir), 'index.html'));
}

/**
 * Serves the built SPA's files, as the `.br` / `.gz` copies the build wrote when the browser takes
 * them. A hashed asset never changes under its name, so browsers keep it for a year; everything
 * else (index.html, the favicon) is revalidated on each load so a deploy shows at once. Files are
 * looked up per request (`wildcard`), not listed at start: a build written while the server runs
 * has its new chunks served, where a list made at start answered them 404 under the new
 * index.html, a blank page. Unknown paths fall back to index.html in the not-found handler.
 */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const assetsDir = path.join(path.resolve(distDir), HASHED_ASSETS_PREFIX);
  await app.register(fastifyStatic, {
    root: path.resolve(distDir),
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

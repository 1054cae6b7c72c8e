import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
  const assets = hashedAssetsInMemory(assetsDir);
  app.get(`${HASHED_ASSETS_PREFIX}:name`, (request, reply) => assets.send(request, reply));
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

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};
const ASSET_NAME = /^[\w.-]+$/;
const ENCODINGS = ['br', 'gzip'] as const;
const ENCODING_SUFFIX = { br: '.br', gzip: '.gz' } as const;

/** A hashed script or stylesheet with the compressed copies the build wrote beside it. */
interface AssetCopies {
  type: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The build's scripts and stylesheets, kept in memory once read. A hashed file never changes under
 * its name, so the copy read first stays right; `@fastify/static` looked each one up and streamed
 * it from disk again (3.3–4.2 ms a request here against 0.7 for `/healthz`), and a page's first
 * load asks for 40–75 of them (docs/performance.md §39). A name not found is looked up again next
 * time: a build written while the server runs adds its chunks. Other files go to `@fastify/static`.
 */
function hashedAssetsInMemory(assetsDir: string) {
  const copies = new Map<string, Promise<AssetCopies | undefined>>();

  function load(name: string): Promise<AssetCopies | undefined> {
    let loading = copies.get(name);
    if (!loading) {
      loading = readCopies(path.join(assetsDir, name), ASSET_TYPES[path.extname(name)] as string);
      copies.set(name, loading);
      // Not there (yet): asked for again, it is read again.
      loading.then((found) => found ?? copies.delete(name)).catch(() => copies.delete(name));
    }
    return loading;
  }

  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const { name } = request.params as { name: string };
      if (!ASSET_NAME.test(name) || !ASSET_TYPES[path.extname(name)]) {
        return reply.sendFile(path.join(HASHED_ASSETS_PREFIX, name));
      }
      const asset = await load(name);
      if (!asset) return reply.callNotFound();
      const encoding = negotiate(
        request.headers['accept-encoding'] ?? '',
        ENCODINGS.filter((candidate) => asset[candidate]),
      ) as (typeof ENCODINGS)[number] | null;
      reply
        .header('content-type', asset.type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? asset[encoding] : asset.plain);
    },
  };
}

async function readCopies(file: string, type: string): Promise<AssetCopies | undefined> {
  const orUndefined = (read: Promise<Buffer>) => read.catch(() => undefined);
  const [plain, br, gzip] = await Promise.all([
    orUndefined(readFile(file)),
    orUndefined(readFile(file + ENCODING_SUFFIX.br)),
    orUndefined(readFile(file + ENCODING_SUFFIX.gzip)),
  ]);
  return plain ? { type, plain, br, gzip } : undefined;
}

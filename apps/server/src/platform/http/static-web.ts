import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export function hasWebBuild(distDir: string | undefined): distDir is string {
  return distDir !== undefined && existsSync(path.join(path.resolve(distDir), 'index.html'));
}

/** Serves the built SPA's files; unknown paths fall back to index.html in the not-found handler. */
export async function registerStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: path.resolve(distDir), wildcard: false, index: 'index.html' });
}

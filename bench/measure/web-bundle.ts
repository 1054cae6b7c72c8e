import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;
/** A route's page chunk: `HomePage-<hash>.js`, `CompanyDetailPage-<hash>.js` … */
export const PAGE_CHUNK = /^[A-Z]\w*Page-[\w-]+\.js$/;

/**
 * Gzipped bytes of `roots` and of every chunk they import statically: what the browser must load
 * before the page runs. Chunks imported with `import()` (other routes, charts, locales) are not
 * followed. `read` answers a file of the built `assets/` folder.
 */
export async function staticGraph(
  roots: readonly string[],
  read: (file: string) => Promise<string>,
): Promise<{ bytes: number; files: string[] }> {
  const sizes = new Map<string, number>();
  const visit = async (file: string): Promise<void> => {
    if (sizes.has(file)) return;
    const text = await read(file);
    sizes.set(file, gzipSync(text).length);
    for (const match of text.matchAll(STATIC_IMPORT)) await visit(match[1] as string);
  };
  for (const root of roots) await visit(root);
  return { bytes: [...sizes.values()].reduce((sum, size) => sum + size, 0), files: [...sizes.keys()] };
}

/** The entry script `index.html` loads. */
export function entryScript(indexHtml: string): string {
  const entry = /src="\/assets\/(index-[\w-]+\.js)"/.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html loads no /assets/index-*.js entry');
  return entry;
}

export interface WebBundleResult {
  /** Entry + home route chunk + their static imports, gzipped. */
  firstPageKib: number;
  files: number;
  pageChunks: number;
  /** Page chunks the entry imports statically: each should load only when its route opens. */
  pagesInEntry: string[];
}

/**
 * The web target: JavaScript of the first page a signed-in user sees (home), gzipped, and every
 * route's page chunk split off the entry. Builds the web app first (`npm run build` writes
 * `distDir`), so it measures the code as it is.
 */
export async function measureWebBundle(distDir: string): Promise<WebBundleResult> {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { encoding: 'utf8' });
  if (build.status !== 0) {
    // The build's own words: without them a failed bench says nothing about what to fix.
    const output = `${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-20).join('\n');
    throw new Error(`the web build failed:\n${output}`);
  }
  const indexFile = path.join(distDir, 'index.html');
  const assets = path.join(distDir, 'assets');
  const read = (file: string) => readFile(path.join(assets, file), 'utf8');
  const entry = entryScript(await readFile(indexFile, 'utf8'));
  const pages = (await readdir(assets)).filter((file) => PAGE_CHUNK.test(file));
  const home = pages.find((file) => file.startsWith('HomePage-'));
  if (!home) throw new Error('the build has no HomePage chunk');
  const firstPage = await staticGraph([entry, home], read);
  const fromEntry = await staticGraph([entry], read);
  return {
    firstPageKib: Math.round((firstPage.bytes / 1024) * 10) / 10,
    files: firstPage.files.length,
    pageChunks: pages.length,
    pagesInEntry: fromEntry.files.filter((file) => PAGE_CHUNK.test(file)),
  };
}

import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryScript, staticGraph } from './web-bundle.ts';

const files: Record<string, string> = {
  'index-a1.js':
    'import{a}from"./react-b2.js";import"./app-c3.js";const p=()=>import("./CompaniesPage-d4.js");',
  'react-b2.js': 'export const a=1;',
  'app-c3.js': 'import{a}from"./react-b2.js";export default a;',
  'CompaniesPage-d4.js': 'import{big}from"./chart-e5.js";',
  'chart-e5.js': 'x'.repeat(5000),
};
const read = async (file: string) => {
  const text = files[file];
  if (text === undefined) throw new Error(`no ${file}`);
  return text;
};

describe('staticGraph', () => {
  it('sums the gzipped roots and what they import statically, each file once, not import()', async () => {
    const graph = await staticGraph(['index-a1.js'], read);
    expect(graph.files.sort()).toEqual(['app-c3.js', 'index-a1.js', 'react-b2.js']);
    const expected = ['index-a1.js', 'react-b2.js', 'app-c3.js']
      .map((file) => gzipSync(files[file] as string).length)
      .reduce((sum, size) => sum + size, 0);
    expect(graph.bytes).toBe(expected);
  });

  it('follows a lazily loaded page from its own root', async () => {
    const graph = await staticGraph(['index-a1.js', 'CompaniesPage-d4.js'], read);
    expect(graph.files).toContain('chart-e5.js');
  });
});

describe('entryScript', () => {
  it('answers the entry index.html loads, and refuses a page without one', () => {
    expect(entryScript('<script type="module" crossorigin src="/assets/index-Ab_1.js"></script>')).toBe(
      'index-Ab_1.js',
    );
    expect(() => entryScript('<html></html>')).toThrow(/no \/assets\/index/);
  });
});

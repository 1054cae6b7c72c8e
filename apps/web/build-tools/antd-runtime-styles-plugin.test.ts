import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { type Node, withoutStyleDrawing } from './antd-runtime-styles-plugin.ts';

const transform = (code: string) => withoutStyleDrawing(code, parseAst(code) as unknown as Node);

describe('antd runtime styles dropped', () => {
  it("empties each factory's drawing function and keeps its token function and options", () => {
    const code = [
      "import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';",
      'const genShared = (token) => ({ [token.componentCls]: { color: token.colorText } });',
      "export default genStyleHooks('Button', (token) => [genShared(token)], prepareComponentToken, { unitless: { fontWeight: true } });",
      "export const Compact = genSubStyleComponent(['Button', 'compact'], function (token) { return genShared(token); }, prepareComponentToken);",
    ].join('\n');
    const out = transform(code);
    expect(out).toContain(
      "genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } })",
    );
    expect(out).toContain("genSubStyleComponent(['Button', 'compact'], () => [], prepareComponentToken)");
    // What drew the rules is referenced no more, so tree-shaking drops it.
    expect(out.match(/genShared\(/g)).toBeNull();
  });

  it('leaves other calls alone', () => {
    const code = "const hook = makeHook('Button', (token) => [token]);\nobj.genStyleHooks('X', (t) => t);";
    expect(transform(code)).toBe(code);
  });

  it("empties antd's own button style module", () => {
    const require = createRequire(import.meta.url);
    const file = require.resolve('antd/es/button/style/index.js');
    const out = transform(readFileSync(file, 'utf8'));
    expect(out).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
    expect(out).not.toContain('genSharedButtonStyle(');
  });
});

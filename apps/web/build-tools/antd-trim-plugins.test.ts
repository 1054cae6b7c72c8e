import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { type Node, withNarrowedImports, withoutStyleDrawing } from './antd-trim-plugins.ts';

const transform = (code: string) => withoutStyleDrawing(code, parseAst(code) as unknown as Node);

const require = createRequire(import.meta.url);

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
    const file = require.resolve('antd/es/button/style/index.js');
    const out = transform(readFileSync(file, 'utf8'));
    expect(out).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
    expect(out).not.toContain('genSharedButtonStyle(');
  });
});

describe('antd imports narrowed', () => {
  const context = require.resolve('antd/es/form/context.js');

  it("points antd's form context at @rc-component/form's provider, not its index", async () => {
    const out = withNarrowedImports(readFileSync(context, 'utf8'), context);
    expect(out).toContain("from '@rc-component/form/es/FormContext';");
    expect(out).not.toContain("from '@rc-component/form';");
    // The module the import now names gives what antd takes from the index.
    const narrowed = await import(require.resolve('@rc-component/form/es/FormContext.js'));
    const index = await import(require.resolve('@rc-component/form/es/index.js'));
    expect(narrowed.FormProvider).toBe(index.FormProvider);
  });

  it('fails the build when antd no longer imports what it rewrites', () => {
    expect(() => withNarrowedImports("import { FormProvider } from './elsewhere';", context)).toThrow(
      /no longer imports/,
    );
  });

  it('leaves other modules alone', () => {
    const code = "import { FormProvider as RcFormProvider } from '@rc-component/form';";
    expect(withNarrowedImports(code, '/x/node_modules/antd/es/form/Form.js')).toBe(code);
  });
});

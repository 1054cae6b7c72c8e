import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { isBright } from './antd-is-bright.ts';
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

  it("points antd's colour class and colour helpers at the picker's Color, not its index", async () => {
    const narrowed = await import(require.resolve('@rc-component/color-picker/es/color.js'));
    const index = await import(require.resolve('@rc-component/color-picker/es/index.js'));
    expect(narrowed.Color).toBe(index.Color);
    for (const file of ['antd/es/color-picker/color.js', 'antd/es/color-picker/util.js']) {
      const id = require.resolve(file);
      const out = withNarrowedImports(readFileSync(id, 'utf8'), id);
      expect(out, file).toContain("from '@rc-component/color-picker/es/color';");
      expect(out, file).not.toContain("from '@rc-component/color-picker';");
    }
  });

  it("takes the button's and the tag's isBright from a copy that answers as antd's does", async () => {
    for (const file of ['antd/es/button/style/token.js', 'antd/es/tag/style/index.js']) {
      const id = require.resolve(file);
      const out = withNarrowedImports(readFileSync(id, 'utf8'), id);
      expect(out, file).toMatch(/import \{ isBright \} from ".*antd-is-bright\.ts";/);
      expect(out, file).not.toContain('ColorPresets');
    }
    const antd = await import(require.resolve('antd/es/color-picker/components/ColorPresets.js'));
    const { AggregationColor } = await import(require.resolve('antd/es/color-picker/color.js'));
    const colors = [
      '#1677ff',
      '#ffffff',
      '#000000',
      '#fadb14',
      'rgba(255,255,255,0.3)',
      'rgba(0,0,0,0.4)',
      '#0f2a4a',
    ];
    const answers = (isBright: (color: never, background: string) => boolean) =>
      colors.flatMap((color) =>
        ['#fff', '#000'].map((background) => isBright(new AggregationColor(color) as never, background)),
      );
    expect(answers(isBright)).toEqual(answers(antd.isBright));
    // Both answers occur: the comparison is not of two constant functions.
    expect(new Set(answers(isBright))).toEqual(new Set([true, false]));
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

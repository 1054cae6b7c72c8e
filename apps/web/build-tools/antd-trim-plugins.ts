import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** antd's factories of a component's style hook; their second argument draws the component's CSS. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;
const NO_STYLES = '() => []';

export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Drops the code that draws antd's CSS at run time from the app's JavaScript. The app runs antd with
 * `zeroRuntime` (its stylesheet is built with the app: antd-styles-plugin.ts), so a style hook never
 * calls the function that draws its component's rules, yet every component's drawing code still
 * ships (about a tenth of the first page). Each factory's drawing function becomes `() => []`, and
 * the functions only it used fall to tree-shaking. The token functions (the third argument) stay:
 * the hooks still set the components' CSS variables. The stylesheet is built in a process of its
 * own from antd's untouched modules, so it keeps every rule.
 */
export function antdRuntimeStylesDropped(): Plugin {
  return {
    name: 'adatlas-antd-runtime-styles-dropped',
    apply: 'build',
    transform: {
      filter: { id: ANTD_MODULE, code: /gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/ },
      handler(code) {
        const out = withoutStyleDrawing(code, this.parse(code) as unknown as Node);
        return out === code ? undefined : { code: out, map: null };
      },
    },
  };
}

/** `code` with each style-hook factory's drawing function (its second argument) made `() => []`. */
export function withoutStyleDrawing(code: string, program: Node): string {
  let out = code;
  for (const [start, end] of drawingRanges(program).sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + NO_STYLES + out.slice(end);
  }
  return out;
}

function drawingRanges(program: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Node;
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const args = node.arguments as Node[];
      const drawing = args[1];
      if (callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(callee.name as string) && drawing) {
        ranges.push([drawing.start, drawing.end]);
        // The drawing function goes whole: nothing inside it is looked at.
        visit(args.filter((arg) => arg !== drawing));
        return;
      }
    }
    for (const key in node) if (key !== 'type') visit(node[key]);
  };
  visit(program);
  return ranges;
}

const IS_BRIGHT = fileURLToPath(new URL('./antd-is-bright.ts', import.meta.url));
const IS_BRIGHT_FROM_PRESETS = "import { isBright } from '../../color-picker/components/ColorPresets';";

/**
 * Imports of antd that reach a large module for one small piece, which then ships with the
 * importer:
 * - an index that also sets statics on its default export (`RefForm.useForm = useForm`, …) runs
 *   for its side effects: antd's form context, which every Input imports, took @rc-component/form
 *   whole (its fields, lists, validation and async-validator) into the first page;
 * - @rc-component/color-picker declares no `sideEffects`, so its index brings the whole picker
 *   to antd's colour class and colour helpers, which the button's token and the tooltip use;
 * - the button's and the tag's tokens take `isBright` from the colour picker's presets panel,
 *   which imports Collapse: a copy of that function stands in (antd-is-bright.ts).
 */
const NARROWED_IMPORTS: { module: RegExp; from: string; to: string }[] = [
  {
    module: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    from: "import { FormProvider as RcFormProvider } from '@rc-component/form';",
    to: "import { FormProvider as RcFormProvider } from '@rc-component/form/es/FormContext';",
  },
  {
    module: /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/,
    from: "import { Color as RcColor } from '@rc-component/color-picker';",
    to: "import { Color as RcColor } from '@rc-component/color-picker/es/color';",
  },
  {
    module: /[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/,
    from: IS_BRIGHT_FROM_PRESETS,
    to: `import { isBright } from ${JSON.stringify(IS_BRIGHT)};`,
  },
];

export function antdImportsNarrowed(): Plugin {
  return {
    name: 'adatlas-antd-imports-narrowed',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]antd[\\/]/ },
      handler(code, id) {
        const out = withNarrowedImports(code, id);
        return out === code ? undefined : { code: out, map: null };
      },
    },
  };
}

/** antd module `id`'s `code` with the imports NARROWED_IMPORTS names pointed at the piece they use. */
export function withNarrowedImports(code: string, id: string): string {
  const rewrite = NARROWED_IMPORTS.find((entry) => entry.module.test(id));
  if (!rewrite) return code;
  // antd upgraded and the import changed: the build says so instead of growing silently.
  if (!code.includes(rewrite.from)) throw new Error(`${id} no longer imports ${rewrite.from}`);
  return code.replace(rewrite.from, rewrite.to);
}

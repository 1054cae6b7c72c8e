import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from 'playwright-core';

const webRoot = path.resolve(import.meta.dirname, '../../apps/web');

let antdClasses: Set<string> | undefined;

/**
 * The classes antd has rules for, over all of its components (built once per worker, ~4 s). The
 * app's own stylesheet holds only the components it imports (`build-tools/antd-styles.tsx`).
 */
function classesAntdStyles(): Set<string> {
  if (antdClasses) return antdClasses;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'build-tools/antd-styles.tsx', '--all'], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`antd's full stylesheet could not be built:\n${run.stderr}`);
  const classes = new Set(Array.from(run.stdout.matchAll(/\.(ant-[\w-]+)/g), ([, name = '']) => name));
  antdClasses = classes;
  return classes;
}

/**
 * Fails when an element of the page carries an antd class that antd styles but no stylesheet of the
 * page mentions. antd generates no style in the browser (`zeroRuntime`): a component the built
 * stylesheet left out would be drawn unstyled, without an error anywhere.
 */
export async function expectAntdStyled(page: Page): Promise<void> {
  const unstyled = await page.evaluate(() => {
    const win = window as unknown as { __styledClasses?: { sheets: number; classes: Set<string> } };
    if (win.__styledClasses?.sheets !== document.styleSheets.length) {
      const classes = new Set<string>();
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const [, name = ''] of rule.selectorText.matchAll(/\.(ant-[\w-]+)/g)) classes.add(name);
          }
          if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
      win.__styledClasses = { sheets: document.styleSheets.length, classes };
    }
    const styled = win.__styledClasses.classes;
    const found = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class*="ant-"]'))) {
      for (const name of (element.getAttribute('class') ?? '').split(/\s+/)) {
        if (name.startsWith('ant-') && !styled.has(name)) found.add(name);
      }
    }
    return [...found];
  });
  const antd = classesAntdStyles();
  const missing = unstyled.filter((name) => antd.has(name)).sort();
  if (missing.length > 0) {
    throw new Error(
      `${page.url()}: antd styles these classes but the page's stylesheets do not: ${missing.join(', ')}. ` +
        'Is the component missing from apps/web/build-tools/antd-styles.tsx?',
    );
  }
}

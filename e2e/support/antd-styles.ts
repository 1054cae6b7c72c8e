import type { Page } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    antdStyledClasses: string[];
  }
}

let antdClasses: Set<string> | undefined;
/** The classes antd has rules for (antd-classes.ts, built once per run by the global setup). */
function classesAntdStyles(): Set<string> {
  antdClasses ??= new Set(inject('antdStyledClasses') ?? []);
  // An empty list would pass every page: the check would be off without a word.
  if (antdClasses.size === 0) throw new Error("antd's classes were not provided by the global setup");
  return antdClasses;
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

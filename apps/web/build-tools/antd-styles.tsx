// Prints antd's stylesheet for the app's theme and the components the app imports (#32): with it
// served as a file, the browser runs antd with `zeroRuntime` and generates no style at run time.
// Run in a process of its own with NODE_ENV=production (React's development and production builds
// must not meet in one process, and the Vite process that calls it may hold either).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { styledTheme } from '../src/app/theme.ts';

const sourceRoot = path.resolve(import.meta.dirname, '../src');

/**
 * Components antd renders inside the ones the app names, whose styles the app needs all the same
 * (a table's pagination, checkboxes and filter menu; a select's empty state; a picker's buttons).
 */
const RENDERED_INSIDE = [
  'Pagination',
  'Checkbox',
  'Radio',
  'Dropdown',
  'Menu',
  'Spin',
  'Empty',
  'Tooltip',
  'Popover',
  'Button',
  'Input',
  'Tag',
  'Tree',
  'Progress',
  'Row',
  'Col',
  'message',
  'notification',
  'Modal',
];

/** Every component the app imports from 'antd' (named imports; types are skipped). */
export function importedComponents(root = sourceRoot): string[] {
  const names = new Set<string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, imported = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of imported.split(',')) {
        const [name = ''] = part.trim().split(/\s+as\s+/);
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/**
 * The stylesheet of the components the app imports, or (`all`) of every antd component: the
 * browser suite compares the classes on its pages with both, so a component that reaches a page
 * without its styles fails there (e2e/support/antd-styles.ts).
 */
export function antdStylesheet({ all = false } = {}): string {
  const includes = all ? undefined : [...new Set([...importedComponents(), ...RENDERED_INSIDE])];
  return extractStyle({
    includes,
    customTheme: (node: ReactElement) => <ConfigProvider theme={styledTheme()}>{node}</ConfigProvider>,
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.stdout.write(antdStylesheet({ all: process.argv.includes('--all') }));

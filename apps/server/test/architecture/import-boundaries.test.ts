import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { describeImport, importsOf, lineOf, type SourceImport, sourceFiles } from './source-imports.ts';

// The layer rules of DESIGN.md ("A boundary check in the suite keeps it so"), read from the source
// with the TypeScript parser so a comment or a string never counts as an import.

const serverFiles = sourceFiles('apps/server/src');
const serverImports = serverFiles.flatMap(importsOf);

function withoutExtension(target: string): string {
  return target.replace(/\.(ts|tsx|js|mjs)$/, '');
}

describe('server layers', () => {
  it('routes never import a repository: they call their service', () => {
    const violations = serverImports.filter(
      (entry) =>
        /\.routes?\.ts$/.test(entry.file) &&
        entry.target !== undefined &&
        withoutExtension(entry.target).endsWith('.repository'),
    );
    expect(violations.map(describeImport)).toEqual([]);
  });

  it('services build no SQL: queries live in repositories, which return rows', () => {
    const violations = serverFiles
      .filter((source) => source.file.endsWith('.service.ts'))
      .flatMap((source) => sqlBuildingIn(source.ast).map((what) => `${source.file}:${what}`));
    expect(violations).toEqual([]);
  });

  it('modules depend on each other without a cycle (type imports count: they couple the code too)', () => {
    const moduleOf = (file: string) => /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    const edges = new Map<string, Set<string>>();
    for (const entry of serverImports) {
      const from = moduleOf(entry.file);
      const to = entry.target === undefined ? undefined : moduleOf(entry.target);
      if (!from || !to || from === to || /\.test\.ts$/.test(entry.file)) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
    expect(cyclesIn(edges)).toEqual([]);
  });

  it('modules reach the databases through Kysely handles, never a pool or a server address', () => {
    const violations = serverFiles
      .filter(
        (source) => source.file.startsWith('apps/server/src/modules/') && !/\.test\.ts$/.test(source.file),
      )
      .flatMap((source) => poolAccessIn(source.ast).map((what) => `${source.file}:${what}`));
    expect(violations).toEqual([]);
  });

  it('no platform file imports a module: the composition root wires modules to the platform', () => {
    const violations = serverImports.filter(
      (entry) =>
        entry.file.startsWith('apps/server/src/platform/') &&
        entry.target?.startsWith('apps/server/src/modules/'),
    );
    expect(violations.map(describeImport)).toEqual([]);
  });
});

/** The platform's pool and connection-string members: a module asks `tenantDb.withConnection` instead. */
const POOL_MEMBERS = new Set(['corePool', 'coreUrl', 'tenantServerUrls', 'pools']);

function poolAccessIn(ast: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && POOL_MEMBERS.has(node.name.text)) {
      found.push(`${lineOf(ast, node)} reads .${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(ast);
  return found;
}

/** Each cycle of a directed graph once, as "a → b → a", found by depth-first search. */
function cyclesIn(edges: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const loop = path.slice(at);
      const start = loop.indexOf([...loop].sort()[0] as string);
      const rotated = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...rotated, rotated[0]].join(' → '));
      return;
    }
    for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of edges.keys()) visit(node, []);
  return [...cycles].sort();
}

/** Kysely entry points that start a query; a transaction (`.transaction()`) is a service's job. */
const QUERY_BUILDERS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'replaceInto',
]);

function sqlBuildingIn(ast: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && QUERY_BUILDERS.has(node.name.text)) {
      found.push(`${lineOf(ast, node)} calls .${node.name.text}()`);
    } else if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) {
      found.push(`${lineOf(ast, node)} writes a sql\`…\` template`);
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'sql') found.push(`${lineOf(ast, node)} calls sql.${node.name.text}()`);
    }
    ts.forEachChild(node, visit);
  };
  visit(ast);
  return found;
}

function isSqlTag(tag: ts.Expression): boolean {
  return ts.isIdentifier(tag) && tag.text === 'sql';
}

describe('domain package', () => {
  it('imports only zod and its own files (tests may also use vitest and fast-check)', () => {
    const domainImports = sourceFiles('packages/domain/src').flatMap(importsOf);
    const violations = domainImports.filter((entry) => !isAllowedInDomain(entry));
    expect(violations.map(describeImport)).toEqual([]);
  });
});

function isAllowedInDomain(entry: SourceImport): boolean {
  if (entry.target !== undefined) return entry.target.startsWith('packages/domain/');
  if (entry.specifier === 'zod' || entry.specifier.startsWith('zod/')) return true;
  const isTest = /\.test\.tsx?$/.test(entry.file);
  return isTest && (entry.specifier === 'vitest' || entry.specifier === 'fast-check');
}

const FEATURES = 'apps/web/src/features/';

/**
 * Deep imports into another feature that the check accepts, keyed `importing file -> specifier`,
 * each with its reason: only lazy `import()`s, whose target must not join the importer's chunk.
 * Everything else goes through the feature's index.ts. An entry that no longer occurs fails too,
 * so the list only shrinks.
 */
const ALLOWED_DEEP_FEATURE_IMPORTS: Record<string, string> = {
  'apps/web/src/app/RouteGuard.tsx -> ../features/registration-flow/components/RegistrationFlowGate.tsx':
    'lazy import(): through index.ts the gate would land in the shell chunk every first page loads',
  'apps/web/src/app/RouteGuard.tsx -> ../features/auth/components/SignedInRedirect.tsx':
    'lazy import(): through index.ts the auth api would land in the shell chunk',
  'apps/web/src/app/RouteErrorBoundary.tsx -> ../features/errors/pages/RouteErrorPage.tsx':
    'lazy import(): the error page loads only when a route throws, not with the shell',
  'apps/web/src/features/companies/components/detail/ContactsTab.tsx -> ../../../contacts/components/ContactModal.tsx':
    'lazy import(): through index.ts the contacts preload list joins the first page (market.e2e budget)',
};

describe('web features', () => {
  it('shared code never imports a feature: features build on shared, not the other way', () => {
    const violations = sourceFiles('apps/web/src/shared')
      .flatMap(importsOf)
      .filter((entry) => entry.target?.startsWith(FEATURES));
    expect(violations.map(describeImport)).toEqual([]);
  });

  it('import another feature only through its index.ts', () => {
    const webImports = sourceFiles('apps/web/src').flatMap(importsOf);
    const deep = webImports.filter(isDeepFeatureImport);
    const keys = deep.map((entry) => `${entry.file} -> ${entry.specifier}`);
    const untolerated = deep.filter(
      (entry, index) => entry.kind !== 'dynamic' || !(keys[index]! in ALLOWED_DEEP_FEATURE_IMPORTS),
    );
    expect(untolerated.map(describeImport)).toEqual([]);
    const stale = Object.keys(ALLOWED_DEEP_FEATURE_IMPORTS).filter((key) => !keys.includes(key));
    expect(stale, 'tolerated imports that no longer occur: delete them from the list').toEqual([]);
  });
});

function featureOf(repoPath: string): string | undefined {
  if (!repoPath.startsWith(FEATURES)) return undefined;
  return repoPath.slice(FEATURES.length).split('/')[0];
}

function isDeepFeatureImport(entry: SourceImport): boolean {
  if (entry.target === undefined) return false;
  const targetFeature = featureOf(entry.target);
  if (targetFeature === undefined || targetFeature === featureOf(entry.file)) return false;
  const inside = withoutExtension(entry.target.slice(FEATURES.length + targetFeature.length));
  return inside !== '' && inside !== '/index';
}

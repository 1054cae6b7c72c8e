import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface SourceImport {
  /** Importing file, repository-relative with forward slashes. */
  file: string;
  line: number;
  specifier: string;
  /** Repository-relative target for a relative specifier, undefined for a package. */
  target: string | undefined;
  /** `import()` expressions load lazily; `import type` and `export type` vanish at runtime. */
  kind: 'static' | 'dynamic' | 'type';
}

export interface SourceFile {
  file: string;
  ast: ts.SourceFile;
}

const SOURCE_EXTENSIONS = /\.(ts|tsx|mts)$/;

/** Every TypeScript source file under a repository-relative folder. */
export function sourceFiles(folder: string): SourceFile[] {
  const absolute = path.join(repoRoot, folder);
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((entry) => SOURCE_EXTENSIONS.test(entry) && !entry.split(path.sep).includes('node_modules'))
    .sort()
    .map((entry) => {
      const fullPath = path.join(absolute, entry);
      const text = readFileSync(fullPath, 'utf8');
      const kind = fullPath.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      return {
        file: toRepoPath(fullPath),
        ast: ts.createSourceFile(fullPath, text, ts.ScriptTarget.Latest, true, kind),
      };
    });
}

function toRepoPath(absolute: string): string {
  return path.relative(repoRoot, absolute).split(path.sep).join('/');
}

export function importsOf(source: SourceFile): SourceImport[] {
  const found: SourceImport[] = [];
  const add = (specifierNode: ts.Node, kind: SourceImport['kind']) => {
    if (!ts.isStringLiteralLike(specifierNode)) return;
    const specifier = specifierNode.text;
    const target = specifier.startsWith('.')
      ? toRepoPath(path.resolve(path.join(repoRoot, path.dirname(source.file)), specifier))
      : undefined;
    found.push({ file: source.file, line: lineOf(source.ast, specifierNode), specifier, target, kind });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, node.importClause?.isTypeOnly ? 'type' : 'static');
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly ? 'type' : 'static');
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument) add(argument, 'dynamic');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, 'type');
    }
    ts.forEachChild(node, visit);
  };
  visit(source.ast);
  return found;
}

export function lineOf(ast: ts.SourceFile, node: ts.Node): number {
  return ast.getLineAndCharacterOfPosition(node.getStart(ast)).line + 1;
}

/** A violation written the way a reviewer reads it: `file:line → what`. */
export function describeImport(entry: SourceImport): string {
  return `${entry.file}:${entry.line} imports '${entry.specifier}'`;
}

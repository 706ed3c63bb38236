import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../..');

/** The slices of lambdas/: one folder a capability (docs/decisions/020-server-by-feature.md). */
export const SLICES = ['account', 'alerts', 'caregivers', 'notices', 'openings', 'subscriptions', 'support', 'team'] as const;

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.json', '/index.ts'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Every module specifier of a file: static imports and exports, import types, import(), require(). */
export function specifiersOf(file: string, text = fs.readFileSync(path.join(ROOT, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return ['', ...EXTENSIONS].map((ext) => base + ext).find((f) => fs.existsSync(path.join(ROOT, f)) && fs.statSync(path.join(ROOT, f)).isFile());
}

/** file → the repo files it imports (relative paths from the repo root), for every source file under `dirs`. */
export function importGraph(dirs: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles)) {
    graph.set(file, specifiersOf(file).flatMap((s) => resolve(file, s) ?? []));
  }
  return graph;
}

/** Each cycle once, as the files around it. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** 'base', a slice's name, 'routes' (lambdas/routes.ts, which puts the slices together) or undefined outside lambdas/. */
export function layerOf(file: string): string | undefined {
  const match = file.match(/^lambdas\/([^/]+)(\/|$)/);
  if (!match) return undefined;
  return match[1] === 'routes.ts' ? 'routes' : match[1];
}

/** A slice's table access: lambdas/<slice>/data/. */
export function isDataModule(file: string): boolean {
  return /^lambdas\/[^/]+\/data\//.test(file);
}

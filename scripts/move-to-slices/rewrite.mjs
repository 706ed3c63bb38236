// Rewrites of scripts/move-to-slices.mjs: module specifiers and path segments in source files, and
// `lambdas/<old path>` mentions in prose, for a map of old repo path → new repo path.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const LAMBDAS = 'lambdas/';

export const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const RESOLVE_EXT = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** The repo file a relative specifier of `fromFile` names, or undefined (a package, or not a file of the repo). */
export function resolveSpecifier(fromFile, specifier, known) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  for (const ext of RESOLVE_EXT) if (known.has(base + ext)) return { file: base + ext, ext };
  return undefined;
}

export function relativeSpecifier(fromFile, toFile, ext) {
  const toBase = ext ? toFile.slice(0, toFile.length - ext.length) : toFile;
  let spec = path.posix.relative(path.posix.dirname(fromFile), toBase);
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec;
}

const MODULE_CALLS = new Set(['require', 'require.resolve', 'jest.mock', 'jest.doMock', 'jest.unmock', 'jest.requireActual', 'jest.requireMock', 'jest.createMockFromModule']);
const PATH_CALLS = new Set(['path.join', 'path.resolve', 'join', 'resolve', 'path.posix.join']);

function calleeName(expr) {
  if (ts.isIdentifier(expr)) return expr.text;
  if (ts.isPropertyAccessExpression(expr)) {
    const left = calleeName(expr.expression);
    return left === undefined ? undefined : `${left}.${expr.name.text}`;
  }
  return undefined;
}

/** Text edits ({start, end, text}) for the module specifiers and path segments of one source file. */
export function specifierEdits(file, text, moves, known) {
  const newFile = moves.get(file) ?? file;
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.match(/\.(c|m)?js$/) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const rewrite = (literal) => {
    const resolved = resolveSpecifier(file, literal.text, known);
    if (!resolved) return;
    const movedTo = moves.get(resolved.file) ?? resolved.file;
    if (movedTo === resolved.file && newFile === file) return;
    const spec = relativeSpecifier(newFile, movedTo, resolved.ext);
    if (spec !== literal.text) edits.push({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, text: spec });
  };
  const rewritePathSegments = (args) => {
    // path.join(__dirname, '..', 'lambdas', 'jobs', 'x') : the longest run of literals after the first non-literal
    const literals = [];
    for (const arg of args) {
      if (ts.isStringLiteral(arg)) literals.push(arg);
      else if (literals.length) break;
    }
    if (!literals.length) return;
    const joined = literals.map((l) => l.text).join('/');
    const at = joined.indexOf('lambdas/');
    if (at < 0) return;
    const first = args.find((a) => !ts.isStringLiteral(a));
    const baseDir = first && ts.isIdentifier(first) && first.text === '__dirname' && args.indexOf(first) < args.indexOf(literals[0])
      ? path.posix.dirname(file) : undefined;
    const repoPath = baseDir !== undefined ? path.posix.normalize(path.posix.join(baseDir, joined)) : joined.slice(at);
    for (const ext of ['', '.ts']) {
      const movedTo = moves.get(repoPath + ext);
      if (!movedTo) continue;
      const newPath = movedTo.slice(0, movedTo.length - ext.length);
      const newJoined = baseDir !== undefined
        ? path.posix.relative(path.posix.dirname(newFile), newPath) : joined.slice(0, at) + newPath;
      const segments = newJoined.split('/').map((s) => `'${s}'`).join(', ');
      edits.push({ start: literals[0].getStart(source), end: literals[literals.length - 1].getEnd(), text: segments });
      return;
    }
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      rewrite(node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      rewrite(node.argument.literal);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      rewrite(node.moduleReference.expression);
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const name = node.expression.kind === ts.SyntaxKind.ImportKeyword ? 'import' : calleeName(node.expression);
      if ((name === 'import' || MODULE_CALLS.has(name)) && first && ts.isStringLiteral(first)) rewrite(first);
      else if (PATH_CALLS.has(name)) rewritePathSegments(node.arguments);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edits;
}

export function applyEdits(text, edits) {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** `lambdas/<old path>[.ts]` in prose (comments, Markdown) → the new path. */
export function rewriteMentions(text, moves) {
  return text.replace(/lambdas\/((?:[\w-]+\/)*[\w.-]*[\w-])/g, (whole, rel) => {
    for (const candidate of [rel, `${rel}.ts`]) {
      const movedTo = moves.get(LAMBDAS + candidate);
      if (movedTo) return candidate === rel ? movedTo : movedTo.replace(/\.ts$/, '');
    }
    return whole;
  });
}

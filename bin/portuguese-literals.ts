// Finds Portuguese text a person would read written outside a catalogue or a template: string literals and
// template-literal parts that read as Portuguese, and any JSX text or read JSX attribute (aria-label, title, alt,
// placeholder, label) with a word in it, of every non-test .ts/.tsx file under the given folders.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

export interface StrayLiteral { file: string; line: number; text: string }

const accented = /[áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇ]/;
// Common Portuguese words without accents (an accent alone already marks prose); matched as whole words,
// case-insensitive. Words that are also English ('no', 'as', 'do', 'a') are left out.
const words = ['vaga', 'vagas', 'cuidadora', 'cuidadoras', 'voce', 'para', 'sua', 'seu', 'sem', 'com', 'uma',
  'pelo', 'pela', 'ainda', 'aqui', 'conta', 'senha', 'entrar', 'enviar', 'salvar', 'voltar', 'cancelar', 'assinatura',
  'plano', 'alerta', 'alertas', 'aviso', 'avisos', 'equipe', 'tente', 'novamente', 'erro', 'arquivo', 'mensagem',
  'obrigado', 'obrigada', 'dados', 'minha', 'meu', 'da', 'dos', 'das', 'ao', 'os', 'um', 'de', 'em', 'na', 'que',
  'foi', 'ser', 'seus', 'suas', 'nenhuma', 'nenhum', 'uso', 'defina', 'pronto', 'link'];
const wordPattern = new RegExp(`(^|[^\\p{L}\\p{N}_-])(${words.join('|')})(?=$|[^\\p{L}\\p{N}_-])`, 'giu');

/** True when the text reads as Portuguese prose, not as an identifier, key, path or code. */
export function readsAsPortuguese(text: string): boolean {
  const t = text.trim();
  if (!t) return false;
  // One token with no spaces (keys, paths, ids, CSS classes, routes): only accents betray prose.
  if (!/\s/.test(t)) return accented.test(t) && /^[\p{L}'’.,:;!?()-]+$/u.test(t) && !/[/_=]/.test(t);
  if (accented.test(t)) return true;
  const hits = t.match(wordPattern) ?? [];
  const letters = t.replace(/[^\p{L}\s]/gu, ' ').trim().split(/\s+/).filter(Boolean);
  // Two Portuguese words (or one in a short phrase of plain words) make it prose, not a CSS class list or a SQL-ish key.
  return hits.length >= 2 || (hits.length === 1 && letters.length >= 2 && letters.length <= 4 && /^[\p{L}\s.,:;!?'’()-]+$/u.test(t));
}

/** Catalogues hold texts; templates render a model with them. Data modules named *-messages hold table access. */
export function holdsTexts(path: string): boolean {
  const parts = path.split(/[\\/]/);
  const name = parts[parts.length - 1];
  if (/(^|-)texts\.tsx?$/.test(name)) return true;
  if (/(^|-)messages\.ts$/.test(name)) return !parts.includes('data');
  return /-template\.tsx?$/.test(name) || parts.includes('templates');
}

/** Test helpers outside *.test files (fixtures a test renders, events a test sends) are test code. */
function isTestCode(path: string): boolean {
  return /\.test\.tsx?$|\.d\.ts$/.test(path) || path.split(/[\\/]/).includes('testing');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTestCode(path) ? [path] : [];
  });
}

/** Browser-driving calls (Playwright) whose string arguments find a text on the page: they show none. */
const locatorCalls = new Set(['getByRole', 'getByLabel', 'getByText', 'getByPlaceholder', 'getByTitle', 'filter']);

function findsText(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at)) return ts.isPropertyAccessExpression(at.expression) && locatorCalls.has(at.expression.name.text);
    if (!ts.isObjectLiteralExpression(at) && !ts.isPropertyAssignment(at)) return false;
  }
  return false;
}

/** Attributes of JSX elements that a person reads (or hears, through a screen reader). */
const readAttributes = new Set(['aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);

/** Text a person reads in any language: JSX text or a read attribute's string with a word in it (not "·" or "R$"). */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function isReadAttribute(node: ts.Node): boolean {
  return ts.isJsxAttribute(node.parent) && readAttributes.has(node.parent.name.getText());
}

function literalsOf(file: string): { pos: number; text: string; shown: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { pos: number; text: string; shown: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      // Whatever its words, JSX text is shown to a person: it belongs in the feature's texts.ts.
      if (!node.containsOnlyTriviaWhiteSpaces) found.push({ pos: node.getStart(source), text: node.text, shown: true });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !findsText(node)) found.push({ pos: node.getStart(source), text: node.text, shown: isReadAttribute(node) });
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push({ pos: node.getStart(source), text: node.text, shown: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map(({ pos, text, shown }) => ({ pos: source.getLineAndCharacterOfPosition(pos).line + 1, text, shown }));
}

/** Every Portuguese literal in the folders' non-test sources outside catalogues and templates. */
export function strayPortuguese(root: string, folders: string[]): StrayLiteral[] {
  return folders.flatMap((folder) => sourceFiles(join(root, folder)))
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((file) => !holdsTexts(file))
    .flatMap((file) => literalsOf(join(root, file))
      .filter(({ text, shown }) => (shown ? hasWords(text) : readsAsPortuguese(text)))
      .map(({ pos, text }) => ({ file, line: pos, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) })));
}

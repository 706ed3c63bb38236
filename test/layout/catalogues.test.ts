import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * "Every Portuguese text in a catalogue" (the house style) for the deployed stacks' own source, infra/*.ts and
 * infra/cdk/*.ts: a string literal holding pt-BR letters lives only in a catalogue (a file named *texts.ts, or a
 * page template, *-template.ts, whose whole content is the page's text).
 * The local stand-ins (infra/local/, sample data and fake pages) are not part of what ships. Issue 41 found
 * 'Encarregado de Proteção de Dados da Carey' in infra/site-settings.ts; this turns red if a literal comes back.
 */
const root = path.resolve(__dirname, '../..');
const PT_LETTERS = /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔÀ]/;

function literalsOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const shipped = ['infra', 'infra/cdk'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name}`),
);

describe('pt-BR literals in the stacks’ source', () => {
  it('are found by the reader (the catalogues hold some)', () => {
    expect(literalsOf('infra/site-settings-texts.ts').some((text) => PT_LETTERS.test(text))).toBe(true);
    expect(literalsOf('infra/cdk/placeholder-page-template.ts').some((text) => PT_LETTERS.test(text))).toBe(true);
    expect(shipped).toEqual(expect.arrayContaining(['infra/site-settings.ts', 'infra/cdk/auth.ts']));
  });

  it('live only in catalogues (*texts.ts, *-template.ts)', () => {
    const outside = shipped.filter((file) => !file.endsWith('texts.ts') && !file.endsWith('-template.ts')).flatMap((file) => literalsOf(file).filter((text) => PT_LETTERS.test(text)).map((text) => `${file}: ${text}`));
    expect(outside).toEqual([]);
  });
});

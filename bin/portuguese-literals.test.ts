import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { holdsTexts, readsAsPortuguese, strayPortuguese } from './portuguese-literals';

describe('Portuguese text lives in catalogues and templates', () => {
  const prose = ['Você não tem plano.', 'Informe sua senha', 'Cadastro concluído', 'Ir para o Carey'];
  const notProse = ['tipodeconta', '/minha-conta', 'nao lido', 'SignUp returned no UserSub', 'alert digest: SES gave no answer; it will be taken as sent'];
  it('tells prose from identifiers, keys, paths and English', () => {
    expect(prose.filter(readsAsPortuguese)).toEqual(prose);
    expect(notProse.filter(readsAsPortuguese)).toEqual([]);
  });

  it('knows catalogues (texts, messages) and templates, and not a data module named *-messages', () => {
    const holding = ['lambdas/alerts/alert-digest-texts.ts', 'web/src/features/alerts/texts.ts', 'lambdas/base/messages.ts', 'lambdas/alerts/alert-digest-template.ts'];
    expect(holding.filter(holdsTexts)).toEqual(holding);
    expect(['lambdas/support/data/support-messages.ts', 'lambdas/alerts/alert-digest.ts'].filter(holdsTexts)).toEqual([]);
  });

  it('finds JSX text and read attributes whatever their words, and leaves punctuation, keys and catalogues alone', () => {
    const root = mkdtempSync(join(tmpdir(), 'literals-'));
    mkdirSync(join(root, 'web/src/features/x'), { recursive: true });
    writeFileSync(join(root, 'web/src/features/x/page.tsx'), [
      "import { t } from './texts';",
      'export const Page = () => (',
      '  <section className="stack filtros">',
      '    <button type="button">Limpar filtros</button>',
      '    <p>Carregando mais resultados</p>',
      '    <img src="/a.png" alt="Foto da família" />',
      '    <button aria-label="Close dialog">×</button>',
      '    <span> · </span>',
      '    <p>{t.hello} ·</p>',
      '  </section>',
      ');',
    ].join('\n'));
    writeFileSync(join(root, 'web/src/features/x/texts.ts'), "export const t = { hello: 'Olá, cuidadora' };");
    expect(strayPortuguese(root, ['web/src']).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '4: Limpar filtros',
      '5: Carregando mais resultados',
      '6: Foto da família',
      '7: Close dialog',
    ]);
  });

  it('finds none outside them in lambdas/, bin/, web/src, contract/ and infra/cdk/ (file:line: text)', () => {
    const stray = strayPortuguese(join(__dirname, '..'), ['lambdas', 'bin', 'web/src', 'contract', 'infra/cdk']);
    expect(stray.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });
});

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

  it('finds none outside them in lambdas/, bin/ and web/src (file:line: text)', () => {
    const stray = strayPortuguese(join(__dirname, '..'), ['lambdas', 'bin', 'web/src']);
    expect(stray.map(({ file, line, text }) => `${file}:${line}: ${text}`)).toEqual([]);
  });
});

import { renderAccountEmail } from './caregivers/account-emails-template';
import { accountEmailTexts } from './caregivers/account-emails-texts';
import { renderDigest } from './alerts/alert-digest-template';
import { digestTexts } from './alerts/alert-digest-texts';
import { renderUnsubscribePage } from './alerts/unsubscribe-page-template';
import { unsubscribeTexts } from './alerts/unsubscribe-page-texts';

/** Templates take their words from the catalogue they are given, and escape what came from outside. */
describe('e-mail and page templates', () => {
  const model = {
    firstName: 'Ana', total: 1, more: 0, hasPlan: false, searchUrl: 'https://s/buscar-vagas', actionUrl: 'https://s/minha-conta', unsubscribeUrl: 'https://s/u',
    listed: [{ funcao: '<b>Cuidador</b>', place: 'Bela Vista, São Paulo', url: 'https://s/buscar-vagas?vaga=1&x="' }],
  };

  it('the digest says what its catalogue says', () => {
    const email = renderDigest(model, { ...digestTexts, subscribe: 'ASSINE-JÁ', subject: () => 'ASSUNTO' });
    expect(email.subject).toBe('ASSUNTO');
    expect(email.html).toContain('ASSINE-JÁ');
    expect(email.html).not.toContain(digestTexts.subscribe);
    expect(email.html).toContain('&lt;b&gt;Cuidador&lt;/b&gt;');
    expect(email.html).toContain('vaga=1&amp;x=&quot;');
  });

  it('the unsubscribe page and an account e-mail too', () => {
    expect(renderUnsubscribePage({ page: 'done', siteUrl: 'https://s', searchUrl: 'https://s/buscar-vagas' }, { ...unsubscribeTexts, doneTitle: 'FEITO' })).toContain('<h1 style="font-size:22px">FEITO</h1>');
    const reset = renderAccountEmail({ email: 'password-reset', code: '{####}' }, { ...accountEmailTexts, passwordReset: { ...accountEmailTexts.passwordReset, subject: 'SENHA' } });
    expect(reset).toMatchObject({ subject: 'SENHA', html: expect.stringContaining('<strong>{####}</strong>') });
  });
});

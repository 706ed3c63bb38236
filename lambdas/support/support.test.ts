import fc from 'fast-check';
import { escapeHtml, supportEmail, validateSupport } from './support';

describe('support e-mail', () => {
  it('escapes everything the sender typed in the HTML part and keeps the text part verbatim', () => {
    const email = supportEmail({ nome: '<img src=x>', email: 'a@b.co', whatsapp: '"1"', mensagem: "<script>alert('x')</script>" }, '2026-11-01T00:00:00Z');
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(email.text).toContain("<script>alert('x')</script>");
    expect(email.replyTo).toBe('a@b.co');
  });
  it("says 'E-mail (não verificado)' and when it arrived on São Paulo's clock, as Brazilians write it", () => {
    // 03:41 UTC is 00:41 in São Paulo, the same day; 02:59 UTC on the 1st is still the 31st there.
    expect(supportEmail({ nome: 'Ana', email: 'a@b.co', whatsapp: '1', mensagem: 'x' }, '2026-11-27T03:41:50.316Z').text).toContain('Recebida em: 27/11/2026 00:41');
    const late = supportEmail({ nome: 'Ana', email: 'a@b.co', whatsapp: '1', mensagem: 'x' }, '2026-11-01T02:59:00.000Z');
    expect(late.text).toContain('Recebida em: 31/10/2026 23:59');
    expect(late.text).toContain('E-mail (não verificado): a@b.co');
    expect(late.html).not.toContain('2026-11-01T');
  });
  it('escapeHtml leaves no markup characters (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => !/[<>"']/.test(escapeHtml(s))));
  });
  it('trims the fields and allows line breaks only in the message', () => {
    expect(validateSupport({ nome: ' Ana ', email: 'a@b.co', whatsapp: ' (19) 99887-7665 ', mensagem: 'linha 1\nlinha 2' })).toEqual({ nome: 'Ana', email: 'a@b.co', whatsapp: '(19) 99887-7665', mensagem: 'linha 1\nlinha 2' });
    expect(() => validateSupport({ nome: 'Ana', email: 'a@b.co', whatsapp: '1\n2', mensagem: 'x' })).toThrow('O campo WhatsApp/Celular não pode ter quebras de linha.');
  });
});

describe('her WhatsApp and her name, checked as at sign-up', () => {
  const form = { nome: 'Ana', email: 'ana@exemplo.com', whatsapp: '11912345678', mensagem: 'Olá' };
  it.each([
    ['123', 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
    ['abc', 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
    ['1191234567', 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
    ['119123456789', 'Informe o WhatsApp ou celular com DDD: 11 dígitos, por exemplo (11) 98765-4321.'],
    ['(00) 91234-5678', 'Confira o DDD: os dois primeiros dígitos não são de um DDD do Brasil (por exemplo, 11 para São Paulo ou 19 para Campinas).'],
    ['20912345678', 'Confira o DDD: os dois primeiros dígitos não são de um DDD do Brasil (por exemplo, 11 para São Paulo ou 19 para Campinas).'],
  ])('refuses WhatsApp %s', (whatsapp, message) => {
    expect(() => validateSupport({ ...form, whatsapp })).toThrow(message);
  });
  it.each(['11912345678', '(99) 91234-5678', '+55 21 91234-5678', '55 21 91234-5678'])('takes WhatsApp %s as typed', (whatsapp) => {
    expect(validateSupport({ ...form, whatsapp }).whatsapp).toBe(whatsapp);
  });
  it('refuses a name without letters, and takes one with them', () => {
    for (const nome of ['😀😀', '123', '...']) expect(() => validateSupport({ ...form, nome })).toThrow('O nome deve ter letras.');
    expect(validateSupport({ ...form, nome: 'Zoë 😀' }).nome).toBe('Zoë 😀');
  });
});

describe('control characters', () => {
  const form = { nome: 'Ana', email: 'ana@exemplo.com', whatsapp: '11912345678', mensagem: 'Olá' };
  it.each([
    ['nome', 'Ana\u0007', 'O campo Nome tem caracteres inválidos.'],
    ['whatsapp', '1191234\u007f5678', 'O campo WhatsApp/Celular tem caracteres inválidos.'],
    ['mensagem', 'Olá\u0000', 'O campo Mensagem tem caracteres inválidos.'],
  ])('refuses them in %s', (field, value, message) => {
    expect(() => validateSupport({ ...form, [field]: value })).toThrow(message);
  });
  it('keeps line breaks and tabs in the message', () => {
    expect(validateSupport({ ...form, mensagem: 'Linha 1\r\n\tLinha 2' }).mensagem).toBe('Linha 1\r\n\tLinha 2');
  });
});

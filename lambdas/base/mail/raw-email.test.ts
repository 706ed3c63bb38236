import { buildRawEmail } from './raw-email';

describe('raw MIME e-mail', () => {
  const raw = buildRawEmail(
    {
      from: 'Carey <nao-responda@carey.com.br>',
      to: 'maria@exemplo.com.br',
      subject: 'Carey: 2 novas vagas para você',
      text: 'Olá, Maria! Ação.',
      html: '<p>Olá, Maria!</p>',
      headers: { 'List-Unsubscribe': '<https://carey.com.br/api/alerts/unsubscribe?token=a.b>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    new Date('2026-11-22T12:00:00Z'),
  );
  const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n') + 4)];

  it('carries the RFC 8058 headers and an encoded Portuguese subject', () => {
    expect(head.split('\r\n')).toEqual(
      expect.arrayContaining([
        'From: Carey <nao-responda@carey.com.br>',
        'To: maria@exemplo.com.br',
        `Subject: =?UTF-8?B?${Buffer.from('Carey: 2 novas vagas para você').toString('base64')}?=`,
        'List-Unsubscribe: <https://carey.com.br/api/alerts/unsubscribe?token=a.b>',
        'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
        'MIME-Version: 1.0',
      ]),
    );
  });

  it('has a text and an HTML part in UTF-8', () => {
    const boundary = /boundary="([^"]+)"/.exec(head)![1];
    const parts = body.split(`--${boundary}`).slice(1, -1);
    expect(parts).toHaveLength(2);
    const decode = (part: string) => Buffer.from(part.split('\r\n\r\n')[1].replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(parts[0]).toContain('Content-Type: text/plain; charset=UTF-8');
    expect(decode(parts[0])).toBe('Olá, Maria! Ação.');
    expect(parts[1]).toContain('Content-Type: text/html; charset=UTF-8');
    expect(decode(parts[1])).toBe('<p>Olá, Maria!</p>');
    expect(body.endsWith(`--${boundary}--\r\n`)).toBe(true);
  });

  it('refuses a header value with a line break (header injection)', () => {
    expect(() => buildRawEmail({ from: 'a@b.c', to: 'x@y.z\r\nBcc: evil@z.z', subject: 's', text: 't', html: 'h' })).toThrow('invalid header');
  });
});

import { composeDigest, DIGEST_MAX_LISTED, type AlertMatch } from './alert-digest';

const match = (id: string, createdAt: string, over: Partial<AlertMatch> = {}): AlertMatch => ({
  uid: 'u1',
  clientId: 'f1',
  openingId: id,
  openingCreatedAt: createdAt,
  matchedAt: '2026-11-22T12:00:00.000Z',
  alertIds: ['a1'],
  tipoProfissional: 'Cuidador',
  cidade: 'São Paulo',
  bairro: 'Bela Vista',
  ...over,
});
const base = { name: 'Maria  Cuidadora', siteUrl: 'https://carey.com.br', unsubscribeUrl: 'https://carey.com.br/api/alerts/unsubscribe?token=t.s' };

describe('the daily digest', () => {
  it('lists every match newest first, each linked to its own opening, distances written as the app writes them', () => {
    const email = composeDigest({
      ...base,
      hasPlan: true,
      matches: [match('velha', '2026-11-20T10:00:00Z', { bairro: 'Pinheiros', distanciaKm: 3.6 }), match('nova', '2026-11-22T10:00:00Z', { distanciaKm: 0.25 }), match('vizinha', '2026-11-21T10:00:00Z', { bairro: 'Consolação', distanciaKm: 0.04 })],
    });
    expect(email.subject).toBe('Carey: 3 novas vagas para os seus alertas');
    expect(email.text).toContain('Vaga de Cuidador — Consolação, São Paulo · a menos de 100 m\n  https://carey.com.br/buscar-vagas?vaga=vizinha\n');
    expect(email.text).toContain('Olá, Maria!');
    expect(email.text.indexOf('Bela Vista')).toBeLessThan(email.text.indexOf('Pinheiros'));
    expect(email.text).toContain('Vaga de Cuidador — Pinheiros, São Paulo · a 3,6 km\n  https://carey.com.br/buscar-vagas?vaga=velha\n');
    expect(email.text).toContain('Vaga de Cuidador — Bela Vista, São Paulo · a 0,3 km\n  https://carey.com.br/buscar-vagas?vaga=nova\n');
    expect(email.html).toContain('<a href="https://carey.com.br/buscar-vagas?vaga=nova">Vaga de Cuidador</a><br>Bela Vista, São Paulo · a 0,3 km</li>');
    expect(email.html).toContain('<a href="https://carey.com.br/buscar-vagas?vaga=velha">Vaga de Cuidador</a>');
    // The call to action of a subscriber still goes to the list.
    expect(email.text).toContain('Ver as vagas: https://carey.com.br/buscar-vagas\n');
    expect(email.text).toContain(base.unsubscribeUrl);
    expect(email.html).toContain('href="https://carey.com.br/api/alerts/unsubscribe?token=t.s"');
  });

  it('follows the contact rule: a plan → the app; no plan → "Assinar um Plano" on /minha-conta', () => {
    const withPlan = composeDigest({ ...base, hasPlan: true, matches: [match('a', '2026-11-22T10:00:00Z')] });
    expect(withPlan.text).toContain('use o app Carey');
    expect(withPlan.text).not.toContain('Assinar um Plano');
    const without = composeDigest({ ...base, hasPlan: false, matches: [match('a', '2026-11-22T10:00:00Z')] });
    expect(without.subject).toBe('Carey: 1 nova vaga para os seus alertas');
    expect(without.text).toContain('Assinar um Plano: https://carey.com.br/minha-conta');
    expect(without.html).toContain('>Assinar um Plano</a>');
  });

  it('escapes imported text in the HTML part and falls back when fields are missing', () => {
    const email = composeDigest({
      ...base,
      hasPlan: false,
      matches: [match('x', '2026-11-22T10:00:00Z', { bairro: '<script>alert(1)</script>', tipoProfissional: undefined, cidade: undefined }), match('y', '2026-11-21T10:00:00Z', { bairro: '', cidade: '' })],
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain('- Vaga — Função não informada — <script>');
    expect(email.text).toContain('Vaga de Cuidador — Bairro não informado, Cidade não informada');
  });

  it('writes distances as the card does: under 100 m in words, one decimal under 10 km, whole km beyond', () => {
    const email = composeDigest({
      ...base,
      hasPlan: true,
      matches: [match('a', '2026-11-22T10:00:00Z', { distanciaKm: 0 }), match('b', '2026-11-21T10:00:00Z', { distanciaKm: 9.96 }), match('c', '2026-11-20T10:00:00Z', { distanciaKm: 12.4 })],
    });
    expect(email.text).toContain('São Paulo · a menos de 100 m\n');
    expect(email.text).toContain('São Paulo · a 10,0 km\n');
    expect(email.text).toContain('São Paulo · a 12 km\n');
    expect(email.text).not.toMatch(/\d\.\d km/);
  });

  it('encodes an opening id in its link', () => {
    const email = composeDigest({ ...base, hasPlan: true, matches: [match('a b&c', '2026-11-22T10:00:00Z')] });
    expect(email.text).toContain('https://carey.com.br/buscar-vagas?vaga=a%20b%26c');
    expect(email.html).toContain('href="https://carey.com.br/buscar-vagas?vaga=a%20b%26c"');
  });

  it('names at most 20 openings and counts the rest', () => {
    const many = Array.from({ length: DIGEST_MAX_LISTED + 3 }, (_, i) => match(`v${i}`, new Date(Date.UTC(2026, 10, 1, i)).toISOString()));
    const email = composeDigest({ ...base, hasPlan: true, matches: many });
    expect(email.text.match(/^- /gm)).toHaveLength(DIGEST_MAX_LISTED);
    expect(email.text).toContain('E mais 3 vagas em https://carey.com.br/buscar-vagas');
    expect(email.text).toContain('Encontramos 23 novas vagas para os seus alertas. Estas são as 20 mais recentes:');
    expect(email.subject).toBe('Carey: 23 novas vagas para os seus alertas');
  });
});

describe('a city-level opening in the digest', () => {
  it('says the distance is to the centre of its city', () => {
    const email = composeDigest({ ...base, hasPlan: true, matches: [match('c', '2026-11-22T10:00:00Z', { cidade: 'Campinas', bairro: 'Barão Geraldo', distanciaKm: 12.4, distanciaAteCentro: true })] });
    expect(email.text).toContain('Vaga de Cuidador — Barão Geraldo, Campinas · a 12 km (distância até o centro de Campinas)');
  });
});

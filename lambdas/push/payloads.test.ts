import { noticePayload, openingPayload, summaryPayload } from './payloads';

describe('what a push carries: {title, body, url}', () => {
  it('a new opening: its função, bairro and distance; a tap opens it on /buscar-vagas', () => {
    expect(openingPayload({ openingId: 'v 1', tipoProfissional: 'Cuidador(a)', bairro: 'Vila Mariana', distanciaKm: 2.345, cidade: 'São Paulo' })).toEqual({
      title: 'Nova vaga perto de você',
      body: 'Cuidador(a) · Vila Mariana · a 2,3 km',
      url: '/buscar-vagas?vaga=v%201',
    });
    expect(openingPayload({ openingId: 'v2', tipoProfissional: 'Enfermeiro(a)', bairro: 'Centro', distanciaKm: 12.6, cidade: 'Campinas', distanciaAteCentro: true }).body).toBe('Enfermeiro(a) · Centro · a 13 km do centro de Campinas');
  });

  it('an opening without função, bairro or distance says so as the cards do', () => {
    expect(openingPayload({ openingId: 'v3', bairro: '  ' }).body).toBe('Função não informada · Bairro não informado');
  });

  it("under 100 m reads 'a menos de 100 m', never 'a 0,0 km'; 100 m reads 'a 0,1 km'", () => {
    expect(openingPayload({ openingId: 'v4', tipoProfissional: 'Cuidador(a)', bairro: 'Centro', distanciaKm: 0.03, cidade: 'Campinas' }).body).toBe('Cuidador(a) · Centro · a menos de 100 m');
    expect(openingPayload({ openingId: 'v5', tipoProfissional: 'Cuidador(a)', bairro: 'Centro', distanciaKm: 0.1, cidade: 'Campinas' }).body).toBe('Cuidador(a) · Centro · a 0,1 km');
  });

  it('the 07:00 summary counts what was held; a team notice opens her notices', () => {
    expect(summaryPayload(1)).toEqual({ title: '1 nova vaga perto de você', body: 'Chegaram durante a noite e combinam com os seus alertas. Toque para ver.', url: '/buscar-vagas' });
    expect(summaryPayload(3).title).toBe('3 novas vagas perto de você');
    expect(noticePayload('Reunião amanhã às 10h')).toEqual({ title: 'Novo aviso da equipe Carey', body: 'Reunião amanhã às 10h', url: '/avisos' });
    const long = noticePayload('a'.repeat(500)).body;
    expect(long).toHaveLength(180);
    expect(long.endsWith('…')).toBe(true);
  });
});

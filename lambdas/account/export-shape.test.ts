/**
 * Proves: the JSON of 'Baixar meus dados' (issue 51 item 11) has one language for its keys (Portuguese: each key set
 * written out here, not imported), a legend in Portuguese for every coded value it holds (Stripe's 'succeeded',
 * 'active'...) and only those, and one way to write an instant: ISO 8601 with São Paulo's clock and offset, the
 * notices' and Stripe's epoch seconds included: 02:30 UTC is 23:30 of the day before there.
 */
import type { Caregiver } from '../caregivers/caregiver';
import { buildAccountExport, type ExportSources } from './export-shape';

/** 02:30 UTC of 15/03/2027: 23:30 of 14/03 in São Paulo; each instant below is this one, some minutes on. */
const AT = Date.parse('2027-03-15T02:30:00Z');
const utc = (minutes = 0) => new Date(AT + minutes * 60_000).toISOString();
const sp = (minutes = 0) => `2027-03-14T23:${30 + minutes}:00-03:00`;
const epochSeconds = (minutes = 0) => (AT + minutes * 60_000) / 1000;

const caregiver: Caregiver = {
  uid: 'u1', name: 'Ana', email: 'ana@exemplo.com.br', phone: '31999990000', status: 'conta não verificada', tipoDeCadastro: 'Cuidador',
  genero: 'Feminino', tipodeconta: 'Mensal', campotipoCadastro: 'Lançamento', dataCadastro: utc(0),
  lastLocation: { latitude: -19.9, longitude: -43.9, timestamp: utc(1) }, planoescolhido: 'Mensal', avatar: '/img/avatar-padrao.svg',
  cepPosition: { cep: '01310100', latitude: -23.5614, longitude: -46.6559, precisao: 'cep', bairro: 'Bela Vista', cidade: 'São Paulo', timestamp: utc(2) },
  consentimentos: [{ termos: '2026-11-27', privacidade: '2026-11-27', aceitoEm: utc(3), ip: '127.0.0.1', origem: 'cadastro' }],
  stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', subscriptionStatus: 'active', subscriptionEventAt: epochSeconds(4),
  endedSubscriptionIds: ['sub_0'], subscriptionVersion: 3, formaDePagamento: 'cartao', assinaturasDesistidas: new Set(['sub_9']),
};

const sources: ExportSources = {
  caregiver,
  phoneClaim: { phone: '31999990000', name: 'Ana', dataCadastro: utc(0) },
  emailClaim: { email: 'ana@exemplo.com.br', name: 'Ana', dataCadastro: utc(0) },
  notices: [
    { id: 'n1', mensagem: 'Bem-vinda', status: 'nao lido', createdAt: epochSeconds(5) },
    { id: 'n0', mensagem: 'Antigo', status: 'lido', horario: 'há 3 dias' },
  ],
  alerts: [{ id: 'a1', tipoProfissional: 'Cuidador', cidade: null, raioKm: 10, createdAt: utc(6), centro: { latitude: -23.561, longitude: -46.656 } }],
  reports: [{ clientId: 'fam', vagaId: 'v1', motivo: 'pede-dinheiro', texto: 'Pediu Pix', createdAt: utc(7) }],
  supportMessages: [{ id: 's1', createdAt: utc(8), nome: 'Ana', email: 'ana@exemplo.com.br', whatsapp: '31999990000', mensagem: 'Oi', status: 'sent' }],
  signIns: [{ em: utc(9), expiresAt: epochSeconds(10) }],
  pushDevices: [{ endpoint: 'http://localhost:8006/push/abc', keys: { p256dh: 'p', auth: 'a' }, createdAt: utc(11) }],
  payments: [{ id: 'in_1', pagoEm: utc(12), valorCentavos: 1845, descontoCentavos: 1845, plano: 'Mensal', reembolsos: [{ id: 're_1', em: utc(13), valorCentavos: 1845, situacao: 'succeeded' }] }],
};

const data = buildAccountExport(sources, new Date(utc(14)));
const keys = (o: object | undefined) => Object.keys(o ?? {}).sort();

describe('the JSON export', () => {
  it('names every key in Portuguese, the spec\'s own names kept where they already are', () => {
    expect(keys(data)).toEqual(
      ['acessos', 'alertas', 'assinatura', 'consentimentos', 'denuncias', 'geradoEm', 'legenda', 'mensagensAoSuporte', 'notificacoesNoCelular', 'pagamentos', 'perfil', 'posicaoPorCep', 'reservas', 'ultimaLocalizacao', 'avisos'].sort(),
    );
    expect(keys(data.perfil)).toEqual(['campotipoCadastro', 'dataCadastro', 'email', 'foto', 'genero', 'nome', 'planoescolhido', 'telefone', 'tipoDeCadastro', 'tipodeconta', 'uid', 'ultimaLocalizacao', 'verificacao']);
    expect(keys(data.perfil.ultimaLocalizacao)).toEqual(['latitude', 'longitude', 'registradaEm']);
    expect(keys(data.assinatura)).toEqual(['atualizadoEm', 'desistencias', 'formaDePagamento', 'planoescolhido', 'situacao', 'tipodeconta']);
    expect(keys(data.reservas)).toEqual(['email', 'telefone']);
    expect(keys(data.reservas.telefone)).toEqual(['dataCadastro', 'nome', 'telefone']);
    expect(keys(data.reservas.email)).toEqual(['dataCadastro', 'email', 'nome']);
    expect(data.avisos.map(keys)).toEqual([['criadoEm', 'id', 'mensagem', 'situacao'], ['horario', 'id', 'mensagem', 'situacao']]);
    expect(keys(data.alertas[0])).toEqual(['centro', 'cidade', 'criadoEm', 'id', 'raioKm', 'tipoProfissional']);
    expect(keys(data.denuncias[0])).toEqual(['clienteId', 'criadoEm', 'motivo', 'texto', 'vagaId']);
    expect(keys(data.mensagensAoSuporte[0])).toEqual(['criadoEm', 'email', 'id', 'mensagem', 'nome', 'situacao', 'whatsapp']);
    expect(keys(data.acessos[0])).toEqual(['em', 'guardadoAte']);
    expect(keys(data.notificacoesNoCelular![0])).toEqual(['ativadoEm', 'chaves', 'endereco']);
    expect(keys(data.notificacoesNoCelular![0].chaves)).toEqual(['autenticacao', 'p256dh']);
    expect(keys(data.consentimentos[0])).toEqual(['aceitoEm', 'ip', 'origem', 'privacidade', 'termos']);
    expect(keys(data.posicaoPorCep)).toEqual(['bairro', 'cep', 'cidade', 'latitude', 'longitude', 'precisao', 'registradaEm']);
    expect(keys(data.pagamentos[0])).toEqual(['descontoCentavos', 'id', 'pagoEm', 'plano', 'reembolsos', 'valorCentavos']);
    expect(keys(data.pagamentos[0].reembolsos[0])).toEqual(['em', 'id', 'situacao', 'valorCentavos']);
  });

  it("writes every instant one way, São Paulo's ISO 8601: 02:30 UTC is 23:30 of the day before, epoch seconds included", () => {
    expect(data.geradoEm).toBe(sp(14));
    expect(data.perfil.dataCadastro).toBe(sp(0));
    expect(data.reservas.telefone!.dataCadastro).toBe(sp(0));
    expect(data.reservas.email!.dataCadastro).toBe(sp(0));
    expect(data.ultimaLocalizacao).toEqual({ latitude: -19.9, longitude: -43.9, registradaEm: sp(1) });
    expect(data.perfil.ultimaLocalizacao).toEqual(data.ultimaLocalizacao);
    expect(data.posicaoPorCep!.registradaEm).toBe(sp(2));
    expect(data.consentimentos[0].aceitoEm).toBe(sp(3));
    expect(data.assinatura.atualizadoEm).toBe(sp(4));
    expect(data.avisos[0].criadoEm).toBe(sp(5));
    expect(data.alertas[0].criadoEm).toBe(sp(6));
    expect(data.denuncias[0].criadoEm).toBe(sp(7));
    expect(data.mensagensAoSuporte[0].criadoEm).toBe(sp(8));
    expect(data.acessos).toEqual([{ em: sp(9), guardadoAte: sp(10) }]);
    expect(data.notificacoesNoCelular![0].ativadoEm).toBe(sp(11));
    expect(data.pagamentos[0].pagoEm).toBe(sp(12));
    expect(data.pagamentos[0].reembolsos[0].em).toBe(sp(13));
    // Nothing else in the file looks like an instant: no UTC 'Z', no epoch number.
    expect(JSON.stringify(data)).not.toMatch(/\d\dZ"|:\s*1\d{9}\b/);
  });

  it('explains in Portuguese every coded value it holds, and only those', () => {
    expect(data.legenda).toEqual({
      'assinatura.situacao': { active: 'Ativa' },
      'assinatura.formaDePagamento': { cartao: 'Cartão de crédito' },
      'pagamentos.reembolsos.situacao': { succeeded: 'concluído' },
      'avisos.situacao': { lido: 'Lido', 'nao lido': 'Não lido' },
      'mensagensAoSuporte.situacao': { sent: 'Entregue à equipe' },
      'denuncias.motivo': { 'pede-dinheiro': 'Pede dinheiro ou dados bancários' },
      'consentimentos.origem': { cadastro: 'No cadastro' },
      'posicaoPorCep.precisao': { cep: 'Posição do próprio CEP' },
    });
    const bare = buildAccountExport({ caregiver: { ...caregiver, subscriptionStatus: 'past_due', formaDePagamento: undefined, cepPosition: undefined, consentimentos: [] }, notices: [], supportMessages: [], alerts: [], reports: [] }, new Date(utc()));
    expect(bare.legenda).toEqual({ 'assinatura.situacao': { past_due: 'Pagamento atrasado' } });
  });

  it('keeps none of the bookkeeping, and leaves out fields that are not set', () => {
    expect(JSON.stringify(data)).not.toMatch(/stripeCustomerId|cus_1|"sub_1"|sub_0|subscriptionVersion|endedSubscriptionIds/);
    const { lastLocation: _l, planoescolhido: _p, cepPosition: _c, ...rest } = caregiver;
    const bare = buildAccountExport({ caregiver: { ...rest, tipodeconta: 'Sem Plano', subscriptionStatus: undefined, subscriptionEventAt: undefined, assinaturasDesistidas: undefined }, notices: [], supportMessages: [], alerts: [], reports: [] }, new Date(utc()));
    expect(bare.perfil).not.toHaveProperty('ultimaLocalizacao');
    expect(bare.perfil).not.toHaveProperty('planoescolhido');
    expect(bare).not.toHaveProperty('ultimaLocalizacao');
    expect(bare).not.toHaveProperty('posicaoPorCep');
    expect(bare.assinatura).toEqual({ tipodeconta: 'Sem Plano' });
    expect(bare.reservas).toEqual({});
  });

  it("names how she pays and a one-off Pix period's end while she has the plan; neither once it is over", () => {
    const onPix = { ...caregiver, formaDePagamento: 'pix' as const, pixAccessUntil: epochSeconds(15) };
    expect(buildAccountExport({ ...sources, caregiver: onPix }, new Date(utc())).assinatura).toMatchObject({ formaDePagamento: 'pix', acessoAte: sp(15) });
    const over = buildAccountExport({ ...sources, caregiver: { ...onPix, tipodeconta: 'Sem Plano' } }, new Date(utc())).assinatura;
    expect(over).not.toHaveProperty('formaDePagamento');
    expect(over).not.toHaveProperty('acessoAte');
  });
});

/**
 * Proves: 'Baixar meus dados' is a document a person reads: every field by its Portuguese label (never the stored
 * name), dates in São Paulo's time at the day's edge, amounts in reais, every value escaped, a section for each kind.
 */
import type { AccountExport } from '../../contract';
import { renderExportDocument } from './export-document';

const base: AccountExport = {
  geradoEm: '2026-11-22T00:00:00-03:00',
  perfil: { uid: 'u-1', nome: 'Ana <script>alert("x")</script> D\'Ávila', email: 'ana@exemplo.com.br', telefone: '11987654321', verificacao: 'conta não verificada', tipoDeCadastro: 'Cuidador', genero: 'Feminino', tipodeconta: 'Sem Plano', campotipoCadastro: 'Lançamento', dataCadastro: '2026-11-21T23:59:00-03:00' },
  reservas: { telefone: { telefone: '11987654321', dataCadastro: '2026-11-21T23:59:00-03:00' } },
  avisos: [{ id: 'n1', mensagem: 'Bem-vinda & boa sorte', situacao: 'nao lido', criadoEm: '2026-11-21T23:59:00-03:00' }],
  alertas: [{ id: 'a1', tipoProfissional: 'Enfermeiro(a)', cidade: null, raioKm: 25, criadoEm: '2026-11-22T00:00:00-03:00' }],
  denuncias: [{ clienteId: 'fam', vagaId: 'v1', motivo: 'pede-dinheiro', texto: 'Pediu <b>Pix</b>', criadoEm: '2026-11-22T23:59:59-03:00' }],
  mensagensAoSuporte: [{ id: 's1', criadoEm: '2026-11-22T09:00:00-03:00', nome: 'Ana', email: 'ana@exemplo.com.br', whatsapp: '11987654321', mensagem: 'Oi', situacao: 'sent' }],
  assinatura: { tipodeconta: 'Sem Plano', situacao: 'canceled', atualizadoEm: '2026-11-22T00:00:00-03:00', desistencias: ['sub_1'] },
  acessos: [
    { em: '2026-11-21T23:59:00-03:00', guardadoAte: '2027-05-21T23:59:00-03:00' },
    { em: '2026-11-22T00:00:00-03:00', guardadoAte: '2027-05-22T00:00:00-03:00' },
  ],
  consentimentos: [{ termos: '2024-06-24', privacidade: '2024-06-24', aceitoEm: '2026-11-21T23:59:00-03:00', ip: '127.0.0.1', origem: 'cadastro' }],
  pagamentos: [
    { id: 'in_1', pagoEm: '2026-11-21T23:59:00-03:00', valorCentavos: 1845, descontoCentavos: 1845, plano: 'Mensal', reembolsos: [{ id: 're_1', em: '2026-11-22T00:00:00-03:00', valorCentavos: 1845, situacao: 'succeeded' }] },
    { id: 'in_2', pagoEm: '2026-12-22T09:00:00-03:00', valorCentavos: 9090, descontoCentavos: 0, plano: 'Trimestral', reembolsos: [] },
  ],
  legenda: { 'assinatura.situacao': { canceled: 'Cancelada' }, 'pagamentos.reembolsos.situacao': { succeeded: 'concluído' } },
};

/** The document's text as a person reads it: the tags out, the entities back. */
const readable = (html: string) =>
  html.replace(/<style>.*?<\/style>/s, '').replace(/<\/(dt|dd|h1|h2|p|li)>/g, '\n').replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The value beside a label: the <dd> after the <dt>. */
const valuesOf = (html: string, label: string) => [...html.matchAll(new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`, 'g'))].map((m) => m[1]);

describe('the readable export', () => {
  const html = renderExportDocument(base);

  it('is one self-contained pt-BR page: no script, no outside resource, a title and a heading', () => {
    expect(html.startsWith('<!doctype html><html lang="pt-BR">')).toBe(true);
    expect(html).toContain('<title>Meus dados no Carey</title>');
    expect(html).toContain('<h1>Meus dados no Carey</h1>');
    expect(html).not.toMatch(/<script|<link|<img|src=|https?:\/\//);
  });

  it('escapes every value: a name holding <script> and quotes is text, never markup', () => {
    expect(html).toContain('Ana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; D&#39;Ávila');
    expect(html).toContain('Pediu &lt;b&gt;Pix&lt;/b&gt;');
    expect(html).toContain('Bem-vinda &amp; boa sorte');
    expect(readable(html)).toContain('Ana <script>alert("x")</script> D\'Ávila');
  });

  it("writes her phone, her CEP and the versions she accepted as a person reads them, not as stored", () => {
    const doc = renderExportDocument({
      ...base,
      perfil: { ...base.perfil, telefone: '19998877665' },
      reservas: { telefone: { telefone: '19998877665', dataCadastro: '2026-11-21T23:59:00-03:00' } },
      posicaoPorCep: { cep: '13083852', bairro: 'Barão Geraldo', cidade: 'Campinas', registradaEm: '2026-11-22T00:00:00-03:00' },
      consentimentos: [
        { termos: '2026-11-27', privacidade: '2026-11-27', aceitoEm: '2026-11-27T23:59:00-03:00', ip: '127.0.0.1', origem: 'entrada' },
        { termos: '2024-06-24', privacidade: '2024-06-24', aceitoEm: '2026-11-21T23:59:00-03:00', ip: '127.0.0.1', origem: 'cadastro' },
      ],
    } as AccountExport);
    expect(valuesOf(doc, 'Telefone')).toEqual(['(19) 99887-7665', '(19) 99887-7665']);
    expect(valuesOf(doc, 'CEP informado')).toEqual(['13083-852: Barão Geraldo, Campinas em 22/11/2026 00:00']);
    expect(valuesOf(doc, 'Versão dos Termos de Uso')).toEqual(['Termos de uso de 27/11/2026', 'Termos de uso de 24/06/2024']);
    expect(valuesOf(doc, 'Versão da Política de Privacidade')).toEqual(['Política de privacidade de 27/11/2026', 'Política de privacidade de 24/06/2024']);
    expect(doc).not.toMatch(/19998877665|13083852|2026-11-27/);
  });

  it('writes dates in São Paulo as Brazilians do, at the day edge: 02:59 UTC is 23:59 of the day before', () => {
    expect(valuesOf(html, 'Data do cadastro')).toEqual(['21/11/2026 23:59']);
    expect(valuesOf(html, 'Entrada em')).toEqual(['21/11/2026 23:59', '22/11/2026 00:00']);
    expect(valuesOf(html, 'Aceito em')).toEqual(['21/11/2026 23:59']);
    expect(valuesOf(html, 'Criado em')).toEqual(['22/11/2026 00:00']);
    expect(valuesOf(html, 'Enviada em')).toEqual(['22/11/2026 23:59', '22/11/2026 09:00']);
    expect(valuesOf(html, 'Recebido em')).toEqual(['21/11/2026 23:59']);
    expect(readable(html)).toContain('Todos os dados que o Carey guarda sobre você, em 22/11/2026 00:00 (horário de Brasília).');
  });

  it('lists her payments and refunds in reais, with the plan', () => {
    expect(valuesOf(html, 'Pago em')).toEqual(['21/11/2026 23:59', '22/12/2026 09:00']);
    expect(valuesOf(html, 'Valor pago')).toEqual(['R$ 18,45', 'R$ 90,90']);
    expect(valuesOf(html, 'Desconto')).toEqual(['R$ 18,45']);
    expect(valuesOf(html, 'Plano')).toEqual(['Mensal', 'Trimestral']);
    expect(valuesOf(html, 'Reembolsos')).toEqual(['R$ 18,45 em 22/11/2026 00:00 (concluído)', 'Nenhum reembolso.']);
  });

  it("names the way of paying, and 'Acesso até' (São Paulo time) only while a one-off Pix period lasts", () => {
    const withPix = renderExportDocument({ ...base, assinatura: { tipodeconta: 'Trimestral', formaDePagamento: 'pix', acessoAte: '2027-02-27T23:59:00-03:00' } });
    expect(valuesOf(withPix, 'Forma de pagamento')).toEqual(['Pix']);
    expect(valuesOf(withPix, 'Acesso até')).toEqual(['27/02/2027 23:59']);
    const automatico = renderExportDocument({ ...base, assinatura: { tipodeconta: 'Mensal', formaDePagamento: 'pix-automatico' } });
    expect(valuesOf(automatico, 'Forma de pagamento')).toEqual(['Pix Automático']);
    expect(valuesOf(automatico, 'Acesso até')).toEqual([]);
    expect(valuesOf(renderExportDocument({ ...base, assinatura: { tipodeconta: 'Mensal', formaDePagamento: 'cartao' } }), 'Forma de pagamento')).toEqual(['Cartão de crédito']);
    expect(valuesOf(html, 'Forma de pagamento')).toEqual(['Não informado']);
  });

  it('names every field by its label and every code by its words, never the stored names', () => {
    expect(valuesOf(html, 'Motivo')).toEqual(['Pede dinheiro ou dados bancários']);
    expect(valuesOf(html, 'Situação no meio de pagamento')).toEqual(['Cancelada']);
    expect(valuesOf(html, 'Onde')).toEqual(['No cadastro']);
    expect(valuesOf(html, 'Distância máxima')).toEqual(['25 km']);
    expect(valuesOf(html, 'Cidade')).toEqual(['Qualquer']);
    expect(valuesOf(html, 'Situação')).toEqual(['Não lido', 'Entregue à equipe']);
    expect(valuesOf(html, 'Campanha do cadastro')).toEqual(['Lançamento']);
    // The account's state is about her documents (sent in the app), never her e-mail.
    expect(valuesOf(html, 'Verificação dos documentos \\(feita no app Carey\\)')).toEqual(['conta não verificada']);
    const text = readable(html);
    for (const internal of ['campotipoCadastro', 'tipodeconta', 'reservas', 'vagaId', 'pede-dinheiro', 'canceled', 'succeeded', 'nao lido', 'geradoEm', 'legenda', 'T23:59', '-03:00']) expect(text).not.toContain(internal);
  });

  it('has a section for each kind of data, and says when one is empty', () => {
    const headings = [...html.matchAll(/<h2 id="[^"]+">(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      'Dados cadastrais', 'Assinatura', 'Pagamentos e reembolsos', 'Consentimentos (Termos de Uso e Política de Privacidade)', 'Entradas na conta',
      'Alertas de vagas', 'Denúncias de vagas', 'Avisos recebidos', 'Mensagens ao suporte', 'Aparelhos com notificações', 'Localização', 'Telefone e e-mail reservados para a sua conta',
    ]);
    expect(html).toMatch(/<h2 id="aparelhos">Aparelhos com notificações<\/h2><p>Nenhum registro\.<\/p>/);
    const withDevice = renderExportDocument({ ...base, notificacoesNoCelular: [{ endereco: 'https://fcm.googleapis.com/fcm/send/abc', chaves: { p256dh: 'p', autenticacao: 'a' }, ativadoEm: '2026-11-21T23:59:00-03:00' }] });
    expect(valuesOf(withDevice, 'Serviço de notificações')).toEqual(['fcm.googleapis.com']);
    expect(valuesOf(withDevice, 'Registrado em')).toEqual(['21/11/2026 23:59']);
  });

  it("an unknown value reads 'Não informado', never an empty cell", () => {
    const bare = renderExportDocument({ ...base, perfil: { ...base.perfil, genero: undefined } });
    expect(valuesOf(bare, 'Gênero de nascimento')).toEqual(['Não informado']);
    expect(bare).not.toContain('<dd></dd>');
  });
});

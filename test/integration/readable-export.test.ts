import Stripe from 'stripe';
import { createConfirmedUser } from '../../infra/local/seed';
import { LOCAL_STRIPE } from '../../infra/local/settings';
import { createCaregiverWithClaims, getCaregiver } from '../../lambdas/caregivers/data/caregivers';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { newNoticeId, putNotice } from '../../lambdas/notices/data/notices';
import type { Opening } from '../../lambdas/openings/opening';
import type { AccountExport } from '../../contract';
import { eventually } from './helpers/eventually';
import { api, signIn, useLocalStack } from './helpers/local-stack';

/**
 * Issue 43 item 4, 'Baixar meus dados' (LGPD art. 19): the real handler on the local stand-ins, Stripe's included.
 * A caregiver with a payment and its refund, a report, an alert, her consent and two sign-ins: every one appears in
 * the document she reads (`?formato=html`) and in the JSON (the default), and the HTML escapes her name.
 */
const stack = useLocalStack();
const PASSWORD = 'Senha1234';
const NAME = 'Ana <script>alert("oi")</script> D\'Ávila';

/** São Paulo's wall clock written out here on its own (UTC−3 all year since 2019), not by the code under test. */
const sp = (iso: string) => {
  const d = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString();
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} ${d.slice(11, 16)}`;
};
const authTime = (token: string) => new Date((JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { auth_time: number }).auth_time * 1000).toISOString();
const valuesOf = (html: string, label: string) => [...html.matchAll(new RegExp(`<dt>${label}</dt><dd>(.*?)</dd>`, 'g'))].map((m) => m[1]);
/** An instant as the JSON writes every one (issue 51 item 11): ISO 8601 with São Paulo's offset. */
const SAO_PAULO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?-03:00$/;
/** The export's keys before issue 51 item 11: English, none of them may come back. */
const OLD_ENGLISH_KEYS = [
  'exportedAt', 'profile', 'name', 'phone', 'status', 'avatar', 'lastLocation', 'timestamp', 'claims', 'notices', 'createdAt', 'alerts',
  'supportMessages', 'subscription', 'lastUpdatedAt', 'cepPosition', 'clientId', 'endpoint', 'keys', 'auth',
];
/** Every key of a JSON value, at any depth, and every value of the keys the legend does not hold (its keys are values). */
function walk(value: unknown, keys: string[] = [], leaves: [string, unknown][] = [], key = ''): { keys: string[]; leaves: [string, unknown][] } {
  if (Array.isArray(value)) value.forEach((v) => walk(v, keys, leaves, key));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (key === 'legenda') continue;
      keys.push(k);
      walk(v, keys, leaves, k);
    }
  } else leaves.push([key, value]);
  return { keys, leaves };
}

// Every event the stand-in sent has been answered, so none reaches a stopped stack.
afterEach(async () => {
  const read = async () => (await (await fetch(`${stack().stripeEndpoint}/_standin/events`)).json()) as { inFlight: number };
  expect((await eventually(read, (e) => e.inFlight === 0)).inFlight).toBe(0);
});

test('every payment, refund, report, alert, consent and sign-in appears, by its label, in São Paulo time', async () => {
  const email = `exporta.${Date.now()}@exemplo.com.br`;
  const uid = await createConfirmedUser(stack(), { email, password: PASSWORD, name: NAME });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid, name: NAME, email, phone: '31988776655', status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador', genero: 'Feminino',
    tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
  });
  // Two sign-ins (auth_time has a resolution of a second), each used once: two access records.
  const first = (await signIn(stack(), email, PASSWORD)).accessToken;
  expect((await api(stack(), '/api/me', { token: first })).status).toBe(200);
  await new Promise((r) => setTimeout(r, 1100));
  const token = (await signIn(stack(), email, PASSWORD)).accessToken;
  expect((await api(stack(), '/api/me', { token })).status).toBe(200);

  // A payment (Mensal with the coupon: R$ 18,45), then its withdrawal: a full refund.
  const checkout = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Mensal' } });
  expect(checkout.status).toBe(200);
  const paid = await fetch(`${(checkout.json as { url: string }).url}/pagar`, { method: 'POST', body: new URLSearchParams({ cupom: 'CAREYCUIDADORES' }), redirect: 'manual' });
  expect(paid.status).toBe(303);
  expect((await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} })).json.outcome).toBe('reembolso');

  await saveOpening({ id: 'vaga-pix', clientId: 'familia-pix', createdAt: new Date().toISOString(), tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'São Paulo' }, bairro: 'Sé' } as Opening);
  expect((await api(stack(), '/api/openings/familia-pix/vaga-pix/denuncia', { method: 'POST', token, json: { motivo: 'pede-dinheiro', texto: 'Pediu um "Pix" <adiantado>' } })).status).toBe(201);
  expect((await api(stack(), '/api/alerts', { method: 'POST', token, json: { tipoProfissional: 'Enfermeiro(a)', cidade: 'Campinas' } })).status).toBe(201);
  const noticeAt = Math.floor(Date.now() / 1000);
  await putNotice({ id: newNoticeId(noticeAt), userId: uid, mensagem: 'Bem-vinda!', status: 'nao lido', createdAt: noticeAt });

  // The JSON (the default, and ?formato=json): the file for portability, now with her payments from Stripe.
  const json = await eventually(() => api(stack(), '/api/me/export', { token }), (r) => (r.json as unknown as AccountExport).assinatura?.situacao === 'canceled');
  expect(json.headers.get('content-disposition')).toBe('attachment; filename="meus-dados-carey.json"');
  const data = json.json as unknown as AccountExport;
  expect(data.pagamentos).toEqual([
    { id: expect.stringMatching(/^in_/), pagoEm: expect.any(String), valorCentavos: 1845, descontoCentavos: 1845, plano: 'Mensal', reembolsos: [{ id: expect.stringMatching(/^re_/), em: expect.any(String), valorCentavos: 1845, situacao: 'succeeded' }] },
  ]);
  expect((await api(stack(), '/api/me/export?formato=json', { token })).json).toMatchObject({ pagamentos: data.pagamentos });
  // One language for its keys, one way to write an instant (the notice's epoch seconds and Stripe's included), a legend for Stripe's codes.
  const { keys, leaves } = walk(data);
  expect(OLD_ENGLISH_KEYS.filter((k) => keys.includes(k))).toEqual([]);
  const instants = leaves.filter(([, v]) => typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)).map(([, v]) => v as string);
  expect(instants.length).toBeGreaterThanOrEqual(10);
  for (const at of instants) expect(at).toMatch(SAO_PAULO_INSTANT);
  expect(leaves.filter(([, v]) => typeof v === 'number' && v > 1e9)).toEqual([]);
  expect(data.avisos).toEqual([{ id: expect.any(String), mensagem: 'Bem-vinda!', situacao: 'nao lido', criadoEm: expect.stringMatching(SAO_PAULO_INSTANT) }]);
  expect(Date.parse(data.avisos[0].criadoEm!)).toBe(noticeAt * 1000);
  expect(Date.parse(data.acessos[0].em)).toBe(Date.parse(authTime(first)));
  expect(data.legenda).toMatchObject({ 'assinatura.situacao': { canceled: 'Cancelada' }, 'pagamentos.reembolsos.situacao': { succeeded: 'concluído' }, 'avisos.situacao': { 'nao lido': 'Não lido' } });
  // What Stripe holds is what the file says.
  const url = new URL(stack().stripeEndpoint);
  const stripe = new Stripe(LOCAL_STRIPE.secretKey, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  const refunds = (await stripe.refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.uid === uid);
  expect(refunds.map((r) => r.id)).toEqual([data.pagamentos[0].reembolsos[0].id]);

  // The document she reads.
  const doc = await api(stack(), '/api/me/export?formato=html', { token });
  expect(doc.status).toBe(200);
  expect(doc.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(doc.headers.get('content-disposition')).toBe('attachment; filename="meus-dados-carey.html"');
  const html = doc.text;
  expect(html).toContain('<html lang="pt-BR">');
  expect(valuesOf(html, 'Nome')[0]).toBe('Ana &lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt; D&#39;Ávila');
  expect(html).not.toContain('<script>');
  expect(valuesOf(html, 'Pago em')).toEqual([sp(data.pagamentos[0].pagoEm)]);
  expect(valuesOf(html, 'Valor pago')).toEqual(['R$ 18,45']);
  expect(valuesOf(html, 'Plano')).toEqual(['Mensal']);
  expect(valuesOf(html, 'Reembolsos')).toEqual([`R$ 18,45 em ${sp(data.pagamentos[0].reembolsos[0].em)} (concluído)`]);
  expect(valuesOf(html, 'Situação no meio de pagamento')).toEqual(['Cancelada']);
  expect(valuesOf(html, 'Motivo')).toEqual(['Pede dinheiro ou dados bancários']);
  expect(valuesOf(html, 'Comentário')).toEqual(['Pediu um &quot;Pix&quot; &lt;adiantado&gt;']);
  expect(valuesOf(html, 'Vaga')).toEqual(['familia-pix/vaga-pix']);
  expect(valuesOf(html, 'Função')).toEqual(['Enfermeiro(a)']);
  expect(valuesOf(html, 'Cidade')).toEqual(['Campinas']);
  expect(valuesOf(html, 'Entrada em')).toEqual([sp(authTime(first)), sp(authTime(token))]);
  expect(valuesOf(html, 'Onde')).toEqual(['No cadastro']);
  expect(valuesOf(html, 'Aceito em')).toEqual([sp(data.consentimentos[0].aceitoEm)]);
  expect(valuesOf(html, 'Endereço IP')).toEqual(['127.0.0.1']);
  expect(html).toContain('<h2 id="aparelhos">Aparelhos com notificações</h2>');
  for (const internal of ['campotipoCadastro', 'tipodeconta', 'vagaId', 'pede-dinheiro', 'canceled', 'cus_']) expect(html).not.toContain(internal);

  // Another format is refused in Portuguese; without a token, nothing.
  const pdf = await api(stack(), '/api/me/export?formato=pdf', { token });
  expect(pdf.status).toBe(400);
  expect(pdf.json.message).toBe('O formato deve ser html (documento para ler) ou json (arquivo para outros sistemas).');
  expect((await api(stack(), '/api/me/export?formato=html')).status).toBe(401);
});

test('a one-off Pix payment and its refund appear, with the way of paying and the end of access while it lasts', async () => {
  const email = `exporta.pix.${Date.now()}@exemplo.com.br`;
  const uid = await createConfirmedUser(stack(), { email, password: PASSWORD, name: 'Rita Pix' });
  await createCaregiverWithClaims({
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
    uid, name: 'Rita Pix', email, phone: '31988776600', status: UNVERIFIED_STATUS, tipoDeCadastro: 'Cuidador', genero: 'Feminino',
    tipodeconta: NO_PLAN, campotipoCadastro: LAUNCH_CAMPAIGN, dataCadastro: new Date().toISOString(),
  });
  const token = (await signIn(stack(), email, PASSWORD)).accessToken;
  // One period of Trimestral by Pix (R$ 90,90, no coupon), paid in the simulated bank app.
  const checkout = await api(stack(), '/api/checkout', { method: 'POST', token, json: { plan: 'Trimestral', formaDePagamento: 'pix' } });
  expect(checkout.status).toBe(200);
  expect((await fetch(`${stack().stripeEndpoint}/_standin/pix/${(checkout.json as { id: string }).id}/pagar`, { method: 'POST' })).status).toBe(200);
  const me = await eventually(() => getCaregiver(uid), (c) => c?.tipodeconta === 'Trimestral');
  const until = new Date(me!.pixAccessUntil! * 1000).toISOString();

  const before = (await eventually(() => api(stack(), '/api/me/export', { token }), (r) => (r.json as unknown as AccountExport).pagamentos?.length === 1)).json as unknown as AccountExport;
  expect(before.assinatura).toMatchObject({ tipodeconta: 'Trimestral', formaDePagamento: 'pix', acessoAte: expect.stringMatching(SAO_PAULO_INSTANT) });
  expect(Date.parse(before.assinatura.acessoAte!)).toBe(Date.parse(until));
  expect(before.pagamentos).toEqual([{ id: expect.stringMatching(/^pi_/), pagoEm: expect.any(String), valorCentavos: 9090, descontoCentavos: 0, plano: 'Trimestral', reembolsos: [] }]);
  const paidAt = Date.parse(before.pagamentos[0].pagoEm);
  expect(Math.abs(paidAt - Date.now())).toBeLessThan(120_000);
  let html = (await api(stack(), '/api/me/export?formato=html', { token })).text;
  expect(valuesOf(html, 'Forma de pagamento')).toEqual(['Pix']);
  expect(valuesOf(html, 'Acesso até')).toEqual([sp(until)]);
  expect(valuesOf(html, 'Valor pago')).toEqual(['R$ 90,90']);
  expect(valuesOf(html, 'Pago em')).toEqual([sp(before.pagamentos[0].pagoEm)]);
  expect(valuesOf(html, 'Reembolsos')).toEqual(['Nenhum reembolso.']);

  // She withdraws within 7 days: the Pix is refunded in full, and the export shows the refund.
  expect((await api(stack(), '/api/me/assinatura/cancelamento', { method: 'POST', token, json: {} })).json.outcome).toBe('reembolso');
  const after = (await eventually(() => api(stack(), '/api/me/export', { token }), (r) => (r.json as unknown as AccountExport).pagamentos?.[0]?.reembolsos[0]?.situacao === 'succeeded')).json as unknown as AccountExport;
  expect(after.pagamentos).toEqual([{ ...before.pagamentos[0], reembolsos: [{ id: expect.stringMatching(/^re_/), em: expect.any(String), valorCentavos: 9090, situacao: 'succeeded' }] }]);
  html = (await api(stack(), '/api/me/export?formato=html', { token })).text;
  expect(valuesOf(html, 'Reembolsos')).toEqual([`R$ 90,90 em ${sp(after.pagamentos[0].reembolsos[0].em)} (concluído)`]);
  expect(valuesOf(html, 'Acesso até')).toEqual([]);
});

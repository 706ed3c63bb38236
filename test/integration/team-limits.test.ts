import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { AdminAddUserToGroupCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import type { AuditPage } from '../../contract/team';
import type { OpeningFileReport } from '../../contract/team-openings';
import { openingCsvTexts } from '../../contract/opening-csv-texts';
import { SUPPORT_REPLIES_PER_MESSAGE, type TeamSupportPage } from '../../contract/team-support';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR } from '../../infra/local/sample-data';
import { LOCAL_HASH_PEPPER } from '../../infra/local/settings';
import { createReadyCaregiver } from '../../infra/local/seed';
import { findDeletionReceipts } from '../../lambdas/account/data/account-deletions';
import { deletionEmailHash } from '../../lambdas/account/deletion';
import { caregiverKey } from '../../lambdas/caregivers/data/caregivers';
import { operatorCounterKey } from '../../lambdas/base/rate-limits/counters';
import { operatorLimits, windowOf, type OperatorLimitedAction } from '../../lambdas/base/rate-limits/limits';
import { db, tableName } from '../../lambdas/base/table/client';
import { newSupportMessage, putSupportMessage } from '../../lambdas/support/data/support-messages';
import { RECENT_SIGN_IN_SECONDS } from '../../lambdas/team/operator-guards';
import { signedInAgo } from './helpers/aged-token';
import { withClockHeld } from './helpers/held-clock';
import { api, signIn, signInOperator, useLocalStack, TSX } from './helpers/local-stack';
import { expectDeletionFinished } from './helpers/deletion';

/** Issue 29's limits on the team console: recent sign-in for deletions, per-operator limits, reply limit, operators' accounts. */
const stack = useLocalStack({ seed: true });

let operator: string;
let operatorUid: string;
beforeAll(async () => {
  operator = (await signInOperator(stack(), SAMPLE_OPERATOR)).accessToken;
  operatorUid = String(decodeJwt(operator).sub);
});

let n = 0;
const newCaregiver = async (name: string) => {
  n += 1;
  const account = { ...SAMPLE_ACCOUNT, name, email: `limites.${n}@exemplo.com.br`, phone: `3198765${String(n).padStart(4, '0')}` };
  return { ...account, uid: await createReadyCaregiver(stack(), account) };
};
const deleteAccount = (uid: string, token = operator) => api(stack(), `/api/equipe/cuidadoras/${uid}/exclusao`, { method: 'POST', token, json: { motivo: 'Pedido dela por telefone' } });
const block = (uid: string) => api(stack(), `/api/equipe/cuidadoras/${uid}/bloqueio`, { method: 'POST', token: operator, json: { motivo: 'Perfil falso' } });
const stillThere = async (uid: string) => Boolean((await db().send(new GetCommand({ TableName: tableName(), Key: caregiverKey(uid) }))).Item);
const registro = async () => ((await api(stack(), '/api/equipe/registro', { token: operator })).json as unknown as AuditPage).entries;

/**
 * Sets an operator's counter to `used` in this window. Its callers hold the clock (`withClockHeld`): the last request
 * allowed and the one refused must meet one window, and a midnight UTC between them would start a new one.
 */
async function useUp(action: OperatorLimitedAction, used: number) {
  const { start, expiresAt } = windowOf(Math.floor(Date.now() / 1000), operatorLimits[action].windowSeconds);
  await db().send(new UpdateCommand({ TableName: tableName(), Key: operatorCounterKey(action, operatorUid, start), UpdateExpression: 'SET attempts = :n, expiresAt = :x', ExpressionAttributeValues: { ':n': used, ':x': expiresAt } }));
}

describe("'Excluir conta (LGPD)' by the team", () => {
  it('is refused (403, in Portuguese, asking to sign in again) when her sign-in is older than the limit; nothing is deleted', async () => {
    const ana = await newCaregiver('Ana Antiga');
    const old = await signedInAgo(operator, RECENT_SIGN_IN_SECONDS + 120);
    expect((await api(stack(), '/api/equipe/visao-geral', { token: old })).status).toBe(200);
    const res = await deleteAccount(ana.uid, old);
    expect({ status: res.status, body: res.json }).toEqual({
      status: 403,
      body: { message: 'Para excluir uma conta, é preciso ter entrado no painel nos últimos 10 minutos. Saia, entre de novo e volte à página da cuidadora.', field: 'reautenticacao' },
    });
    expect(await stillThere(ana.uid)).toBe(true);
  });

  it('names the operator on the receipt and on the Registro line, which keeps the hash that finds the receipt', async () => {
    const bia = await newCaregiver('Bia Recibo');
    const res = await deleteAccount(bia.uid, await signedInAgo(operator, 30));
    expect(res.json).toEqual({ status: expect.any(String) });
    await expectDeletionFinished(stack(), res);
    const receiptHash = deletionEmailHash(bia.email, LOCAL_HASH_PEPPER);
    const [receipt] = await findDeletionReceipts(receiptHash);
    expect(receipt.requestedBy).toEqual({ operatorId: operatorUid, operatorEmail: SAMPLE_OPERATOR.email });
    const line = (await registro()).find((e) => e.action === 'exclusao-iniciada' && e.receiptHash === receiptHash);
    expect(line).toMatchObject({ actorId: operatorUid, actorLabel: SAMPLE_OPERATOR.email, targetDeleted: true });
    expect(line?.targetId).toBeUndefined();
    // `npm run deletion-receipt` says who in the team asked.
    const cli = await promisify(execFile)(TSX, ['bin/deletion-receipt.ts', bia.email], { cwd: path.resolve(__dirname, '../..'), env: process.env });
    expect(cli.stdout).toContain(`pedido pela equipe: ${SAMPLE_OPERATOR.email} (${operatorUid})`);
  });

  it(`holds the per-operator limit (${operatorLimits['team-deletion'].perOperator} a day): the next one is refused with 429 and nothing deleted`, async () => {
    const [last, over] = [await newCaregiver('Cris Última'), await newCaregiver('Dani Além')];
    const refused = await withClockHeld(async () => {
      await useUp('team-deletion', operatorLimits['team-deletion'].perOperator - 1);
      await expectDeletionFinished(stack(), await deleteAccount(last.uid));
      const answer = await deleteAccount(over.uid);
      await useUp('team-deletion', 0);
      return answer;
    });
    expect({ status: refused.status, body: refused.json }).toEqual({ status: 429, body: { message: `Você já pediu ${operatorLimits['team-deletion'].perOperator} exclusões de conta hoje, o limite por pessoa da equipe. Tente de novo amanhã ou peça a outra pessoa da equipe.` } });
    expect(await stillThere(over.uid)).toBe(true);
  });
});

describe("operators' accounts", () => {
  it('her own account: block and delete refused with 403 in Portuguese', async () => {
    for (const res of [await block(operatorUid), await deleteAccount(operatorUid)]) {
      expect({ status: res.status, body: res.json }).toEqual({ status: 403, body: { message: 'Você não pode bloquear nem excluir a sua própria conta.' } });
    }
  });

  it("another operator's account, by the group equipe or by her operator record: block and delete refused, she keeps her access", async () => {
    const inGroup = await newCaregiver('Eva Equipe');
    await new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminAddUserToGroupCommand({ UserPoolId: stack().userPoolId, Username: inGroup.email, GroupName: 'equipe' }));
    const withRecord = await newCaregiver('Fabi Registro');
    await db().send(new PutCommand({ TableName: tableName(), Item: { PK: `OPERATOR#${withRecord.uid}`, SK: 'OPERATOR', entity: 'operator' } }));
    for (const who of [inGroup, withRecord]) {
      for (const res of [await block(who.uid), await deleteAccount(who.uid)]) {
        expect({ status: res.status, body: res.json }).toEqual({ status: 403, body: { message: 'Esta é a conta de uma pessoa da equipe Carey: ela não pode ser bloqueada nem excluída pelo painel.' } });
      }
      expect(await stillThere(who.uid)).toBe(true);
      expect((await signIn(stack(), who.email, who.password)).accessToken).toEqual(expect.any(String));
    }
  });
});

describe('Atendimento: replies per message', () => {
  it(`answers one message at most ${SUPPORT_REPLIES_PER_MESSAGE} times; the next reply gets 429 in Portuguese and sends nothing`, async () => {
    const message = newSupportMessage({ nome: 'Gabi', email: 'gabi.respostas@exemplo.com.br', whatsapp: '11912345678', mensagem: 'Olá' });
    await putSupportMessage(message);
    const reply = (text: string) => api(stack(), `/api/equipe/atendimento/${message.id}/resposta`, { method: 'POST', token: operator, json: { resposta: text } });
    for (let i = 1; i <= SUPPORT_REPLIES_PER_MESSAGE; i++) expect((await reply(`Resposta ${i}`)).status).toBe(200);
    const over = await reply('Mais uma');
    expect({ status: over.status, body: over.json }).toEqual({ status: 429, body: { message: `Esta mensagem já recebeu ${SUPPORT_REPLIES_PER_MESSAGE} respostas, o máximo permitido. Para continuar a conversa, espere uma nova mensagem de quem escreveu.` } });
    const kept = await api(stack(), `/api/equipe/atendimento?email=${encodeURIComponent(message.email!)}`, { token: operator });
    expect((kept.json as unknown as TeamSupportPage).items[0].resposta?.texto).toBe(`Resposta ${SUPPORT_REPLIES_PER_MESSAGE}`);
  });
});

describe('Avisos: sends per operator', () => {
  it(`holds the daily limit (${operatorLimits['team-notice'].perOperator}): the next send is refused with 429 and reaches nobody`, async () => {
    const send = () => api(stack(), '/api/equipe/avisos', { method: 'POST', token: operator, json: { mensagem: 'Aviso do limite', destinatarias: 'uma', cuidadora: SAMPLE_ACCOUNT.email } });
    const [last, over] = await withClockHeld(async () => {
      await useUp('team-notice', operatorLimits['team-notice'].perOperator - 1);
      const answers = [await send(), await send()];
      await useUp('team-notice', 0);
      return answers;
    });
    expect(last.status).toBe(201);
    expect({ status: over.status, body: over.json }).toEqual({ status: 429, body: { message: `Você já enviou ${operatorLimits['team-notice'].perOperator} avisos hoje, o limite por pessoa da equipe. Tente de novo amanhã.` } });
    const caregiver = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
    const bell = (await api(stack(), '/api/notices', { token: caregiver })).json.items as { mensagem: string }[];
    expect(bell.filter((x) => x.mensagem === 'Aviso do limite')).toHaveLength(1);
  });
});

describe("'Arquivo de vagas': invalid UTF-8 and control characters", () => {
  const upload = (body: string | Buffer, type = 'text/csv; charset=utf-8') =>
    api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', token: operator, headers: { 'content-type': type }, body: body as string });

  it('refuses bytes that are not valid UTF-8 as a whole file, in Portuguese; nothing written', async () => {
    const bytes = Buffer.concat([Buffer.from('familia;vaga;createdAt;cidade\r\nfamilia-utf;vaga-utf;2026-11-23T10:00:00Z;S', 'utf8'), Buffer.from([0xc3, 0x28]), Buffer.from('o Paulo\r\n')]);
    const res = await upload(bytes);
    expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: `Arquivo recusado: ${openingCsvTexts.brokenUtf8}` } });
  });

  it('refuses, by line, each row whose fields hold control, invisible or bidirectional characters; the clean row is written', async () => {
    const rows = ['familia-ctl;Família Controle;vaga-ok;2026-11-23T10:00:00Z;Cuidar da Dona Maria;Campinas', 'familia-ctl;;vaga-bidi;2026-11-23T10:00:00Z;Pagamento \u202Egnp.exe;Campinas', 'familia-ctl;;vaga-zw;2026-11-23T10:00:00Z;Olá;Camp\u200Binas'];
    const csv = ['familia;familia_nome;vaga;createdAt;detalhesVaga;cidade', ...rows].join('\r\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    const report = res.json as unknown as OpeningFileReport;
    expect({ openings: report.written.openings, refused: report.refused.length }).toEqual({ openings: 1, refused: 2 });
    expect(report.refused.map((r) => [r.linha, r.reason])).toEqual([
      [3, 'Coluna "detalhesVaga" (no formulário: Detalhes da vaga): tem caracteres que não são permitidos (caracteres de controle, invisíveis ou de direção do texto).'],
      [4, 'Coluna "cidade" (no formulário: Cidade): tem caracteres que não são permitidos (caracteres de controle, invisíveis ou de direção do texto).'],
    ]);
    const json = { families: [{ id: 'familia-esc', name: 'Fam\u0007ília' }] };
    const escaped = await api(stack(), '/api/equipe/vagas/arquivo', { method: 'POST', json, token: operator });
    expect(escaped.json).toMatchObject({ written: { families: 0 }, refused: [{ kind: 'family', reason: expect.stringContaining('tem caracteres que não são permitidos') }] });
  });
});

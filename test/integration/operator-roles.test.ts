import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { operatorRoleTexts as role } from '../../contract/operator-role-texts';
import type { OperatorRole } from '../../contract/operators';
import { teamRoutes } from '../../lambdas/team/routes';
import { changeOperatorAudited } from '../../lambdas/team/data/operator-table';
import { auditLine } from '../../lambdas/team/audit';
import { createOperatorUser, signInOperatorWithTotp } from '../../lambdas/team/cognito';
import { decodeJwt } from 'jose';
import { addEnrolledOperator } from '../../infra/local/seed';
import { totpCode } from '../../infra/local/totp';
import { api, signInOperator, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();
const PASSWORD = 'Carey2024!';
const REMOVED = 'Seu acesso ao painel da equipe foi removido ou desativado. Fale com uma pessoa da Administração da Carey.';
const cognito = () => new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint });
const tokens = new Map<OperatorRole, string>();
const subs = new Map<OperatorRole, string>();

async function operatorWith(email: string, papel: OperatorRole) {
  await addEnrolledOperator(stack(), { email, password: PASSWORD, role: papel });
  const token = (await signInOperator(stack(), { email, password: PASSWORD })).accessToken;
  return { sub: String(decodeJwt(token).sub), token };
}

beforeAll(async () => {
  for (const [i, papel] of [role.admin, role.support, role.readOnly].entries()) {
    const { sub, token } = await operatorWith(`papel${i}@exemplo.com.br`, papel);
    tokens.set(papel, token);
    subs.set(papel, sub);
  }
});

// A caregiver that does not exist and an opening that does not either: an admitted role gets 404/400/409, never 403.
const pathOf = (template: string) => template.replace('{uid}', randomUUID()).replace('{clientId}', 'familia-nenhuma').replace('{id}', 'nenhum');
const bodyOf = (path: string) => (path === '/api/equipe/avisos' ? { destinatarias: 'uma', cuidadora: 'ninguem@exemplo.com.br', mensagem: 'Teste' } : {});

describe('each role reaches exactly its team routes (the route table, checked by the server)', () => {
  it.each(teamRoutes.flatMap((route) => [role.admin, role.support, role.readOnly].map((papel) => [`${papel} → ${route.method} ${route.path}`, route, papel] as const)))(
    '%s',
    async (_name, route, papel) => {
      const res = await api(stack(), pathOf(route.path), { method: route.method, json: route.method === 'GET' ? undefined : bodyOf(route.path), token: tokens.get(papel) });
      if ((route.roles ?? []).includes(papel)) expect(res.status).not.toBe(403);
      else expect({ status: res.status, body: res.json }).toEqual({ status: 403, body: { message: `Seu papel (${papel}) não permite esta ação no painel da equipe.` } });
    },
  );

  it("'Atendimento' sends a notice to one caregiver, not to a segment", async () => {
    const res = await api(stack(), '/api/equipe/avisos', { method: 'POST', json: { destinatarias: 'todas', mensagem: 'Para todas' }, token: tokens.get(role.support) });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/Administração/);
  });
});

describe('the operator record is read on every request', () => {
  it('a member of the group without a record is refused', async () => {
    const account = { email: 'sem.registro@exemplo.com.br', password: PASSWORD };
    await createOperatorUser(cognito(), { operatorsPoolId: stack().operatorsPoolId, caregiversPoolId: stack().userPoolId, ...account });
    const token = (await signInOperatorWithTotp(cognito(), { clientId: stack().operatorsClientId, ...account, codeFor: (s) => totpCode(s) })).accessToken;
    const res = await api(stack(), '/api/equipe/visao-geral', { token });
    expect({ status: res.status, body: res.json }).toEqual({ status: 403, body: { message: REMOVED } });
  });

  it('a removed operator is refused at her next request, with the same token', async () => {
    const { sub, token } = await operatorWith('removida@exemplo.com.br', role.readOnly);
    expect((await api(stack(), '/api/equipe/visao-geral', { token })).status).toBe(200);
    const removed = await changeOperatorAudited({ sub, expectedRole: role.readOnly, remove: true }, auditLine({ id: subs.get(role.admin)!, label: '' }, { action: 'operadora-removida', target: { id: sub } }));
    expect(removed).toBe(true);
    const res = await api(stack(), '/api/equipe/visao-geral', { token });
    expect({ status: res.status, body: res.json }).toEqual({ status: 403, body: { message: REMOVED } });
  });

  it("'Visão geral' tells each operator her own role, which the console shows her actions by", async () => {
    for (const papel of [role.admin, role.support, role.readOnly]) {
      const res = await api(stack(), '/api/equipe/visao-geral', { token: tokens.get(papel)! });
      expect({ status: res.status, operator: res.json.operator }).toEqual({ status: 200, operator: { role: papel } });
    }
  });

  it('a role change counts from her next request', async () => {
    const { sub, token } = await operatorWith('promovida@exemplo.com.br', role.readOnly);
    const path = `/api/equipe/cuidadoras/${randomUUID()}/verificacao`;
    expect((await api(stack(), path, { method: 'POST', json: {}, token })).status).toBe(403);
    await changeOperatorAudited({ sub, expectedRole: role.readOnly, role: role.admin }, auditLine({ id: subs.get(role.admin)!, label: '' }, { action: 'papel-alterado', target: { id: sub } }));
    expect((await api(stack(), path, { method: 'POST', json: {}, token })).status).not.toBe(403);
    expect((await api(stack(), '/api/equipe/visao-geral', { token })).json.operator).toEqual({ role: role.admin });
  });
});

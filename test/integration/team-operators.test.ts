import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { operatorRoleTexts as role } from '../../contract/operator-role-texts';
import type { TeamOperatorList } from '../../contract/operators';
import type { AuditPage } from '../../contract/team';
import { createReadyCaregiver } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { decodeJwt } from 'jose';
import { addEnrolledOperator } from '../../infra/local/seed';
import { api, signInOperator, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();
const ADMIN = { email: 'admin.operadoras@exemplo.com.br', password: 'Carey2024!' };
let admin: string;
let adminSub: string;

beforeAll(async () => {
  await addEnrolledOperator(stack(), { ...ADMIN, name: 'Ana Admin' });
  admin = (await signInOperator(stack(), ADMIN)).accessToken;
  adminSub = String(decodeJwt(admin).sub);
});

const list = async () => ((await api(stack(), '/api/equipe/operadoras', { token: admin })).json as unknown as TeamOperatorList).operators;
const auditLines = async () => ((await api(stack(), '/api/equipe/registro', { token: admin })).json as unknown as AuditPage).entries;
const cognitoUser = (email: string) => new CognitoIdentityProviderClient({ endpoint: stack().cognitoEndpoint }).send(new AdminGetUserCommand({ UserPoolId: stack().operatorsPoolId, Username: email }));

describe("'Operadoras'", () => {
  it('lists the operators with role and TOTP state, herself marked', async () => {
    expect(await list()).toEqual([expect.objectContaining({ id: adminSub, email: ADMIN.email, name: 'Ana Admin', role: role.admin, totpEnabled: true, self: true })]);
  });

  it('invites, changes the role and removes, each with its one Registro line; the removed one is disabled in Cognito', async () => {
    const invited = await api(stack(), '/api/equipe/operadoras', { method: 'POST', json: { email: 'Nova.Operadora@exemplo.com.br', name: 'Nova', role: role.support }, token: admin });
    expect(invited.status).toBe(201);
    const id = String(invited.json.id);
    expect(await list()).toContainEqual(expect.objectContaining({ id, email: 'nova.operadora@exemplo.com.br', role: role.support, totpEnabled: false, self: false }));
    expect((await cognitoUser('nova.operadora@exemplo.com.br')).UserStatus).toBe('FORCE_CHANGE_PASSWORD');

    const changed = await api(stack(), `/api/equipe/operadoras/${id}/papel`, { method: 'PUT', json: { role: role.readOnly }, token: admin });
    expect({ status: changed.status, body: changed.json }).toEqual({ status: 200, body: { changed: true } });
    expect(await list()).toContainEqual(expect.objectContaining({ id, role: role.readOnly }));

    const removed = await api(stack(), `/api/equipe/operadoras/${id}`, { method: 'DELETE', token: admin });
    expect({ status: removed.status, body: removed.json }).toEqual({ status: 200, body: { changed: true } });
    expect((await list()).map((o) => o.id)).toEqual([adminSub]);
    expect((await cognitoUser('nova.operadora@exemplo.com.br')).Enabled).toBe(false);

    const lines = (await auditLines()).filter((e) => e.targetId === id);
    expect(lines.map((e) => e.action).sort()).toEqual(['operadora-convidada', 'operadora-removida', 'papel-alterado']);
    expect(lines.every((e) => e.actorId === adminSub)).toBe(true);
    // The role change says from what to what, as 'Operadoras' showed them.
    expect(lines.filter((e) => e.action === 'papel-alterado').map((e) => e.details)).toEqual([{ papel: 'Atendimento → Leitura' }]);
  });

  it('invites a removed operator again as a new one: a new user and record, her old sign-in gone, her old lines kept', async () => {
    const BACK = { email: 'volta.operadora@exemplo.com.br', password: 'Carey2024!' };
    await addEnrolledOperator(stack(), { ...BACK, name: 'Volta', role: role.support });
    const oldId = (await list()).find((o) => o.email === BACK.email)!.id;
    // While she is active her address is refused, and Cognito is not touched.
    const twice = await api(stack(), '/api/equipe/operadoras', { method: 'POST', json: { email: BACK.email, name: 'Volta', role: role.admin }, token: admin });
    expect({ status: twice.status, body: twice.json }).toEqual({ status: 409, body: { message: 'Já existe uma operadora ativa com este e-mail.', field: 'email' } });
    expect((await cognitoUser(BACK.email)).Enabled).toBe(true);

    expect((await api(stack(), `/api/equipe/operadoras/${oldId}`, { method: 'DELETE', token: admin })).status).toBe(200);
    const again = await api(stack(), '/api/equipe/operadoras', { method: 'POST', json: { email: BACK.email, name: 'Volta de novo', role: role.readOnly }, token: admin });
    expect(again.status).toBe(201);
    const newId = String(again.json.id);
    expect(newId).not.toBe(oldId);
    expect(await list()).toContainEqual(expect.objectContaining({ id: newId, email: BACK.email, name: 'Volta de novo', role: role.readOnly, totpEnabled: false }));
    expect((await list()).map((o) => o.id)).not.toContain(oldId);
    const user = await cognitoUser(BACK.email);
    expect({ enabled: user.Enabled, status: user.UserStatus, mfa: user.UserMFASettingList ?? [] }).toEqual({ enabled: true, status: 'FORCE_CHANGE_PASSWORD', mfa: [] });
    // Her old password and authenticator no longer open the console: she starts again from the e-mailed password.
    await expect(signInOperator(stack(), BACK)).rejects.toThrow();

    const lines = await auditLines();
    expect(lines.filter((e) => e.targetId === oldId).map((e) => e.action)).toEqual(['operadora-removida']);
    expect(lines.filter((e) => e.targetId === newId).map((e) => e.action)).toEqual(['operadora-convidada']);
  });

  it("never promotes an existing account: a caregiver's address is refused", async () => {
    await createReadyCaregiver(stack(), SAMPLE_ACCOUNT);
    const res = await api(stack(), '/api/equipe/operadoras', { method: 'POST', json: { email: SAMPLE_ACCOUNT.email, name: 'Intrusa', role: role.admin }, token: admin });
    expect({ status: res.status, body: res.json }).toEqual({ status: 409, body: { message: 'Já existe uma conta com este e-mail; convide a operadora com outro endereço.', field: 'email' } });
  });

  it('refuses her own removal and her own role change, in Portuguese, writing nothing', async () => {
    // The seeded sample operator is an Administração too: made 'Leitura' first, Ana is the last one
    for (const other of (await list()).filter((o) => o.role === role.admin && o.id !== adminSub)) {
      expect((await api(stack(), `/api/equipe/operadoras/${other.id}/papel`, { method: 'PUT', json: { role: role.readOnly }, token: admin })).status).toBe(200);
    }
    const before = (await auditLines()).length;
    const self = await api(stack(), `/api/equipe/operadoras/${adminSub}`, { method: 'DELETE', token: admin });
    expect({ status: self.status, body: self.json }).toEqual({ status: 409, body: { message: 'Você não pode remover a sua própria conta de operadora.' } });
    for (const papel of [role.readOnly, role.support]) {
      const own = await api(stack(), `/api/equipe/operadoras/${adminSub}/papel`, { method: 'PUT', json: { role: papel }, token: admin });
      expect({ status: own.status, body: own.json }).toEqual({ status: 409, body: { message: 'Você não pode mudar o seu próprio papel. Peça a outra pessoa da Administração.' } });
    }
    expect((await list()).find((o) => o.id === adminSub)?.role).toBe(role.admin);
    expect((await auditLines()).length).toBe(before);
  });

  it.each([
    [{ email: 'x', name: 'X', role: role.admin }, 'email'],
    [{ email: 'x@exemplo.com.br', name: ' ', role: role.admin }, 'name'],
    [{ email: 'x@exemplo.com.br', name: 'X', role: 'Chefe' }, 'role'],
  ])('refuses a bad invite %p (400, Portuguese, the field named)', async (json, field) => {
    const res = await api(stack(), '/api/equipe/operadoras', { method: 'POST', json, token: admin });
    expect(res.status).toBe(400);
    expect(res.json.field).toBe(field);
    expect(String(res.json.message)).toMatch(/[Ii]nforme|Escolha um papel/);
  });
});

// Runs last: it leaves Ana 'Leitura'.
describe('demotions at once', () => {
  // Proves: 'never the last Administração' holds under concurrency (the other administrator is checked in the
  // same transaction, active AND still Administração), not only one request after another.
  it('two administrators demoting each other at once: exactly one succeeds, one Administração remains', async () => {
    const X = { email: 'xenia.admin@exemplo.com.br', password: 'Carey2024!' };
    const Y = { email: 'yara.admin@exemplo.com.br', password: 'Carey2024!' };
    await addEnrolledOperator(stack(), { ...X, name: 'Xênia', role: role.admin });
    await addEnrolledOperator(stack(), { ...Y, name: 'Yara', role: role.admin });
    const x = (await signInOperator(stack(), X)).accessToken;
    const y = (await signInOperator(stack(), Y)).accessToken;
    const [xSub, ySub] = [String(decodeJwt(x).sub), String(decodeJwt(y).sub)];
    // Only the two of them are Administração.
    for (const other of (await list()).filter((o) => o.role === role.admin && o.id !== xSub && o.id !== ySub)) {
      expect((await api(stack(), `/api/equipe/operadoras/${other.id}/papel`, { method: 'PUT', json: { role: role.readOnly }, token: x })).status).toBe(200);
    }

    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        api(stack(), `/api/equipe/operadoras/${ySub}/papel`, { method: 'PUT', json: { role: role.readOnly }, token: x }),
        api(stack(), `/api/equipe/operadoras/${xSub}/papel`, { method: 'PUT', json: { role: role.readOnly }, token: y }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers[0].status === 200 ? x : y;
      const operators = ((await api(stack(), '/api/equipe/operadoras', { token: winner })).json as unknown as TeamOperatorList).operators;
      expect(operators.filter((o) => o.role === role.admin).map((o) => o.id)).toEqual([answers[0].status === 200 ? xSub : ySub]);
      // The one demoted is made Administração again for the next round.
      const loser = answers[0].status === 200 ? ySub : xSub;
      expect((await api(stack(), `/api/equipe/operadoras/${loser}/papel`, { method: 'PUT', json: { role: role.admin }, token: winner })).status).toBe(200);
    }
  });
});

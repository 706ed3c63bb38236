import { OPERATOR_ROLES, type OperatorRole } from '../../contract/operators';
import { operatorRoleTexts as role } from '../../contract/operator-role-texts';
import { routes } from '../routes';
import type { OperatorRecord } from './data/operator-table';
import { checkOperatorAccess } from './operator-access';

const teamRoutes = routes.filter((r) => r.access === 'team');
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** What each role reaches beyond every team GET (which all three read, 'Operadoras' excepted). */
const SUPPORT_WRITES = [
  'POST /api/equipe/atendimento/{id}/resposta',
  'POST /api/equipe/atendimento/{id}/arquivo',
  'POST /api/equipe/cuidadoras/{uid}/verificacao-email',
  'POST /api/equipe/avisos',
];
const ADMIN_ONLY_READS = ['GET /api/equipe/operadoras'];

function expectedRoles(routeKey: string): OperatorRole[] {
  if (ADMIN_ONLY_READS.includes(routeKey)) return [role.admin];
  if (routeKey.startsWith('GET ')) return [...OPERATOR_ROLES];
  if (SUPPORT_WRITES.includes(routeKey)) return [role.admin, role.support];
  return [role.admin];
}

describe('the route table gives each team route its roles', () => {
  it.each(teamRoutes.map((r) => [key(r), r] as const))('%s', (routeKey, route) => {
    expect(route.roles).toEqual(expectedRoles(routeKey));
    // every team request reads the caller's operator record
    expect(route.needs).toContain('table-read');
  });

  it('Administração reaches every team route; Leitura writes nothing', () => {
    expect(teamRoutes.filter((r) => !r.roles.includes(role.admin))).toEqual([]);
    expect(teamRoutes.filter((r) => r.roles.includes(role.readOnly) && r.method !== 'GET')).toEqual([]);
  });

  it('no other route names roles', () => {
    expect(routes.filter((r) => r.access !== 'team' && r.roles !== undefined)).toEqual([]);
  });
});

describe('checkOperatorAccess', () => {
  const record = (over: Partial<OperatorRecord>): OperatorRecord => ({ sub: 's1', email: 'a@exemplo.com.br', name: 'Ana', role: role.admin, active: true, createdAt: '2026-01-01T00:00:00.000Z', ...over });
  const storeWith = (r: OperatorRecord | undefined) => ({ getOperatorRecord: async () => r });

  it('lets an active operator with an admitted role through, and hands her record on', async () => {
    await expect(checkOperatorAccess({ uid: 's1', roles: [role.admin, role.support] }, storeWith(record({ role: role.support })))).resolves.toMatchObject({ role: role.support });
  });

  it.each([
    ['no record', undefined, /removido ou desativado/],
    ['an inactive one', record({ active: false }), /removido ou desativado/],
    ['a role the route does not admit', record({ role: role.readOnly }), /Seu papel \(Leitura\) não permite/],
  ])('refuses %s with 403 in Portuguese', async (_name, found, message) => {
    await expect(checkOperatorAccess({ uid: 's1', roles: [role.admin] }, storeWith(found))).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringMatching(message) });
  });

  it('refuses everyone on a route the table does not know', async () => {
    await expect(checkOperatorAccess({ uid: 's1', roles: undefined }, storeWith(record({})))).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

import { screen, within } from '@testing-library/react';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';
import { teamCaregiverRecord } from '../../testing/team-record';
import type { TeamCaregiverRecord, TeamOverview } from '../../../../contract/team';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

// Issue 39: 'Visão geral' counts those with a plan by how they pay, and her page in 'Cuidadoras' says how she pays,
// with the names /minha-conta gives each way ('Cartão de crédito', 'Pix Automático', 'Pix').
const operatorSession = { tokens: { accessToken: { toString: () => 'token-de-teste', payload: {} } } };
const counts: TeamOverview = {
  caregivers: { total: 1_250, newLast7Days: 3, withPlan: 1_057, byPaymentMethod: { cartao: 1_024, 'pix-automatico': 21, pix: 12 } },
  openings: { open: 1, closed: 0, unplaced: 0 },
  alerts: 0,
  supportWaiting: 0,
  reports: { open: 0 },
};
const overview = { 'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Leitura' } } }) };

beforeEach(() => {
  auth.resetAuthMock();
  auth.fetchAuthSession.mockResolvedValue(operatorSession);
});

/** The number a term labels in a group of 'Visão geral' (each dd is labelled by its dt). */
const countIn = (group: HTMLElement, term: string) => within(group).getByRole('definition', { name: term });

test("'Visão geral': a group 'Com plano, por forma de pagamento' with each way's count, each labelled by its name", async () => {
  mockApi(overview);
  renderApp('/equipe');
  const group = await screen.findByRole('region', { name: 'Com plano, por forma de pagamento' }, { timeout: 15_000 });
  expect(countIn(group, 'Cartão de crédito')).toHaveTextContent(/^1\.024$/);
  expect(countIn(group, 'Pix Automático')).toHaveTextContent(/^21$/);
  expect(countIn(group, 'Pix')).toHaveTextContent(/^12$/);
  expect(within(group).getAllByRole('term').map((t) => t.textContent)).toEqual(['Cartão de crédito', 'Pix Automático', 'Pix']);
  // 'Com plano' stays in its own group, the sum of the three
  const caregivers = screen.getByRole('region', { name: 'Cadastros de cuidadoras' });
  expect(within(caregivers).getByRole('definition', { name: 'Com plano' })).toHaveTextContent('1.057');
}, 30_000);

const record = (fields: Partial<TeamCaregiverRecord>) => teamCaregiverRecord({ name: 'Rita Pix', tipodeconta: 'Mensal', ...fields });

test.each([
  ['cartao', 'Cartão de crédito'],
  ['pix-automatico', 'Pix Automático'],
  ['pix', 'Pix'],
] as const)("her page: %s is shown as 'Forma de pagamento' %s", async (formaDePagamento, shown) => {
  mockApi({ ...overview, 'GET /api/equipe/cuidadoras/u1': () => ({ body: record({ formaDePagamento }) }) });
  renderApp('/equipe/cuidadoras/u1');
  const term = await screen.findByText('Forma de pagamento', {}, { timeout: 15_000 });
  expect(term.tagName).toBe('DT');
  expect(term.nextElementSibling).toHaveTextContent(new RegExp(`^${shown}$`));
}, 30_000);

test("her page without a plan: no 'Forma de pagamento' line", async () => {
  mockApi({ ...overview, 'GET /api/equipe/cuidadoras/u1': () => ({ body: record({ tipodeconta: 'Sem Plano' }) }) });
  renderApp('/equipe/cuidadoras/u1');
  expect(await screen.findByText('Desistências com reembolso', {}, { timeout: 15_000 })).toBeInTheDocument();
  expect(screen.queryByText('Forma de pagamento')).toBeNull();
}, 30_000);

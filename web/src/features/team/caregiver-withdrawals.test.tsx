import { screen, within } from '@testing-library/react';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';
import { teamCaregiverRecord } from '../../testing/team-record';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

// Claim (docs/decisions/068): her page in 'Cuidadoras' shows how many subscriptions she withdrew from (CDC art. 49),
// as the server counts them: none, one, several.
const operatorSession = { tokens: { accessToken: { toString: () => 'token-de-teste', payload: {} } } };
const counts = { caregivers: { total: 1, newLast7Days: 0, withPlan: 0, byPaymentMethod: { cartao: 0, 'pix-automatico': 0, pix: 0 } }, openings: { open: 1, closed: 0, unplaced: 0 }, alerts: 0, supportWaiting: 0, reports: { open: 0 } };
const record = (desistencias: number) => teamCaregiverRecord({ desistencias });

beforeEach(() => {
  auth.resetAuthMock();
  auth.fetchAuthSession.mockResolvedValue(operatorSession);
});

test.each([
  [0, 'Nenhuma'],
  [1, '1 assinatura'],
  [3, '3 assinaturas'],
])('%i withdrawals: "Desistências com reembolso" says %s', async (n, shown) => {
  mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Leitura' } } }),
    'GET /api/equipe/cuidadoras/u1': () => ({ body: record(n) }),
  });
  renderApp('/equipe/cuidadoras/u1');
  const term = await screen.findByText('Desistências com reembolso', {}, { timeout: 15_000 });
  expect(term.tagName).toBe('DT');
  expect(term.nextElementSibling).toHaveTextContent(new RegExp(`^${shown}$`));
  expect(within(term.parentElement!).getByText(shown)).toBeInTheDocument();
}, 30_000);

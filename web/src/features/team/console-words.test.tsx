import { screen } from '@testing-library/react';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';
import { teamCaregiverRecord } from '../../testing/team-record';
import { accountState, familyLabel, noticeLine, statusLabel } from './console-words';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

// Issue 51, item 9: the console's words as an operator reads them: statuses with an initial capital, a notice's
// state in Portuguese with its accent, a family without a name said in words (expected texts written out).
describe('the words', () => {
  it('statuses with an initial capital, as the console’s other statuses', () => {
    expect(statusLabel('conta não verificada')).toBe('Conta não verificada');
    expect(statusLabel('conta verificada')).toBe('Conta verificada');
    expect(accountState('conta não verificada', true)).toBe('Acesso bloqueado · Conta não verificada');
  });

  it("a notice's state with its accent: 'não lido', never 'nao lido'", () => {
    expect(noticeLine('Bem-vinda!', 'nao lido')).toBe('Bem-vinda! (não lido)');
    expect(noticeLine('Bem-vinda!', 'lido')).toBe('Bem-vinda! (lido)');
  });

  it('a family without a name: said so, then her code', () => {
    expect(familyLabel(null, 'familia-12')).toBe('Família sem nome · código familia-12');
    expect(familyLabel('Família Souza', 'familia-1')).toBe('Família Souza');
  });
});

const operatorSession = { tokens: { accessToken: { toString: () => 'token-de-teste', payload: {} } } };
const counts = { caregivers: { total: 1, newLast7Days: 0, withPlan: 0, byPaymentMethod: { cartao: 0, 'pix-automatico': 0, pix: 0 } }, openings: { open: 1, closed: 0, unplaced: 0 }, alerts: 0, supportWaiting: 0, reports: { open: 0 } };

test("her page: 'Conta não verificada' and her notices '(não lido)'", async () => {
  auth.resetAuthMock();
  auth.fetchAuthSession.mockResolvedValue(operatorSession);
  const notices = [{ id: '1796174634-2131102d', mensagem: 'Seu documento foi recebido.', status: 'nao lido', createdAt: 1796174634 }];
  mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Leitura' } } }),
    'GET /api/equipe/cuidadoras/u1': () => ({ body: teamCaregiverRecord({ status: 'conta não verificada', notices }) }),
  });
  renderApp('/equipe/cuidadoras/u1');
  const term = await screen.findByText('Situação da conta', { selector: 'dt' }, { timeout: 15_000 });
  expect(term.nextElementSibling).toHaveTextContent(/^Conta não verificada$/);
  expect(await screen.findByText('Seu documento foi recebido. (não lido)')).toBeInTheDocument();
  expect(screen.queryByText(/nao lido/)).not.toBeInTheDocument();
}, 30_000);

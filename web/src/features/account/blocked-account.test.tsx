// Claim: a caregiver the team blocked, with a session still open, reads the server's reason on every page that loads
// her data (account, openings, notices), never the page's own "try again"; any other failure keeps those words.
import { screen } from '@testing-library/react';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const BLOCKED = 'Seu acesso ao Carey foi bloqueado pela equipe. Para saber o motivo, fale com o suporte pelo formulário de atendimento ou pelo WhatsApp.';

function api(status: number, message: string) {
  const refused = () => ({ status, body: { message } });
  return mockApi({
    'GET /api/me': refused,
    'GET /api/notices': refused,
    'GET /api/notices/historico': refused,
    'GET /api/alerts': refused,
    'GET /api/me/assinatura': refused,
    'GET /api/openings': refused,
  });
}

beforeEach(() => {
  auth.resetAuthMock();
  window.scrollTo = jest.fn();
});

test.each([
  ['/minha-conta', 'Minha Conta'],
  ['/buscar-vagas', 'Buscar Vagas'],
])("blocked: %s shows the server's reason, and no 'Tentar novamente'", async (path) => {
  api(403, BLOCKED);
  renderApp(path);
  const shown = await screen.findAllByText(BLOCKED);
  expect(shown.length).toBeGreaterThanOrEqual(1);
  expect(screen.queryByText('Não foi possível carregar seus dados. Tente novamente.')).not.toBeInTheDocument();
  expect(screen.queryByText('Não foi possível carregar as vagas. Tente novamente.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
});

test("blocked: the notices page shows the server's reason", async () => {
  const calls = api(403, BLOCKED);
  renderApp('/avisos');
  const shown = await screen.findAllByText(BLOCKED);
  expect(shown.some((element) => element.closest('main') !== null)).toBe(true);
  expect(calls.calls.some((c) => c.path.startsWith('/api/notices'))).toBe(true);
});

test("a server failure (500) keeps the page's own words: a 500's text is not a reason for her", async () => {
  api(500, 'Erro interno.');
  renderApp('/minha-conta');
  expect(await screen.findByText('Não foi possível carregar seus dados. Tente novamente.')).toBeInTheDocument();
  expect(screen.queryByText('Erro interno.')).not.toBeInTheDocument();
});

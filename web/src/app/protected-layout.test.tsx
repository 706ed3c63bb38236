import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../testing/auth-mock';
import { caregiver, mockApi, pathname, renderApp, search } from '../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../testing/auth-mock'));

const notices = [
  { id: '1700000300-aaaaaaaa', mensagem: 'Nova vaga perto de você', status: 'nao lido', createdAt: 1700000300 },
  { id: '1700000200-bbbbbbbb', mensagem: 'Complete seu perfil no app', status: 'nao lido', createdAt: 1700000200 },
  { id: '1700000100-cccccccc', mensagem: 'Bem-vinda ao Carey', status: 'nao lido', horario: 'ontem' },
];

beforeEach(() => auth.resetAuthMock());

test.each(['/home', '/minha-conta', '/buscar-vagas', '/support', '/buscar-vagas?vaga=familia-01%2Fvaga-001'])(
  'signed out, %s goes to the login page, which brings her back there once she has signed in',
  async (asked) => {
    auth.signedOut();
    mockApi({ 'GET /api/me': () => ({ body: caregiver('Mensal') }), 'GET /api/notices': () => ({ body: { items: [] } }), 'GET /api/openings': () => ({ body: { items: [], nextCursor: null, ordem: 'recentes', posicao: null } }) });
    renderApp(asked);
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(`${pathname()}${search()}`).toBe(`/login?voltar=${encodeURIComponent(asked)}`);
    await userEvent.type(screen.getByLabelText('Email'), 'maria@exemplo.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'Carey2024!');
    auth.fetchAuthSession.mockResolvedValue(auth.signedInSession);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(`${pathname()}${search()}`).toBe(asked));
  },
);

test('nothing protected is shown before the session is known', async () => {
  let answer: (value: unknown) => void = () => undefined;
  auth.fetchAuthSession.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  mockApi({ 'GET /api/me': () => ({ body: caregiver('Mensal') }), 'GET /api/notices': () => ({ body: { items: [] } }) });
  renderApp('/home');
  expect(await screen.findByText('Carregando...')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Avisos/ })).not.toBeInTheDocument();
  expect(screen.queryByText('Bem-vindo ao Carey App')).not.toBeInTheDocument();
  // the session's later calls (the layout's first API call, the page's) find her tokens at once
  auth.fetchAuthSession.mockResolvedValue(auth.signedInSession);
  answer(auth.signedInSession);
  expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' })).toBeInTheDocument();
});

test('header, footer, badge count and "Marcar como lido" lowering it', async () => {
  const api = mockApi({
    'GET /api/me': () => ({ body: caregiver('Mensal') }),
    'GET /api/notices': () => ({ body: { items: notices } }),
    'POST /api/notices/1700000300-aaaaaaaa/read': () => ({ status: 204 }),
  });
  renderApp('/home');
  expect(await screen.findByRole('link', { name: 'Carey' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('button', { name: 'Suporte' })).toBeInTheDocument();
  // No dead ends: the header's own links and 'Sair' on every signed-in page.
  const header = within(screen.getByRole('navigation', { name: 'Menu principal' }));
  expect(header.getByRole('link', { name: 'Buscar Vagas' })).toHaveAttribute('href', '/buscar-vagas');
  expect(header.getByRole('link', { name: 'Minha Conta' })).toHaveAttribute('href', '/minha-conta');
  expect(header.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024');
  const bell = await screen.findByRole('button', { name: 'Avisos (3 não lidos)' });
  expect(within(bell).getByText('3')).toBeInTheDocument();

  await userEvent.click(bell);
  const panel = screen.getByRole('dialog', { name: 'Avisos' });
  expect(within(panel).getByText('Nova vaga perto de você')).toBeInTheDocument();
  expect(within(panel).getByText('ontem')).toBeInTheDocument();
  const buttons = within(panel).getAllByRole('button', { name: 'Marcar como lido' });
  expect(buttons).toHaveLength(3);
  await userEvent.click(buttons[0]);
  await waitFor(() => expect(within(panel).queryByText('Nova vaga perto de você')).not.toBeInTheDocument());
  expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/notices/1700000300-aaaaaaaa/read')).toBe(true);
  expect(within(panel).getAllByRole('button', { name: 'Marcar como lido' })[0]).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Avisos (2 não lidos)' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Avisos (2 não lidos)' })).toHaveFocus();
});

test('with no unread notices the badge hides and the panel says so', async () => {
  mockApi({ 'GET /api/me': () => ({ body: caregiver('Mensal') }), 'GET /api/notices': () => ({ body: { items: [] } }) });
  renderApp('/home');
  const bell = await screen.findByRole('button', { name: 'Avisos' });
  await waitFor(() => expect(bell.querySelector('.badge')).toBeNull());
  await userEvent.click(bell);
  expect(within(screen.getByRole('dialog', { name: 'Avisos' })).getByText('Você não tem avisos novos')).toBeInTheDocument();
});

test('a 401 from the API signs out and goes to the login page, which brings her back afterwards', async () => {
  mockApi({ 'GET /api/me': () => ({ status: 401, body: { message: 'Você precisa entrar na sua conta para continuar.' } }), 'GET /api/notices': () => ({ body: { items: [] } }) });
  renderApp('/minha-conta');
  await waitFor(() => expect(`${pathname()}${search()}`).toBe('/login?voltar=%2Fminha-conta'));
  expect(auth.signOut).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
});

describe('new terms at sign-in', () => {
  const versoes = { termos: 'termos-novos', privacidade: 'privacidade-nova' };
  const newTermsApi = () =>
    mockApi({
      'POST /api/me/entrada': () => ({ body: { consentimentoPendente: true, versoes } }),
      'POST /api/me/consentimento': () => ({ body: { consentimentoPendente: false, versoes } }),
      'GET /api/me': () => ({ body: caregiver('Mensal') }),
      'GET /api/notices': () => ({ body: { items: [] } }),
    });

  test('new versions are accepted before any signed-in page shows, then she goes on to the page she asked for', async () => {
    const api = newTermsApi();
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atualizamos nossos termos' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Atualizamos nossos termos/);
    expect(screen.queryByText('Bem-vindo ao Carey App')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Avisos/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Política de Privacidade/ })).toHaveAttribute('href', '/politica-de-privacidade');
    expect(screen.getByRole('link', { name: /Termos de Uso/ })).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/me/consentimento')?.body).toEqual(versoes);
    expect(api.calls.filter((c) => c.path === '/api/me/entrada')).toHaveLength(1);
  });

  test('a refused acceptance is said next to the button and she stays on the step', async () => {
    mockApi({
      'POST /api/me/entrada': () => ({ body: { consentimentoPendente: true, versoes } }),
      'POST /api/me/consentimento': () => ({ status: 409, body: { message: 'Os Termos de Uso ou a Política de Privacidade mudaram enquanto você lia.' } }),
    });
    renderApp('/minha-conta');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar e continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('mudaram enquanto você lia');
    expect(screen.getByRole('heading', { level: 1, name: 'Atualizamos nossos termos' })).toBeInTheDocument();
  });

  test('with new terms to accept, the early answers are dropped: the page asks again once they are accepted', async () => {
    const api = newTermsApi();    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceitar e continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' })).toBeInTheDocument();
    const afterAcceptance = api.calls.slice(api.calls.findIndex((c) => c.path === '/api/me/consentimento'));
    expect(afterAcceptance.some((c) => c.method === 'GET' && c.path === '/api/me')).toBe(true);
  });

  test("'Sair' on the step signs her out", async () => {
    mockApi({ 'POST /api/me/entrada': () => ({ body: { consentimentoPendente: true, versoes } }) });
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(auth.signOut).toHaveBeenCalled();
  });
});

describe("the page's first requests go out beside the session's first call", () => {
  const openingsPage = { items: [], nextCursor: null, ordem: 'recentes', posicao: null };

  test("/buscar-vagas' list, her record and the bell are asked for before POST /api/me/entrada answers, each once", async () => {
    let answerEntry: () => void = () => undefined;
    const api = mockApi({
      'POST /api/me/entrada': () => new Promise((resolve) => (answerEntry = () => resolve({ body: { consentimentoPendente: false, versoes: {} } }))),
      'GET /api/me': () => ({ body: caregiver('Mensal') }),
      'GET /api/notices': () => ({ body: { items: [] } }),
      'GET /api/openings': () => ({ body: openingsPage }),
    });
    renderApp('/buscar-vagas');
    await waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual(['GET /api/me', 'GET /api/notices', 'GET /api/openings', 'POST /api/me/entrada']));
    expect(screen.queryByRole('heading', { level: 1, name: 'Buscar Vagas' })).not.toBeInTheDocument();
    answerEntry();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar Vagas' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma vaga disponível no momento.')).toBeInTheDocument();
    // the page took the early answers: no second request for any of them
    expect(api.calls.filter((c) => c.method === 'GET').map((c) => c.path).sort()).toEqual(['/api/me', '/api/notices', '/api/openings']);
    expect(api.calls.find((c) => c.path === '/api/openings')?.url.search).toBe('?limit=20&ordem=distancia&raioKm=200');
    expect(api.calls.every((c) => c.authorization === 'Bearer token-de-teste')).toBe(true);
  });
});

// Claim: the server refuses her routes while new terms wait (403 naming `consentimento`, docs/decisions/067): a page
// refused so mid-session gives way to the step, and once she accepts, the page she was on comes back.
describe('new terms published during her session', () => {
  test('a call refused for pending terms shows the step; accepting brings the page back', async () => {
    const versoes = { termos: 'termos-novos', privacidade: 'privacidade-nova' };
    let pending = false;
    const refused = { status: 403, body: { message: 'Atualizamos os Termos de Uso e a Política de Privacidade. Leia e aceite as novas versões para continuar.', field: 'consentimento' } };
    const api = mockApi({
      'POST /api/me/entrada': () => ({ body: { consentimentoPendente: pending, versoes } }),
      'POST /api/me/consentimento': () => {
        pending = false;
        return { body: { consentimentoPendente: false, versoes } };
      },
      'GET /api/me': () => (pending ? refused : { body: caregiver('Mensal') }),
      'GET /api/notices': () => (pending ? refused : { body: { items: [] } }),
    });
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo ao Carey App' }, { timeout: 15_000 })).toBeInTheDocument();
    pending = true;
    await userEvent.click(within(screen.getByRole('navigation', { name: /principal/i })).getByRole('link', { name: 'Minha Conta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Atualizamos nossos termos' }, { timeout: 5000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/me/entrada')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar e continuar' }));
    expect(api.calls.find((c) => c.path === '/api/me/consentimento')?.body).toEqual(versoes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha Conta' }, { timeout: 5000 })).toBeInTheDocument();
  }, 30_000);

  test('any other 403 is the page\'s own: the step does not show', async () => {
    const api = mockApi({
      'POST /api/me/entrada': () => ({ body: { consentimentoPendente: false, versoes: {} } }),
      'GET /api/me': () => ({ status: 403, body: { message: 'Esta conta está bloqueada.' } }),
      'GET /api/notices': () => ({ body: { items: [] } }),
    });
    renderApp('/minha-conta');
    await waitFor(() => expect(api.calls.some((c) => c.method === 'GET' && c.path === '/api/me')).toBe(true), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { level: 1, name: 'Atualizamos nossos termos' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/me/entrada')).toHaveLength(1);
  });
});

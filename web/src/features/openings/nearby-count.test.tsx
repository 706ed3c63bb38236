import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, pathname, renderApp } from '../../testing/render-app';
import type { NearbyOpenings, OpeningListItem } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const near = (id: string, name: string, distanciaKm: number) =>
  ({ id, clientId: `f-${id}`, createdAt: new Date().toISOString(), bairro: 'Centro', clientName: name, avatar: '/img/avatar-padrao.svg', distanciaKm }) as OpeningListItem;

function api(nearby: NearbyOpenings) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/openings/perto': () => ({ body: nearby }),
    // The distance search answers what it was asked: at 25 km the two openings the count counted.
    'GET /api/openings': (_b, url) => {
      const raioKm = Number(url.searchParams.get('raioKm'));
      const items = raioKm === 25 ? [near('a', 'Família Perto', 3.2), near('b', 'Família Vizinha', 24.9)] : [near('a', 'Família Perto', 3.2), near('b', 'Família Vizinha', 24.9), near('c', 'Família Longe', 90)];
      return { body: { items, nextCursor: null, ordem: 'distancia', posicao: { fonte: 'localizacao', atualizadaEm: new Date().toISOString() }, raioKm } };
    },
  });
}

beforeEach(() => {
  auth.resetAuthMock();
  window.scrollTo = jest.fn();
});

test("before paying, /minha-conta says how many open openings lie within 25 km, and 'Ver essas vagas' opens the search at 25 km, nearest first", async () => {
  const calls = api({ raioKm: 25, vagas: 2 });
  renderApp('/minha-conta');
  expect(await screen.findByText('Há 2 vagas abertas a até 25 km de você')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Ver essas vagas' });
  expect(link).toHaveAttribute('href', '/buscar-vagas?raio=25');

  await userEvent.click(link);
  await waitFor(() => expect(pathname()).toBe('/buscar-vagas'));
  // /minha-conta (with its plans' list items) may still be on screen while the search's page loads: wait for a card.
  await screen.findByRole('heading', { name: 'Família Perto' });
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Família Perto', 'Família Vizinha']);
  const asked = calls.calls.filter((c) => c.path === '/api/openings').pop()!;
  expect(asked.url.searchParams.get('ordem')).toBe('distancia');
  expect(asked.url.searchParams.get('raioKm')).toBe('25');
  expect(screen.getByRole('button', { name: 'Mais próximas' })).toHaveAttribute('aria-pressed', 'true');
  // The radius she followed is the search's filter, shown as such.
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar (1)' }));
  expect(screen.getByLabelText('Distância máxima')).toHaveValue('25');
});

test('a radius the search does not offer (?raio=33) is ignored: the search reaches 200 km', async () => {
  const calls = api({ raioKm: 25, vagas: 2 });
  renderApp('/buscar-vagas?raio=33');
  expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  expect(calls.calls.filter((c) => c.path === '/api/openings').pop()!.url.searchParams.get('raioKm')).toBe('200');
  expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
});

test('one opening reads in the singular; none has no link', async () => {
  api({ raioKm: 25, vagas: 1 });
  const first = renderApp('/minha-conta');
  expect(await screen.findByText('Há 1 vaga aberta a até 25 km de você')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver essas vagas' })).toBeInTheDocument();
  first.unmount();
  api({ raioKm: 25, vagas: 0 });
  renderApp('/minha-conta');
  expect(await screen.findByText('Há 0 vagas abertas a até 25 km de você')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Ver essas vagas' })).not.toBeInTheDocument();
});

test('says nothing while her position is unknown', async () => {
  const calls = api({ raioKm: 25, vagas: null });
  renderApp('/minha-conta');
  expect(await screen.findByRole('button', { name: 'Assinar plano Mensal' })).toBeInTheDocument();
  await waitFor(() => expect(calls.calls.some((c) => c.path === '/api/openings/perto')).toBe(true));
  expect(screen.queryByText(/vagas abertas a até/)).not.toBeInTheDocument();
});

test("her sign-in's position, saved after Minha Conta first asked, brings the count without a reload", async () => {
  // The browser answers the sign-in's question for her position only once she is on Minha Conta.
  let answer: () => void = () => undefined;
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition: (ok: PositionCallback) => (answer = () => ok({ coords: { latitude: -23.56, longitude: -46.66 } } as GeolocationPosition)) },
    configurable: true,
  });
  let stored = false;
  const calls = mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'PUT /api/me/location': () => {
      stored = true;
      return { body: { posicao: { fonte: 'localizacao', atualizadaEm: new Date().toISOString() } } };
    },
    'GET /api/openings/perto': () => ({ body: stored ? { raioKm: 25, vagas: 2 } : { raioKm: 25, vagas: null } }),
  });
  auth.signedOut();
  renderApp('/login');
  await userEvent.type(await screen.findByLabelText('Email'), 'maria@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Senha'), 'Carey2024!');
  auth.fetchAuthSession.mockResolvedValue(auth.signedInSession);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(pathname()).toBe('/minha-conta'));
  await waitFor(() => expect(calls.calls.filter((c) => c.path === '/api/openings/perto')).toHaveLength(1));
  expect(screen.queryByText(/vagas abertas a até 25 km/)).not.toBeInTheDocument();

  answer();
  expect(await screen.findByText('Há 2 vagas abertas a até 25 km de você')).toBeInTheDocument();
  expect(calls.calls.filter((c) => c.path === '/api/openings/perto')).toHaveLength(2);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import type { OpeningListItem, OpeningsPage } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const opening = (id: string, name: string, over: Partial<OpeningListItem> = {}): OpeningListItem => ({
  id,
  clientId: 'f1',
  clientName: name,
  createdAt: '2026-11-01T12:00:00.000Z',
  avatar: '',
  bairro: 'Centro',
  tipoProfissional: 'Cuidador',
  enderecoCompleto: { cidade: 'São Paulo' },
  ...over,
});
const posicao = { fonte: 'cep', cep: '69005040', cidade: 'Manaus', atualizadaEm: '2026-11-20T10:00:00.000Z' } as const;

function api(page: (url: URL) => Partial<OpeningsPage>) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': (_b, url) => ({ body: { items: [], nextCursor: null, ordem: 'distancia', posicao, raioKm: Number(url.searchParams.get('raioKm')), ...page(url) } }),
  });
}

beforeEach(() => auth.resetAuthMock());

test('nothing within her radius: says so with the radius, then the nearest beyond it with their distances; unplaced ones apart', async () => {
  api(() => ({
    items: [opening('sem-lugar', 'Família Sem Lugar', { distanciaKm: null })],
    alemDoRaio: [opening('sp', 'Família Paulista', { distanciaKm: 2690.4 }), opening('bh', 'Família Mineira', { distanciaKm: 2560, distanciaAteCentro: true, enderecoCompleto: { cidade: 'Belo Horizonte' } })],
  }));
  renderApp('/buscar-vagas');
  expect(await screen.findByText('Nenhuma vaga a até 200 km de você.')).toBeInTheDocument();
  const beyond = screen.getByRole('list', { name: 'As vagas mais próximas, além de 200 km' });
  expect(within(beyond).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Família Paulista', 'Família Mineira']);
  expect(within(beyond).getByText('a 2.690 km')).toBeInTheDocument();
  expect(within(beyond).getByText('a 2.560 km (distância até o centro de Belo Horizonte)')).toBeInTheDocument();
  const unplaced = screen.getByRole('list', { name: 'Vagas sem localização (distância desconhecida)' });
  expect(within(unplaced).getByRole('heading', { name: 'Família Sem Lugar' })).toBeInTheDocument();
  expect(screen.queryByText('Nenhuma vaga disponível no momento.')).not.toBeInTheDocument();
});

test('an empty filtered list says no opening matches the filters and offers to clear them', async () => {
  const calls = api((url) => (url.searchParams.get('tipoProfissional') ? {} : { items: [opening('v1', 'Família Perto', { distanciaKm: 1.2 })] }));
  renderApp('/buscar-vagas');
  expect(await screen.findByRole('heading', { name: 'Família Perto' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  await userEvent.selectOptions(screen.getByLabelText('Função'), 'Enfermeiro(a)');
  await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
  expect(await screen.findByText('Nenhuma vaga corresponde aos filtros escolhidos.')).toBeInTheDocument();
  expect(screen.queryByText('Nenhuma vaga disponível no momento.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  expect(await screen.findByRole('heading', { name: 'Família Perto' })).toBeInTheDocument();
  expect(calls.calls.filter((c) => c.path === '/api/openings').pop()!.url.searchParams.get('tipoProfissional')).toBeNull();
});

test('newest first: an empty filtered list offers to clear; an unfiltered one keeps the spec text', async () => {
  mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': () => ({ body: { items: [], nextCursor: null, ordem: 'recentes', posicao: null } }),
  });
  renderApp('/buscar-vagas');
  expect(await screen.findByText('Nenhuma vaga disponível no momento.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  await userEvent.type(screen.getByLabelText('Cidade'), 'Curitiba');
  await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
  expect(await screen.findByText('Nenhuma vaga corresponde aos filtros escolhidos.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  await waitFor(() => expect(screen.getByText('Nenhuma vaga disponível no momento.')).toBeInTheDocument());
});

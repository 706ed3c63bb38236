import { screen, waitFor } from '@testing-library/react';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import type { NearbyOpenings } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

function api(nearby: NearbyOpenings) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/openings/perto': () => ({ body: nearby }),
  });
}

beforeEach(() => auth.resetAuthMock());

test("before paying, /minha-conta says how many open openings lie within the radius the server counted (the search's 200 km)", async () => {
  api({ raioKm: 200, vagas: 12 });
  renderApp('/minha-conta');
  expect(await screen.findByText('Há 12 vagas abertas a até 200 km de você')).toBeInTheDocument();
});

test('says nothing while her position is unknown', async () => {
  const calls = api({ raioKm: 200, vagas: null });
  renderApp('/minha-conta');
  expect(await screen.findByRole('button', { name: 'Assinar plano Mensal' })).toBeInTheDocument();
  await waitFor(() => expect(calls.calls.some((c) => c.path === '/api/openings/perto')).toBe(true));
  expect(screen.queryByText(/vagas abertas a até/)).not.toBeInTheDocument();
});

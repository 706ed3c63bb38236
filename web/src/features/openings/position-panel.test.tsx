import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import { positionText } from './position-panel';
import type { SearchPosition } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const posicao = { fonte: 'cep', cep: '13025320', bairro: 'Cambuí', cidade: 'Campinas', atualizadaEm: '2026-11-20T12:00:00.000Z' };

test('a refused CEP while changing a known position says the list still measures from the old one', async () => {
  mockApi({
    'GET /api/me': () => ({ body: caregiver() }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'PUT /api/me/cep': () => ({ status: 400, body: { message: 'Não encontramos esse CEP. Confira os números.', field: 'cep' } }),
    'GET /api/openings': () => ({
      body: {
        items: [{ id: 'v1', clientId: 'f1', clientName: 'Família Perto', createdAt: '2026-11-20T10:00:00.000Z', avatar: '', bairro: 'Cambuí', distanciaKm: 0.4 }],
        nextCursor: null,
        ordem: 'distancia',
        raioKm: 200,
        posicao,
      },
    }),
  });
  renderApp('/buscar-vagas');
  expect(await screen.findByText('a 0,4 km')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Alterar' }));
  expect(screen.queryByText(/Sua posição não mudou/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Informar CEP' }));
  await userEvent.type(screen.getByLabelText('Seu CEP'), '00000-000');
  await userEvent.click(screen.getByRole('button', { name: 'Usar este CEP' }));
  expect(await screen.findByText('Não encontramos esse CEP. Confira os números.')).toBeInTheDocument();
  expect(
    screen.getByText('Sua posição não mudou: a lista continua com as distâncias de antes. Distâncias a partir do CEP 13025-320 (Cambuí, Campinas).'),
  ).toBeInTheDocument();
});

test("a CEP position names its neighbourhood, unless the API's code says it is a fallback text", () => {
  const cepPosition = posicao as SearchPosition;
  expect(positionText(cepPosition)).toBe('Distâncias a partir do CEP 13025-320 (Cambuí, Campinas).');
  expect(positionText({ ...cepPosition, bairro: 'Bairro não encontrado', bairroFallback: 'nao-encontrado' })).toBe('Distâncias a partir do CEP 13025-320 (Campinas).');
});

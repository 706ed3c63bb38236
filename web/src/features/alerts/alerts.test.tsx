import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import type { JobAlert } from '../../../../contract';
import { describeAlert } from './describe-alert';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => {
  auth.resetAuthMock();
  window.scrollTo = jest.fn();
});

const near: JobAlert = { id: 'a1b2c3d4e5f60718', tipoProfissional: 'Cuidador', cidade: null, raioKm: 10, createdAt: '2026-11-20T12:00:00.000Z' };
const city: JobAlert = { id: '0f0e0d0c0b0a0908', tipoProfissional: null, cidade: 'Campinas', raioKm: null, createdAt: '2026-11-21T12:00:00.000Z' };

test('describes an alert in one line', () => {
  expect(describeAlert(near)).toBe('Cuidador · até 10 km de você');
  expect(describeAlert(city)).toBe('Todas as funções · em Campinas');
  expect(describeAlert({ tipoProfissional: null, cidade: null, raioKm: null })).toBe('Todas as funções · qualquer lugar');
});

test('"Avise-me de novas vagas" in the filter panel saves its search and says so; the server\'s refusal is shown in Portuguese', async () => {
  let answer: { status: number; body: unknown } = { status: 201, body: { ...near, created: true } };
  const { calls } = mockApi({
    'GET /api/me': () => ({ body: caregiver() }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': () => ({ body: { items: [], nextCursor: null } }),
    'POST /api/alerts': () => answer,
  });
  renderApp('/buscar-vagas');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Filtrar' }));
  await user.selectOptions(screen.getByLabelText('Função'), 'Cuidador');
  await user.type(screen.getByLabelText('Cidade'), ' Campinas ');
  await user.click(screen.getByRole('button', { name: 'Avise-me de novas vagas' }));
  // The list's empty state is a status too: the alert's confirmation is the one that says so.
  await waitFor(() => expect(screen.getAllByRole('status').some((el) => el.textContent?.includes('Alerta criado!'))).toBe(true));
  expect(calls.find((c) => c.method === 'POST' && c.path === '/api/alerts')?.body).toEqual({ tipoProfissional: 'Cuidador', cidade: 'Campinas' });

  answer = { status: 409, body: { message: 'Você já tem 5 alertas, o máximo. Exclua um em Minha Conta para criar outro.' } };
  await user.click(screen.getByRole('button', { name: 'Avise-me de novas vagas' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Você já tem 5 alertas');
});

test('when the list is by distance, the alert keeps the radius chosen in the panel', async () => {
  const { calls } = mockApi({
    'GET /api/me': () => ({ body: caregiver() }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': () => ({
      body: { items: [], nextCursor: null, ordem: 'distancia', raioKm: 200, posicao: { fonte: 'cep', cep: '13025320', bairro: 'Cambuí', cidade: 'Campinas', atualizadaEm: '2026-11-20T12:00:00.000Z' } },
    }),
    'POST /api/alerts': () => ({ status: 201, body: { ...near, created: true } }),
  });
  renderApp('/buscar-vagas');
  const user = userEvent.setup();
  await screen.findByText(/Cambuí/);
  await user.click(screen.getByRole('button', { name: 'Filtrar' }));
  await user.selectOptions(screen.getByLabelText('Distância máxima'), '10');
  await user.click(screen.getByRole('button', { name: 'Avise-me de novas vagas' }));
  // The list's empty state is a status too: the alert's confirmation is the one that says so.
  await waitFor(() => expect(screen.getAllByRole('status').some((el) => el.textContent?.includes('Alerta criado!'))).toBe(true));
  expect(calls.find((c) => c.method === 'POST' && c.path === '/api/alerts')?.body).toEqual({ raioKm: 10 });
});

test('/minha-conta lists the alerts; "Excluir" removes one', async () => {
  const { calls } = mockApi({
    'GET /api/me': () => ({ body: caregiver() }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/alerts': () => ({ body: { items: [near, city], max: 5 } }),
    [`DELETE /api/alerts/${near.id}`]: () => ({ body: { id: near.id, deleted: true } }),
  });
  renderApp('/minha-conta');
  const section = await screen.findByRole('region', { name: 'Alertas de vagas' });
  expect(await within(section).findByText('Cuidador · até 10 km de você')).toBeInTheDocument();
  expect(within(section).getByText('2 de 5 alertas')).toBeInTheDocument();
  const buttons = within(section).getAllByRole('button', { name: 'Excluir' });
  expect(buttons[0]).toHaveAccessibleDescription('Cuidador · até 10 km de você');
  await userEvent.setup().click(buttons[0]);
  await waitFor(() => expect(within(section).queryByText('Cuidador · até 10 km de você')).not.toBeInTheDocument());
  expect(within(section).getByText('Todas as funções · em Campinas')).toBeInTheDocument();
  expect(within(section).getByRole('status')).toHaveTextContent('Alerta excluído.');
  expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/alerts/${near.id}`)).toBe(true);
});

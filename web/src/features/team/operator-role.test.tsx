import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const operatorSession = { tokens: { accessToken: { toString: () => 'token-de-teste', payload: {} } } };
const counts = { caregivers: { total: 1, newLast7Days: 0, withPlan: 0, byPaymentMethod: { cartao: 0, 'pix-automatico': 0, pix: 0 } }, openings: { open: 1, closed: 0, unplaced: 0 }, alerts: 0, supportWaiting: 1, reports: { open: 0 } };
const overviewAs = (role: string) => ({ 'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role } } }) });
const message = { id: 'm1', nome: 'Joana', email: 'joana@exemplo.com.br', mensagem: 'Olá', createdAt: '2026-11-20T10:00:00.000Z', estado: 'nova', entrega: 'entregue' };
const supportPage = { 'GET /api/equipe/atendimento': () => ({ body: { items: [message], cursor: null } }), 'GET /api/equipe/denuncias': () => ({ body: { items: [], cursor: null } }) };

const nav = () => screen.getByRole('navigation', { name: 'Painel da equipe' });
const navShown = () => screen.findByRole('navigation', { name: 'Painel da equipe' });

beforeEach(() => {
  auth.resetAuthMock();
  auth.fetchAuthSession.mockResolvedValue(operatorSession);
});

test("'Leitura': no 'Operadoras' in the navigation, her role beside it, and no 'Responder' or 'Arquivar' in 'Atendimento'", async () => {
  mockApi({ ...overviewAs('Leitura'), ...supportPage });
  renderApp('/equipe/atendimento');
  expect(await within(await navShown()).findByText('Seu papel: Leitura')).toBeInTheDocument();
  expect(within(nav()).queryByRole('link', { name: 'Operadoras' })).toBeNull();
  expect(await screen.findByText('joana@exemplo.com.br')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Arquivar' })).toBeNull();
});

test("'Atendimento' answers support but does not manage operators", async () => {
  mockApi({ ...overviewAs('Atendimento'), ...supportPage });
  renderApp('/equipe/atendimento');
  expect(await within(await navShown()).findByText('Seu papel: Atendimento')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Responder' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Arquivar' })).toBeInTheDocument();
  expect(within(nav()).queryByRole('link', { name: 'Operadoras' })).toBeNull();
});

test("'Administração' has every action; nothing is offered while the role is still being asked", async () => {
  let answer: (value: { body: unknown }) => void = () => undefined;
  const pending = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
  mockApi({ 'GET /api/equipe/visao-geral': () => pending, ...supportPage });
  renderApp('/equipe/atendimento');
  expect(await screen.findByText('joana@exemplo.com.br')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Responder' })).toBeNull();
  expect(within(nav()).queryByRole('link', { name: 'Operadoras' })).toBeNull();
  answer({ body: { ...counts, operator: { role: 'Administração' } } });
  expect(await within(nav()).findByRole('link', { name: 'Operadoras' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Responder' })).toBeInTheDocument();
});

test('when the console cannot tell her role, it offers every action (the API still refuses what her role may not do)', async () => {
  mockApi({ 'GET /api/equipe/visao-geral': () => ({ status: 500, body: { message: 'Erro interno.' } }), ...supportPage });
  renderApp('/equipe/atendimento');
  await navShown();
  await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Operadoras' })).toBeInTheDocument());
  expect(await screen.findByRole('button', { name: 'Responder' })).toBeInTheDocument();
  expect(within(nav()).queryByText(/Seu papel/)).toBeNull();
});

test('a role changed while her console is open counts from her next page', async () => {
  const roles = ['Administração', 'Leitura'];
  mockApi({ 'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: roles.length > 1 ? roles.shift() : roles[0] } } }), ...supportPage });
  renderApp('/equipe/atendimento');
  expect(await within(await navShown()).findByRole('link', { name: 'Operadoras' })).toBeInTheDocument();
  await userEvent.click(within(nav()).getByRole('link', { name: 'Registro' }));
  expect(await within(nav()).findByText('Seu papel: Leitura')).toBeInTheDocument();
  expect(within(nav()).queryByRole('link', { name: 'Operadoras' })).toBeNull();
});

test('a failed read after her role is known keeps it', async () => {
  let calls = 0;
  mockApi({ 'GET /api/equipe/visao-geral': () => (++calls === 1 ? { body: { ...counts, operator: { role: 'Leitura' } } } : { status: 500, body: { message: 'Erro interno.' } }), ...supportPage });
  renderApp('/equipe/atendimento');
  expect(await within(await navShown()).findByText('Seu papel: Leitura')).toBeInTheDocument();
  await userEvent.click(within(nav()).getByRole('link', { name: 'Registro' }));
  await waitFor(() => expect(calls).toBe(2));
  expect(within(nav()).getByText('Seu papel: Leitura')).toBeInTheDocument();
  expect(within(nav()).queryByRole('link', { name: 'Operadoras' })).toBeNull();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const operatorSession = { tokens: { accessToken: { toString: () => 'token-de-teste', payload: { 'cognito:groups': ['equipe'] } } } };
const ana = { id: '11111111-1111-4111-8111-111111111111', email: 'ana@exemplo.com.br', name: 'Ana', role: 'Administração', createdAt: '2026-01-01T00:00:00.000Z', totpEnabled: true, self: true };
const bia = { id: '22222222-2222-4222-8222-222222222222', email: 'bia@exemplo.com.br', name: 'Bia', role: 'Leitura', createdAt: '2026-01-02T00:00:00.000Z', totpEnabled: false, self: false };

beforeEach(() => {
  auth.resetAuthMock();
  auth.fetchAuthSession.mockResolvedValue(operatorSession);
});

test("lists the operators with role and TOTP state; the nav has 'Operadoras'; she cannot remove herself", async () => {
  mockApi({ 'GET /api/equipe/operadoras': () => ({ body: { operators: [ana, bia] } }) });
  renderApp('/equipe/operadoras');
  expect(await screen.findByRole('heading', { level: 1, name: 'Operadoras' })).toBeInTheDocument();
  // the menu offers 'Operadoras' once her role is read (its own request)
  expect(screen.getByRole('navigation', { name: 'Painel da equipe' })).toContainElement(await screen.findByRole('link', { name: 'Operadoras' }));
  const rows = await screen.findAllByRole('row');
  const anaRow = rows.find((r) => within(r).queryByText('ana@exemplo.com.br'))!;
  const biaRow = rows.find((r) => within(r).queryByText('bia@exemplo.com.br'))!;
  expect(anaRow).toHaveTextContent('Autenticador ativo');
  expect(biaRow).toHaveTextContent('Autenticador pendente');
  expect(within(biaRow).getByLabelText('Papel de Bia')).toHaveValue('Leitura');
  expect(within(anaRow).queryByRole('button', { name: 'Remover operadora' })).toBeNull();
  // Her own role is shown, not offered (the API refuses it too).
  expect(within(anaRow).queryByLabelText('Papel de Ana')).toBeNull();
  expect(anaRow).toHaveTextContent('Administração');
  expect(within(biaRow).getByRole('button', { name: 'Remover operadora' })).toBeInTheDocument();
});

test('invites with e-mail, name and role; changes a role; removes after the confirmation dialog', async () => {
  const calls = mockApi({
    'GET /api/equipe/operadoras': () => ({ body: { operators: [ana, bia] } }),
    'POST /api/equipe/operadoras': () => ({ status: 201, body: { id: '33333333-3333-4333-8333-333333333333' } }),
    [`PUT /api/equipe/operadoras/${bia.id}/papel`]: () => ({ body: { changed: true } }),
    [`DELETE /api/equipe/operadoras/${bia.id}`]: () => ({ body: { changed: true } }),
  });
  renderApp('/equipe/operadoras');
  await userEvent.type(await screen.findByLabelText('E-mail'), 'Nova@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Nome'), 'Nova');
  await userEvent.selectOptions(screen.getByLabelText('Papel'), 'Atendimento');
  await userEvent.click(screen.getByRole('button', { name: 'Convidar operadora' }));
  expect(await screen.findByText(/Convite enviado para nova@exemplo.com.br/)).toBeInTheDocument();
  expect(calls.calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'Nova@exemplo.com.br', name: 'Nova', role: 'Atendimento' });

  await userEvent.selectOptions(await screen.findByLabelText('Papel de Bia'), 'Atendimento');
  const confirm = await screen.findByRole('dialog', { name: 'Mudar o papel da operadora?' });
  expect(confirm).toHaveTextContent('Bia passa de Leitura para Atendimento');
  expect(calls.calls.some((c) => c.method === 'PUT')).toBe(false);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar mudança de papel' }));
  await waitFor(() => expect(calls.calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'Atendimento' }));
  expect(await screen.findByText('Papel de Bia alterado: Leitura → Atendimento.')).toBeInTheDocument();

  await userEvent.click(await screen.findByRole('button', { name: 'Remover operadora' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remover operadora' });
  expect(calls.calls.some((c) => c.method === 'DELETE')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
  await waitFor(() => expect(calls.calls.some((c) => c.method === 'DELETE' && c.path === `/api/equipe/operadoras/${bia.id}`)).toBe(true));
  expect(await screen.findByText('Operadora removida.')).toBeInTheDocument();
});

test("cancelling the role dialog changes nothing", async () => {
  const calls = mockApi({ 'GET /api/equipe/operadoras': () => ({ body: { operators: [ana, bia] } }) });
  renderApp('/equipe/operadoras');
  await userEvent.selectOptions(await screen.findByLabelText('Papel de Bia'), 'Administração');
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Mudar o papel da operadora?' })).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByLabelText('Papel de Bia')).toHaveValue('Leitura');
  expect(calls.calls.some((c) => c.method === 'PUT')).toBe(false);
});

test("a 'Leitura' operator who types /equipe/operadoras is told it is for consultation, and is offered no invitation", async () => {
  mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { caregivers: { total: 0, newLast7Days: 0, withPlan: 0, byPaymentMethod: { cartao: 0, 'pix-automatico': 0, pix: 0 } }, openings: { open: 0, closed: 0, unplaced: 0 }, alerts: 0, supportWaiting: 0, reports: { open: 0 }, operator: { role: 'Leitura' } } }),
    'GET /api/equipe/operadoras': () => ({ status: 403, body: { message: 'Seu papel (Leitura) não permite esta ação no painel da equipe.' } }),
  });
  renderApp('/equipe/operadoras');
  expect(await screen.findByText('Com o seu papel, esta parte do painel é só para consulta.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Convidar operadora' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Convidar operadora' })).toBeNull();
  expect(screen.queryByLabelText('E-mail')).toBeNull();
});

test("another role is told in Portuguese what the API answers", async () => {
  mockApi({ 'GET /api/equipe/operadoras': () => ({ status: 403, body: { message: 'Seu papel (Leitura) não permite esta ação no painel da equipe.' } }) });
  renderApp('/equipe/operadoras');
  expect(await screen.findByText('Seu papel (Leitura) não permite esta ação no painel da equipe.')).toBeInTheDocument();
});

test("an old sign-in: invite and removal refused (403 reautenticacao) show why and 'Sair e entrar de novo', which signs her out", async () => {
  const refusal = { status: 403, body: { message: 'Para convidar, mudar o papel ou remover uma operadora, é preciso ter entrado no painel nos últimos 10 minutos. Saia, entre de novo e volte a Operadoras.', field: 'reautenticacao' } };
  mockApi({
    'GET /api/equipe/operadoras': () => ({ body: { operators: [ana, bia] } }),
    'POST /api/equipe/operadoras': () => refusal,
    [`DELETE /api/equipe/operadoras/${bia.id}`]: () => refusal,
  });
  renderApp('/equipe/operadoras');
  await userEvent.type(await screen.findByLabelText('E-mail'), 'nova@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Nome'), 'Nova');
  await userEvent.click(screen.getByRole('button', { name: 'Convidar operadora' }));
  expect(await screen.findByText(refusal.body.message)).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('nova@exemplo.com.br');
  expect(screen.getByRole('button', { name: 'Sair e entrar de novo' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remover operadora' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remover operadora' })).getByRole('button', { name: 'Remover' }));
  await waitFor(() => expect(screen.getAllByText(refusal.body.message)).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Sair e entrar de novo' }));
  await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Operadoras' })).toBeNull());
});

test('another refusal of the invitation (429) stays in the form, with no offer to sign in again', async () => {
  mockApi({
    'GET /api/equipe/operadoras': () => ({ body: { operators: [ana, bia] } }),
    'POST /api/equipe/operadoras': () => ({ status: 429, body: { message: 'Você já convidou 5 operadoras hoje, o limite por pessoa da equipe. Tente de novo amanhã ou peça a outra pessoa da Administração.' } }),
  });
  renderApp('/equipe/operadoras');
  await userEvent.type(await screen.findByLabelText('E-mail'), 'nova@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Nome'), 'Nova');
  await userEvent.click(screen.getByRole('button', { name: 'Convidar operadora' }));
  expect(await screen.findByText(/Você já convidou 5 operadoras hoje/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sair e entrar de novo' })).toBeNull();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { mockApi, pathname, renderApp } from '../../testing/render-app';
import { returnPathFrom } from '../../config/paths';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

beforeEach(() => auth.resetAuthMock());

const deleted = { status: 'concluida', message: 'Sua conta foi excluída e seus dados foram apagados.' };
/** Her plan as GET /api/me/assinatura answers it (none unless a test says otherwise). */
const noPlan = { 'GET /api/me/assinatura': () => ({ body: { subscription: null } }) };
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');
/** POST /api/me/deletion as the server answers it: `confirm: false` checks the password only. */
const deletion = (password: string) => (body: unknown) => {
  const { password: given, confirm } = body as { password: string; confirm: boolean };
  if (given !== password) return { status: 403, body: { message: 'Senha incorreta. Digite a senha da sua conta para confirmar a exclusão.', field: 'password' } };
  return { body: confirm ? deleted : { passwordChecked: true } };
};
const check = (password: string) => expect.objectContaining({ method: 'POST', path: '/api/me/deletion', body: { password, confirm: false } });

test('explains what is deleted and what the law keeps', async () => {
  mockApi({ ...noPlan });
  renderApp('/excluir-conta');
  expect(await screen.findByRole('heading', { level: 1, name: 'Excluir conta' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'O que será apagado' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'O que fica guardado, por lei' })).toBeInTheDocument();
  expect(screen.getByText(/registros de pagamento.*ficam com a Stripe/)).toBeInTheDocument();
  // one list for every issue: the access records are what the law keeps of her, for 6 months, sealed
  expect(screen.getByText(/registros de acesso.*por 6 meses.*Marco Civil da Internet/)).toBeInTheDocument();
  expect(screen.getByText(/consentimentos que você deu/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'O que fica guardado, por lei' })).getByText(/Suas denúncias de vagas, sem nada que identifique você/)).toBeInTheDocument();
  // Everything the account holds is named, including what she typed in Buscar Vagas and her job alerts.
  const deletedList = within(screen.getByRole('region', { name: 'O que será apagado' })).getAllByRole('listitem').map((li) => li.textContent);
  expect(deletedList).toEqual(expect.arrayContaining([expect.stringMatching(/CEP que você digitou/), expect.stringMatching(/alertas de vagas/), expect.stringMatching(/avisos/), expect.stringMatching(/assinatura/)]));
  // what she left open at Stripe (decision 086): closed, and a Pix her bank pays afterwards goes back
  expect(deletedList).toContain('Os pagamentos que você deixou em aberto: eles são cancelados. Se um Pix que você já confirmou no app do banco for pago depois da exclusão, devolvemos o valor integral.');
  // the form under it shows once her session is read
  expect(await screen.findByText(/A exclusão não pode ser desfeita/)).toBeInTheDocument();
});

test('signed out, it asks to sign in first and the login page brings her back', async () => {
  auth.signedOut();
  mockApi({ ...noPlan, 'PUT /api/me/location': () => ({ status: 204 }) });
  renderApp('/excluir-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Entrar para excluir minha conta' }));
  await waitFor(() => expect(pathname()).toBe('/login'));
  await userEvent.type(await screen.findByLabelText('Email'), 'maria@exemplo.com.br');
  await userEvent.type(screen.getByLabelText('Senha'), 'Carey2024!');
  auth.fetchAuthSession.mockResolvedValue(auth.signedInSession);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(pathname()).toBe('/excluir-conta'));
  expect(await screen.findByRole('button', { name: 'Continuar' })).toBeInTheDocument();
});

test('password, then a final confirmation; on success she is signed out and told so', async () => {
  const calls = mockApi({ ...noPlan, 'POST /api/me/deletion': deletion('Carey2024!') });
  renderApp('/excluir-conta');
  await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Digite sua senha para continuar.');
  expect(posts(calls.calls)).toHaveLength(0);

  await userEvent.type(screen.getByLabelText('Senha'), 'Carey2024!');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir sua conta definitivamente?' });
  // Her password was checked first; cancelling asks nothing more of the server.
  expect(posts(calls.calls)).toEqual([check('Carey2024!')]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(posts(calls.calls)).toHaveLength(1);

  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir minha conta' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Conta excluída' })).toBeInTheDocument();
  expect(screen.getByText(deleted.message)).toBeInTheDocument();
  expect(posts(calls.calls)).toEqual([check('Carey2024!'), check('Carey2024!'), expect.objectContaining({ method: 'POST', path: '/api/me/deletion', body: { password: 'Carey2024!', confirm: true } })]);
  expect(auth.signOut).toHaveBeenCalled();
});

test('a wrong password is refused before the final confirmation, on the password field; nothing else happens (issue 51)', async () => {
  const calls = mockApi({ ...noPlan, 'POST /api/me/deletion': deletion('Carey2024!') });
  renderApp('/excluir-conta');
  await userEvent.type(await screen.findByLabelText('Senha'), 'errada123');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Senha incorreta. Digite a senha da sua conta para confirmar a exclusão.');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  expect(posts(calls.calls)).toEqual([check('errada123')]);
  expect(auth.signOut).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { level: 1, name: 'Excluir conta' })).toBeInTheDocument();
});

test('the login only returns to a page of this app', () => {
  expect(returnPathFrom('?voltar=%2Fexcluir-conta')).toBe('/excluir-conta');
  for (const search of ['?voltar=https%3A%2F%2Foutro.example%2F', '?voltar=%2F%2Foutro.example', '?voltar=%2Fnao-existe', '']) expect(returnPathFrom(search)).toBe('/minha-conta');
});

const withPlan = (subscription: Record<string, unknown>) => ({
  'GET /api/me/assinatura': () => ({
    body: { subscription: { plan: 'Mensal', state: 'ativa', renewWithPix: false, lastPayment: null, nextCharge: null, ...subscription } },
  }),
});

test.each([
  ['cartao', 'ao seu cartão'],
  ['pix-automatico', 'à sua conta pelo Pix'],
  ['pix', 'à sua conta pelo Pix'],
])('within the 7 days (%s): the page and the confirmation say the deletion refunds the amount in full, and how', async (paymentMethod, way) => {
  mockApi({ ...withPlan({ paymentMethod, accessUntilLabel: '24/12/2026', withdrawal: { available: true, untilLabel: '01/12/2026', refundLabel: 'R$ 18,45' } }), 'POST /api/me/deletion': deletion('Carey2024!') });
  renderApp('/excluir-conta');
  const line = `Você está no prazo de 7 dias para desistir da assinatura (até 01/12/2026): ao excluir a conta, devolvemos o valor integral, R$ 18,45, ${way}, como em 'Cancelar e pedir reembolso'.`;
  expect(await screen.findByText(line)).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Senha'), 'Carey2024!');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(within(await screen.findByRole('dialog')).getByText(line)).toBeInTheDocument();
});

test('after the 7 days: nothing is refunded, and when her access would have ended', async () => {
  mockApi({ ...withPlan({ paymentMethod: 'cartao', accessUntilLabel: '24/12/2026', withdrawal: { available: false, untilLabel: null, refundLabel: null } }) });
  renderApp('/excluir-conta');
  expect(
    await screen.findByText('O prazo de 7 dias para desistir da assinatura já terminou: ao excluir a conta, nada é devolvido, e o seu acesso, que iria até 24/12/2026, termina na hora.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/devolvemos o valor integral, R\$/)).not.toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

/**
 * Issue 41, item 6: 'Enviar aviso' to more than one caregiver always asks 'Confirmar envio' first. Before the fix a
 * click before the reach had loaded sent at once; this file turns red if the dialog again waits for the reach.
 */
const operatorSession = { tokens: { accessToken: { toString: () => 'token-de-teste', payload: {} } } };
const counts = { caregivers: { total: 3, newLast7Days: 0, withPlan: 0, byPaymentMethod: { cartao: 0, 'pix-automatico': 0, pix: 0 } }, openings: { open: 0, closed: 0, unplaced: 0 }, alerts: 0, supportWaiting: 0, reports: { open: 0 } };
const sentNotice = { id: 'n1', mensagem: 'Aviso geral', destinatarias: 'todas', alcance: 3, escritos: 0, estado: 'enviando', createdAt: '2026-11-27T10:00:00.000Z' };

beforeEach(() => {
  auth.resetAuthMock();
  auth.fetchAuthSession.mockResolvedValue(operatorSession);
});

/** The reach's answer waits until `release` is called (a slow network): the click comes before it. */
function slowReach() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const calls = mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Administração' } } }),
    'GET /api/equipe/avisos': () => ({ body: { items: [] } }),
    'GET /api/equipe/avisos/alcance': async () => {
      await answered;
      return { body: { alcance: 3 } };
    },
    'POST /api/equipe/avisos': () => ({ status: 201, body: sentNotice }),
    'GET /api/equipe/avisos/n1': () => ({ body: sentNotice }),
  });
  return { calls, release: () => release() };
}

async function writeToAll() {
  renderApp('/equipe/avisos');
  // The page loads on demand (its first render in a test file can take seconds on a busy machine).
  await userEvent.type(await screen.findByLabelText('Mensagem', {}, { timeout: 15_000 }), 'Aviso geral');
  await userEvent.selectOptions(screen.getByLabelText('Destinatárias'), 'todas');
}
const posted = (calls: ReturnType<typeof slowReach>['calls']) => calls.calls.filter((c) => c.method === 'POST' && c.path === '/api/equipe/avisos');

test("a click on 'Enviar aviso' before the reach has loaded opens 'Confirmar envio' and sends nothing yet", async () => {
  const { calls, release } = slowReach();
  await writeToAll();
  expect(screen.getByText('Preencha as destinatárias para ver quantas cuidadoras recebem o aviso.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enviar este aviso?' });
  expect(dialog).toHaveTextContent('Será enviado para mais de uma cuidadora (Todas); o número ainda está sendo calculado.');
  expect(posted(calls)).toHaveLength(0);
  // The reach fills in while the dialog is open.
  release();
  await waitFor(() => expect(dialog).toHaveTextContent('Será enviado para 3 cuidadora(s) (Todas).'));
  expect(posted(calls)).toHaveLength(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar envio' }));
  await waitFor(() => expect(posted(calls)).toHaveLength(1));
  expect(posted(calls)[0].body).toEqual({ mensagem: 'Aviso geral', destinatarias: 'todas' });
});

test("'Cancelar' in the confirmation sends nothing", async () => {
  const { calls, release } = slowReach();
  await writeToAll();
  await userEvent.click(screen.getByRole('button', { name: 'Enviar aviso' }));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Enviar este aviso?' })).getByRole('button', { name: 'Cancelar' }));
  release();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(posted(calls)).toHaveLength(0);
});

test("'Enviados' reads each time on São Paulo's clock, whatever the browser's zone: 02:59 UTC on 02/12 is 01/12 23:59", async () => {
  const lastMinute = { ...sentNotice, id: 'n2', estado: 'concluido', escritos: 3, lotes: 1, enviadoEm: '2026-12-02T02:59:00.000Z' };
  const firstMinute = { ...lastMinute, id: 'n3', mensagem: 'Aviso da meia-noite', enviadoEm: '2026-12-02T03:00:00.000Z' };
  mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Administração' } } }),
    'GET /api/equipe/avisos': () => ({ body: { items: [lastMinute, firstMinute] } }),
  });
  renderApp('/equipe/avisos');
  const rows = await screen.findAllByRole('row', {}, { timeout: 15_000 });
  const cells = rows.map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));
  expect(cells).toEqual(expect.arrayContaining([expect.arrayContaining(['01/12/2026 23:59', 'Aviso geral']), expect.arrayContaining(['02/12/2026 00:00', 'Aviso da meia-noite'])]));
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp } from '../../testing/render-app';
import type { OpeningListItem } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const opening = (id: string, clientName: string): OpeningListItem => ({ id, clientId: 'familia-01', clientName, createdAt: '2026-11-01T12:00:00.000Z', avatar: '', bairro: 'Centro' });

function api(report: () => { status?: number; body?: unknown }) {
  return mockApi({
    'GET /api/me': () => ({ body: caregiver() }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': () => ({ body: { items: [opening('vaga-001', 'Família Souza'), opening('vaga-002', 'Família Lima')], nextCursor: null } }),
    'POST /api/openings/familia-01/vaga-001/denuncia': report,
  });
}

beforeEach(() => {
  auth.resetAuthMock();
  window.scrollTo = jest.fn();
});

async function openReport() {
  renderApp('/buscar-vagas');
  const [first] = await screen.findAllByRole('button', { name: 'Detalhes da Vaga' });
  await userEvent.click(first);
  const details = screen.getByRole('dialog', { name: 'Família Souza' });
  expect(within(details).getByRole('button', { name: 'Entrar em Contato' })).toBeInTheDocument();
  await userEvent.click(within(details).getByRole('button', { name: 'Denunciar vaga' }));
  return screen.getByRole('dialog', { name: 'Denunciar vaga' });
}

test('a reason is required; the report is sent with its text, confirmed, and the opening leaves the list', async () => {
  const calls = api(() => ({ status: 201, body: { clientId: 'familia-01', vagaId: 'vaga-001', motivo: 'vaga-falsa', createdAt: '2026-11-24T10:00:00.000Z' } }));
  const dialog = await openReport();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolha o motivo da denúncia.');
  const reports = () => calls.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/denuncia'));
  expect(reports()).toHaveLength(0);

  await userEvent.click(within(dialog).getByRole('radio', { name: 'Vaga falsa ou enganosa' }));
  await userEvent.type(within(dialog).getByLabelText('Conte mais (opcional)'), 'Endereço não existe.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
  expect(await within(dialog).findByText('Recebemos sua denúncia.')).toBeInTheDocument();
  expect(reports()[0]?.body).toEqual({ motivo: 'vaga-falsa', texto: 'Endereço não existe.' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Família Souza' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Família Lima' })).toBeInTheDocument();
}, 20_000);

test('an opening reported from the nearest beyond her radius leaves that list too, at once', async () => {
  const beyond = (id: string, clientName: string, distanciaKm: number): OpeningListItem => ({ ...opening(id, clientName), distanciaKm });
  mockApi({
    'GET /api/me': () => ({ body: caregiver() }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': () => ({
      body: { items: [], nextCursor: null, ordem: 'distancia', raioKm: 25, posicao: { fonte: 'cep', cep: '13083852', bairro: 'Barão Geraldo', cidade: 'Campinas' }, alemDoRaio: [beyond('vaga-001', 'Família Souza', 88.2), beyond('vaga-002', 'Família Lima', 95.4)] },
    }),
    'POST /api/openings/familia-01/vaga-001/denuncia': () => ({ status: 201, body: { clientId: 'familia-01', vagaId: 'vaga-001', motivo: 'outro', createdAt: '2026-11-24T10:00:00.000Z' } }),
  });
  const dialog = await openReport();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
  expect(await within(dialog).findByText('Recebemos sua denúncia.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Família Souza' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Família Lima' })).toBeInTheDocument();
}, 20_000);

test('an error in Portuguese keeps the form; a second report (409) counts as done', async () => {
  let answer = { status: 429, body: { message: 'Muitas tentativas seguidas. Tente novamente em 40 minutos.' } };
  api(() => answer);
  const dialog = await openReport();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Outro' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Muitas tentativas seguidas. Tente novamente em 40 minutos.');
  answer = { status: 409, body: { message: 'Você já denunciou esta vaga. Nossa equipe está analisando.' } };
  await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
  expect(await within(dialog).findByText('Recebemos sua denúncia.')).toBeInTheDocument();
});

test("the contact dialog always says Carey never asks for money", async () => {
  api(() => ({ status: 201 }));
  renderApp('/buscar-vagas');
  const [contact] = await screen.findAllByRole('button', { name: 'Entrar em Contato' });
  await userEvent.click(contact);
  const dialog = screen.getByRole('dialog', { name: 'Entrar em Contato' });
  const safety = within(dialog).getByText('A Carey nunca pede dinheiro, Pix ou dados bancários.');
  // Without a plan: first what she must do (subscribe, here), then the safety line, then plainly that the plan is the
  // only payment; never "Carey never asks for money" followed by a request to pay.
  const subscribe = within(dialog).getByRole('button', { name: 'Assinar um Plano' });
  expect(subscribe.compareDocumentPosition(safety) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const only = within(dialog).getByText('O único pagamento é a assinatura, feita aqui no site, na página segura de pagamento. Se alguém pedir dinheiro por causa de uma vaga, denuncie a vaga.');
  expect(safety.compareDocumentPosition(only) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

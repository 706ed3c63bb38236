import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { mockApi, renderApp } from '../../testing/render-app';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

/**
 * Proves: Atendimento's reports are paged ('Carregar mais denúncias' asks for the next page with the cursor the
 * server gave, until it gives none), and an opening's reports that run over into the next page join its group
 * instead of showing it twice.
 */
const operatorSession = { tokens: { accessToken: { toString: () => 'token-de-teste', payload: {} } } };
const counts = { caregivers: { total: 1, newLast7Days: 0, withPlan: 0, byPaymentMethod: { cartao: 0, 'pix-automatico': 0, pix: 0 } }, openings: { open: 1, closed: 0, unplaced: 0 }, alerts: 0, supportWaiting: 0, reports: { open: 1 } };
const vaga = { tipoProfissional: 'Cuidador', cidade: 'Manaus', bairro: 'Centro', familia: 'Família Souza' };
const report = (motivo: string, texto: string, createdAt: string) => ({ motivo, texto, createdAt });

beforeEach(() => {
  auth.resetAuthMock();
  auth.fetchAuthSession.mockResolvedValue(operatorSession);
});

test("'Carregar mais denúncias' loads the next page into the list, joining an opening's reports, until none remain", async () => {
  const pages: Record<string, unknown> = {
    '': {
      items: [
        { clientId: 'f1', vagaId: 'vaga-1', vaga, denuncias: [report('vaga-falsa', 'Primeira página', '2026-11-20T12:00:00.000Z')] },
      ],
      cursor: 'pagina-2',
    },
    'pagina-2': {
      items: [
        { clientId: 'f1', vagaId: 'vaga-1', vaga, denuncias: [report('pede-dinheiro', 'Continua na segunda', '2026-11-20T11:00:00.000Z')] },
        { clientId: 'f1', vagaId: 'vaga-2', vaga, denuncias: [report('outro', 'Só na segunda', '2026-11-20T10:00:00.000Z')] },
      ],
      cursor: null,
    },
  };
  const { calls } = mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Administração' } } }),
    'GET /api/equipe/atendimento': () => ({ body: { items: [], cursor: null } }),
    'GET /api/equipe/denuncias': (_body, url) => ({ body: pages[url?.searchParams.get('cursor') ?? ''] }),
  });
  renderApp('/equipe/atendimento');
  await screen.findByRole('navigation', { name: 'Painel da equipe' });
  expect(await screen.findByText('Primeira página')).toBeInTheDocument();
  expect(screen.queryByText('Só na segunda')).toBeNull();
  const section = screen.getByRole('region', { name: 'Denúncias de vagas' });
  expect(within(section).getAllByRole('article')).toHaveLength(1);

  await userEvent.click(within(section).getByRole('button', { name: 'Carregar mais denúncias' }));
  expect(await screen.findByText('Só na segunda')).toBeInTheDocument();
  const reportCalls = calls.filter((c) => c.path === '/api/equipe/denuncias');
  expect(reportCalls.map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'pagina-2']);

  const groups = within(section).getAllByRole('article');
  expect(groups).toHaveLength(2);
  expect(within(groups[0]).getByText(/vaga-1/)).toBeInTheDocument();
  expect(within(groups[0]).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    expect.stringContaining('Primeira página'),
    expect.stringContaining('Continua na segunda'),
  ]);
  expect(within(groups[0]).getByText(/2 denúncias/)).toBeInTheDocument();
  expect(within(groups[1]).getByText(/vaga-2/)).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Carregar mais denúncias' })).toBeNull();
});

test("'Descartar denúncia' asks why in a dialog, sends the reason, and shows the reports discarded; 'Leitura' is not offered it", async () => {
  const group = { clientId: 'f1', vagaId: 'vaga-9', vaga, denuncias: [report('vaga-falsa', 'Parece falsa', '2026-11-20T12:00:00.000Z'), report('outro', 'Estranha', '2026-11-20T11:00:00.000Z')] };
  const { calls } = mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Administração' } } }),
    'GET /api/equipe/atendimento': () => ({ body: { items: [], cursor: null } }),
    'GET /api/equipe/denuncias': () => ({ body: { items: [group], cursor: null } }),
    'POST /api/equipe/denuncias/f1/vaga-9/descarte': () => ({ body: { descartadas: 2, decididaEm: '2026-11-27T13:05:00.000Z' } }),
  });
  renderApp('/equipe/atendimento');
  const section = await screen.findByRole('region', { name: 'Denúncias de vagas' });
  await userEvent.click(await within(section).findByRole('button', { name: 'Descartar denúncia' }));
  const dialog = await screen.findByRole('dialog', { name: 'Descartar as denúncias desta vaga?' });
  expect(dialog).toHaveTextContent('As 2 denúncias abertas da vaga vaga-9 ficam marcadas como descartadas');
  // Without a reason nothing is sent.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar descarte' }));
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'A família confirmou a vaga.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar descarte' }));
  expect(await within(section).findByText('Denúncias da vaga vaga-9 descartadas.')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/equipe/denuncias/f1/vaga-9/descarte', { motivo: 'A família confirmou a vaga.' }]]);
  // São Paulo's clock: 13:05 UTC is 10:05 there.
  expect(within(section).getAllByText(/^Descartada em 27\/11\/2026.*10:05.*: A família confirmou a vaga\.$/)).toHaveLength(2);
  expect(within(section).queryByRole('button', { name: 'Descartar denúncia' })).toBeNull();
});

test("a 'Leitura' operator sees the reports without 'Descartar denúncia'", async () => {
  mockApi({
    'GET /api/equipe/visao-geral': () => ({ body: { ...counts, operator: { role: 'Leitura' } } }),
    'GET /api/equipe/atendimento': () => ({ body: { items: [], cursor: null } }),
    'GET /api/equipe/denuncias': () => ({ body: { items: [{ clientId: 'f1', vagaId: 'vaga-9', vaga, denuncias: [report('vaga-falsa', 'Parece falsa', '2026-11-20T12:00:00.000Z')] }], cursor: null } }),
  });
  renderApp('/equipe/atendimento');
  const section = await screen.findByRole('region', { name: 'Denúncias de vagas' });
  expect(await within(section).findByText('Parece falsa')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Descartar denúncia' })).toBeNull();
});

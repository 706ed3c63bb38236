import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, pathname, renderApp } from '../../testing/render-app';
import type { OpeningListItem } from '../../../../contract';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

const complete: OpeningListItem = {
  id: 'vaga-001',
  clientId: 'familia-01',
  clientName: 'Família Souza',
  createdAt: '2026-11-01T12:00:00.000Z',
  avatar: '/img/familias/1.svg',
  bairro: 'Bela Vista',
  tipoProfissional: 'Cuidador',
  detalhesVaga: 'Acompanhar minha mãe durante o dia.',
  generoIdoso: 'Feminino',
  necessidadeEspecial: true,
  possuiComorbidade: false,
  medicacoes: ['Losartana', 'Metformina'],
  tarefas: { 'Higiene pessoal': true, 'Administrar medicação': false, Companhia: true },
  generoPreferencia: 'Feminino',
  selectedDate: '2026-12-01',
  selectedTime: '08:00',
  enderecoCompleto: { cidade: 'São Paulo' },
  dataCriacao: '2026-11-01T12:00:00.000Z',
  tipoContrato: 'CLT',
  diariaTipo: 'Diária de 12 horas',
};
const bare: OpeningListItem = { id: 'vaga-002', clientId: 'familia-12', createdAt: '2026-10-01T12:00:00.000Z', clientName: null, avatar: '', bairro: '' };

function api(options: { plan?: string; pages?: Record<string, { items: OpeningListItem[]; nextCursor: string | null }> } = {}) {
  const pages = options.pages ?? { '': { items: [complete, bare], nextCursor: null } };
  return mockApi({
    'GET /api/me': () => ({ body: caregiver(options.plan) }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': (_b, url) => ({ body: pages[url.searchParams.get('cursor') ?? ''] ?? { items: [], nextCursor: null } }),
    // What /minha-conta reads when 'Assinar um Plano' takes her there
    'GET /api/alerts': () => ({ body: { items: [], max: 5 } }),
    'GET /api/me/assinatura': () => ({ body: { subscription: null } }),
  });
}

beforeEach(() => {
  auth.resetAuthMock();
  window.scrollTo = jest.fn();
});
afterEach(() => jest.useRealTimers());

test('cards show name, função and bairro, with the fallbacks', async () => {
  api();
  renderApp('/buscar-vagas');
  const cards = await screen.findAllByRole('listitem');
  expect(within(cards[0]).getByRole('heading', { name: 'Família Souza' })).toBeInTheDocument();
  expect(within(cards[0]).getByText('Cuidador')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Bela Vista')).toBeInTheDocument();
  expect(within(cards[1]).getByRole('heading', { name: 'Nome não informado' })).toBeInTheDocument();
  expect(within(cards[1]).getByText('Função não informada')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Bairro não informado')).toBeInTheDocument();
  expect(within(cards[1]).getByRole('presentation')).toHaveAttribute('src', '/img/avatar-padrao.svg');
  expect(screen.getAllByRole('button', { name: 'Detalhes da Vaga' })).toHaveLength(2);
  expect(screen.getAllByRole('button', { name: 'Entrar em Contato' })).toHaveLength(2);
});

test('the details dialog shows every field: medications joined, only tasks flagged true', async () => {
  api();
  renderApp('/buscar-vagas');
  await userEvent.click((await screen.findAllByRole('button', { name: 'Detalhes da Vaga' }))[0]);
  const dialog = screen.getByRole('dialog', { name: 'Família Souza' });
  const text = dialog.textContent ?? '';
  expect(text).toContain('Acompanhar minha mãe durante o dia.');
  expect(text).toContain('Losartana, Metformina');
  expect(within(dialog).getByText('Higiene pessoal')).toBeInTheDocument();
  expect(within(dialog).getByText('Companhia')).toBeInTheDocument();
  expect(within(dialog).queryByText('Administrar medicação')).not.toBeInTheDocument();
  expect(text).toContain('01/12/2026 às 08:00');
  expect(text).toContain('Bela Vista, São Paulo');
  expect(text).toContain('01/11/2026');
  expect(text).toContain('CLT');
  expect(text).toContain('Diária de 12 horas');
  expect(within(dialog).getByText('Sim')).toBeInTheDocument();
  expect(within(dialog).getByText('Não')).toBeInTheDocument();
});

test('the details dialog of an opening with nothing filled shows every fallback text', async () => {
  api();
  renderApp('/buscar-vagas');
  await userEvent.click((await screen.findAllByRole('button', { name: 'Detalhes da Vaga' }))[1]);
  const dialog = screen.getByRole('dialog', { name: 'Nome não informado' });
  for (const fallback of ['Nenhum detalhe informado', 'Nenhum', 'Nenhuma tarefa informada', 'Tipo de contrato não informado', 'Tipo de diária não informado']) {
    expect(within(dialog).getByText(fallback)).toBeInTheDocument();
  }
  // Unknown yes/no facts (special need, comorbidity) and genders: 'Não informado', never 'Não'.
  expect(within(dialog).getAllByText('Não informado')).toHaveLength(4);
  expect(within(dialog).queryByText('Não')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Função não informada')).toBeInTheDocument();
  // Only 'Início' is unknown: 'Publicada em' is when Carey listed it (01/10/2026 12:00 UTC), on São Paulo's calendar.
  expect(within(dialog).getAllByText('Data não informada')).toHaveLength(1);
  expect(within(dialog).getByText('01/10/2026')).toBeInTheDocument();
  expect(within(screen.getAllByRole('listitem', { hidden: true })[1]).queryByText('Data não informada')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Bairro não informado, Cidade não informada')).toBeInTheDocument();
});

test('the two dialogs open and close independently, and closing either resets both', async () => {
  api();
  renderApp('/buscar-vagas');
  const details = await screen.findAllByRole('button', { name: 'Detalhes da Vaga' });
  const contacts = screen.getAllByRole('button', { name: 'Entrar em Contato' });

  await userEvent.click(details[0]);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Família Souza' })).toBeInTheDocument();
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(details[0]).toHaveFocus();

  await userEvent.click(contacts[1]);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Entrar em Contato' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(contacts[1]).toHaveFocus();

  // After a reset, opening details shows the details again (nothing left over from the contact dialog).
  await userEvent.click(details[1]);
  expect(screen.getByRole('dialog', { name: 'Nome não informado' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Entrar em Contato' })).not.toBeInTheDocument();
});

test('the focus stays inside an open dialog', async () => {
  api();
  renderApp('/buscar-vagas');
  await userEvent.click((await screen.findAllByRole('button', { name: 'Entrar em Contato' }))[0]);
  const dialog = screen.getByRole('dialog', { name: 'Entrar em Contato' });
  for (let i = 0; i < 6; i++) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

test("a city the filter cannot take: the field stops at 80 characters, and a filter the API refuses is said in its words with no retry that cannot help", async () => {
  // This API refuses the longest city the field lets through, so that both halves show in one walk.
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls = mockApi({
    'GET /api/me': () => ({ body: caregiver('Mensal') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': (_b, url) =>
      (url.searchParams.get('cidade') ?? '').length >= 80
        ? { status: 400, body: { message: 'A cidade do filtro pode ter no máximo 80 caracteres.', field: 'cidade' } }
        : { body: { items: [complete], nextCursor: null } },
  });
  renderApp('/buscar-vagas');
  expect(await screen.findAllByRole('button', { name: 'Entrar em Contato' })).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  const city = screen.getByLabelText('Cidade');
  expect(city).toHaveAttribute('maxLength', '80');
  await userEvent.type(city, 'a'.repeat(120));
  expect(city).toHaveValue('a'.repeat(80));
  await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
  expect(await screen.findByText('A cidade do filtro pode ter no máximo 80 caracteres.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  expect(calls.calls.filter((c) => c.path === '/api/openings').pop()!.url.searchParams.get('cidade')).toBe('a'.repeat(80));
  expect(logged).toHaveBeenCalled();
  logged.mockRestore();
});

test('without a plan the contact dialog asks to subscribe', async () => {
  api({ plan: 'Sem Plano' });
  renderApp('/buscar-vagas');
  await userEvent.click((await screen.findAllByRole('button', { name: 'Entrar em Contato' }))[0]);
  const dialog = screen.getByRole('dialog', { name: 'Entrar em Contato' });
  expect(within(dialog).getByRole('link', { name: 'Disponível no Google Play' })).toBeInTheDocument();
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  await userEvent.click(within(dialog).getByRole('button', { name: 'Assinar um Plano' }));
  await waitFor(() => expect(pathname()).toBe('/minha-conta'));
  // Her plans first: their section brought into view and its heading focused (on a phone they are far below).
  const plans = await screen.findByRole('heading', { level: 2, name: 'Minhas Assinaturas' });
  await waitFor(() => expect(plans).toHaveFocus());
  expect(scrolled).toEqual([plans]);
});

test('with a plan the contact dialog sends the caregiver to the app', async () => {
  api({ plan: 'Trimestral' });
  renderApp('/buscar-vagas');
  await screen.findAllByRole('listitem');
  await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/api/me', expect.anything()));
  await userEvent.click(screen.getAllByRole('button', { name: 'Entrar em Contato' })[0]);
  const dialog = screen.getByRole('dialog', { name: 'Entrar em Contato' });
  expect(dialog).toHaveTextContent('Você é assinante do plano "Trimestral"');
  expect(within(dialog).queryByRole('button', { name: 'Assinar um Plano' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Baixar na App Store' })).toBeInTheDocument();
});

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

test('empty list, back button and scroll-to-top', async () => {
  api({ pages: { '': { items: [], nextCursor: null } } });
  renderApp('/buscar-vagas');
  expect(await screen.findByText('Nenhuma vaga disponível no momento.')).toBeInTheDocument();
  // At the top there is nothing to go back to: no button covering the page.
  expect(screen.queryByRole('button', { name: 'Voltar ao topo' })).not.toBeInTheDocument();
  act(() => scrollWindowTo(window.innerHeight * 2));
  await userEvent.click(await screen.findByRole('button', { name: 'Voltar ao topo' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  act(() => scrollWindowTo(0));
  expect(screen.queryByRole('button', { name: 'Voltar ao topo' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
  await waitFor(() => expect(pathname()).toBe('/home'));
});

test('more openings load with the cursor, and filters start again from the first page', async () => {
  const second = { ...complete, id: 'vaga-003', clientName: 'Família Lima' };
  const calls = api({ pages: { '': { items: [complete], nextCursor: 'c2' }, c2: { items: [second], nextCursor: null } } });
  renderApp('/buscar-vagas');
  await userEvent.click(await screen.findByRole('button', { name: 'Carregar mais vagas' }));
  expect(await screen.findByRole('heading', { name: 'Família Lima' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Família Souza' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Carregar mais vagas' })).not.toBeInTheDocument();

  // The filters are folded behind one control that counts the active ones.
  expect(screen.queryByLabelText('Função')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  await userEvent.selectOptions(screen.getByLabelText('Função'), 'Enfermeiro(a)');
  await userEvent.type(screen.getByLabelText('Cidade'), 'Campinas');
  await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
  await waitFor(() => {
    const last = calls.calls.filter((c) => c.path === '/api/openings').pop()!;
    expect(last.url.searchParams.get('tipoProfissional')).toBe('Enfermeiro(a)');
    expect(last.url.searchParams.get('cidade')).toBe('Campinas');
    expect(last.url.searchParams.get('cursor')).toBeNull();
    expect(last.url.searchParams.get('limit')).toBe('20');
  });
  expect(screen.queryByLabelText('Função')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Filtrar (2)' })).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar (2)' }));
  await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
});

const nearby = (id: string, name: string, km: number | null, createdAt: string): OpeningListItem => ({
  ...complete,
  id,
  clientName: name,
  distanciaKm: km,
  createdAt,
  dataCriacao: createdAt,
  bairro: 'Cambuí',
  enderecoCompleto: { cidade: 'Campinas' },
});

test('without a position, "Mais próximas" asks for the location or a CEP; the typed CEP reorders the list with distances', async () => {
  // The cards count São Paulo's days from the page's clock, read when they render: Date is held at the test's "now"
  // (timers stay real), so a midnight in São Paulo while the test runs cannot turn 'publicada hoje' into 'ontem'.
  const now = Date.now();
  jest.useFakeTimers({ now, doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();
  let cepSet = false;
  const calls = mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'PUT /api/me/cep': (body) => {
      if ((body as { cep: string }).cep !== '13025-320') return { status: 400, body: { message: 'Não encontramos esse CEP. Confira os números.', field: 'cep' } };
      cepSet = true;
      return { body: { posicao: { fonte: 'cep', cep: '13025320', bairro: 'Cambuí', cidade: 'Campinas', atualizadaEm: new Date().toISOString() } } };
    },
    'GET /api/openings': (_b, url) =>
      url.searchParams.get('ordem') === 'distancia' && cepSet
        ? {
            body: {
              items: [nearby('v1', 'Família Perto', 0.4, daysAgo(2)), nearby('v2', 'Família Longe', 84.3, daysAgo(0)), nearby('v3', 'Família Sem Lugar', null, daysAgo(40))],
              nextCursor: null,
              ordem: 'distancia',
              raioKm: 200,
              posicao: { fonte: 'cep', cep: '13025320', bairro: 'Cambuí', cidade: 'Campinas', atualizadaEm: new Date().toISOString() },
            },
          }
        : { body: { items: [nearby('v2', 'Família Longe', undefined as unknown as null, daysAgo(0)), nearby('v1', 'Família Perto', undefined as unknown as null, daysAgo(2))], nextCursor: null, ordem: 'recentes', posicao: null } },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (_ok: unknown, fail: (e: { code: number }) => void) => fail({ code: 1 }) },
  });
  renderApp('/buscar-vagas');
  expect(await screen.findByText('Mostrando as mais recentes. Para ver as mais próximas:')).toBeInTheDocument();
  // The switch shows the true order: newest first, since no position is known yet.
  expect(screen.getByRole('button', { name: 'Mais recentes' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Mais próximas' })).toHaveAttribute('aria-pressed', 'false');
  // Asking for the nearest ones then leads to the request for a position.
  await userEvent.click(screen.getByRole('button', { name: 'Mais próximas' }));
  expect(screen.getByRole('button', { name: 'Usar minha localização' })).toHaveFocus();
  // Compact: the CEP field waits behind "Informar CEP".
  expect(screen.queryByLabelText('Seu CEP')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Informar CEP' })).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Usar minha localização' }));
  expect(await screen.findByText('Você não permitiu o acesso à localização. Informe seu CEP.')).toBeInTheDocument();
  // Location refused: the CEP field opens by itself.
  expect(screen.getByRole('button', { name: 'Informar CEP' })).toHaveAttribute('aria-expanded', 'true');

  await userEvent.type(screen.getByLabelText('Seu CEP'), '99999-999');
  await userEvent.click(screen.getByRole('button', { name: 'Usar este CEP' }));
  expect(await screen.findByText('Não encontramos esse CEP. Confira os números.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Seu CEP'));
  await userEvent.type(screen.getByLabelText('Seu CEP'), '13025-320');
  await userEvent.click(screen.getByRole('button', { name: 'Usar este CEP' }));

  expect(await screen.findByText('Distâncias a partir do CEP 13025-320 (Cambuí, Campinas).')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mais próximas' })).toHaveAttribute('aria-pressed', 'true'));
  expect(screen.getByRole('button', { name: 'Mais recentes' })).toHaveAttribute('aria-pressed', 'false');
  const cards = await screen.findAllByRole('listitem');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Família Perto', 'Família Longe', 'Família Sem Lugar']);
  expect(within(cards[0]).getByText('a 0,4 km')).toBeInTheDocument();
  expect(within(cards[0]).getByText('publicada há 2 dias')).toBeInTheDocument();
  expect(within(cards[1]).getByText('a 84 km')).toBeInTheDocument();
  expect(within(cards[1]).getByText('publicada hoje')).toBeInTheDocument();
  expect(within(cards[2]).getByText('sem distância')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Cambuí')).toBeInTheDocument();
  expect(within(cards[0]).getByText('Campinas')).toBeInTheDocument();
  const last = calls.calls.filter((c) => c.path === '/api/openings').pop()!;
  expect(last.url.searchParams.get('ordem')).toBe('distancia');
  expect(last.url.searchParams.get('raioKm')).toBe('200');

  // "Mais recentes" asks for newest first (no ordem) and hides the distances.
  await userEvent.click(screen.getByRole('button', { name: 'Mais recentes' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Mais recentes' })).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(calls.calls.filter((c) => c.path === '/api/openings').pop()!.url.searchParams.get('ordem')).toBeNull());
  expect(screen.queryByText(/Distâncias a partir/)).not.toBeInTheDocument();
});

test('the radius counts as a filter only when it is narrower than the widest', async () => {
  const calls = api();
  renderApp('/buscar-vagas');
  await screen.findAllByRole('listitem');
  await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
  await userEvent.selectOptions(screen.getByLabelText('Distância máxima'), '25');
  await userEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
  expect(await screen.findByRole('button', { name: 'Filtrar (1)' })).toBeInTheDocument();
  await waitFor(() => expect(calls.calls.filter((c) => c.path === '/api/openings').pop()!.url.searchParams.get('raioKm')).toBe('25'));
});

describe('a link to one opening (/buscar-vagas?vaga=<id>, from the alert e-mail)', () => {
  const other = (n: number): OpeningListItem => ({ ...bare, id: `outra-${n}`, clientName: `Família ${n}` });

  function linkApi(pages: Record<string, { items: OpeningListItem[]; nextCursor: string | null }>) {
    return mockApi({
      'GET /api/me': () => ({ body: caregiver() }),
      'GET /api/notices': () => ({ body: { items: [] } }),
      'GET /api/openings': (_b, url) => ({ body: { ordem: 'recentes', posicao: null, ...(pages[url.searchParams.get('cursor') ?? ''] ?? { items: [], nextCursor: null }) } }),
    });
  }

  test('opens that opening\'s details over the list; closing it leaves the list', async () => {
    linkApi({ '': { items: [bare, complete], nextCursor: null } });
    renderApp('/buscar-vagas?vaga=vaga-001');
    const dialog = await screen.findByRole('dialog', { name: 'Família Souza' });
    expect(dialog).toHaveTextContent('Acompanhar minha mãe durante o dia.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Detalhes da Vaga' })).toHaveLength(2);
  });

  test('looks further than the first page, newest first, when the opening is not on it', async () => {
    const calls = linkApi({ '': { items: [other(1), other(2)], nextCursor: 'p2' }, p2: { items: [other(3), complete], nextCursor: null } });
    renderApp('/buscar-vagas?vaga=vaga-001');
    expect(await screen.findByRole('dialog', { name: 'Família Souza' })).toBeInTheDocument();
    const lookups = calls.calls.filter((c) => c.path === '/api/openings' && c.url.searchParams.get('limit') === '50');
    expect(lookups.map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'p2']);
    expect(lookups.every((c) => c.url.searchParams.get('ordem') === null)).toBe(true);
  });

  test('an opening that is no longer open: a Portuguese message, and the list as usual', async () => {
    linkApi({ '': { items: [complete, bare], nextCursor: null } });
    renderApp('/buscar-vagas?vaga=encerrada');
    expect(await screen.findByText('Esta vaga foi encerrada.')).toBeInTheDocument();
    expect(screen.getByText(/Veja as outras vagas abaixo\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Detalhes da Vaga' })).toHaveLength(2);
  });
});

test('another order never shows the list of the old one: the cards go while the new page is asked for', async () => {
  let answerNewest: () => void = () => undefined;
  mockApi({
    'GET /api/me': () => ({ body: caregiver() }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'GET /api/openings': (_b, url) =>
      url.searchParams.get('ordem') === 'distancia'
        ? { body: { items: [complete], nextCursor: null, ordem: 'distancia' } }
        : new Promise((resolve) => (answerNewest = () => resolve({ body: { items: [bare], nextCursor: null } }))),
  });
  renderApp('/buscar-vagas');
  expect(await screen.findByRole('heading', { name: 'Família Souza' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Mais recentes' }));
  // The newest-first page has not answered: the nearest-first cards are gone already, not shown under the new order.
  expect(screen.queryByRole('heading', { name: 'Família Souza' })).toBeNull();
  act(() => answerNewest());
  expect(await screen.findByRole('heading', { name: 'Nome não informado' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Família Souza' })).toBeNull();
});

test("a position saved after the list first asked (her sign-in's, landing late) turns 'Mais recentes' into the nearest-first list it was asked for, with distances", async () => {
  let stored = false;
  const calls = mockApi({
    'GET /api/me': () => ({ body: caregiver('Sem Plano') }),
    'GET /api/notices': () => ({ body: { items: [] } }),
    'PUT /api/me/location': () => {
      stored = true;
      return { body: { posicao: { fonte: 'localizacao', atualizadaEm: new Date().toISOString() } } };
    },
    'GET /api/openings': (_b, url) =>
      url.searchParams.get('ordem') === 'distancia' && stored
        ? { body: { items: [{ ...complete, distanciaKm: 1.2 }, { ...bare, distanciaKm: 9 }], nextCursor: null, ordem: 'distancia', raioKm: 200, posicao: { fonte: 'localizacao', atualizadaEm: new Date().toISOString() } } }
        : { body: { items: [bare, complete], nextCursor: null, ordem: 'recentes', posicao: null } },
  });
  renderApp('/buscar-vagas');
  expect(await screen.findByText('Mostrando as mais recentes. Para ver as mais próximas:')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mais recentes' })).toHaveAttribute('aria-pressed', 'true');

  // The save the sign-in started lands now (the same call the login page makes).
  const { saveDeviceLocation } = await import('../location/device-location');
  await act(() => saveDeviceLocation({ latitude: -23.56, longitude: -46.66 }));
  expect(await screen.findByText('a 1,2 km')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Mais próximas' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.queryByText('Mostrando as mais recentes. Para ver as mais próximas:')).not.toBeInTheDocument();
  const cards = screen.getAllByRole('listitem');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Família Souza', 'Nome não informado']);
  expect(calls.calls.filter((c) => c.path === '/api/openings').map((c) => c.url.searchParams.get('ordem'))).toEqual(['distancia', 'distancia']);
});

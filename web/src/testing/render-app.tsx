import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes, loadEveryPage } from '../app/app-routes';
import { ConfigProvider, type RuntimeConfig } from '../config/runtime-config';
import { SessionProvider } from '../lib/session';
import { apiPaths, LEGAL_VERSIONS, type SignInAnswer } from '../../../contract';

export const testConfig: RuntimeConfig = {
  stage: 'test',
  auth: { userPoolId: 'local_teste', userPoolClientId: 'cliente', authFlowType: 'USER_PASSWORD_AUTH', operators: { userPoolId: 'local_equipe', userPoolClientId: 'cliente-equipe' } },
  apiBase: '/api',
  links: {
    googlePlay: 'https://play.example/carey',
    appStore: 'https://apps.example/carey',
    whatsapp: 'https://wa.example/5511900000000',
    accountDeletion: 'https://carey.example/excluir-conta',
    marketingSite: 'https://carey.example',
    supportEmail: 'suporte@carey.example',
    encarregadoNome: 'Ana Encarregada',
    encarregadoEmail: 'privacidade@carey.example',
  },
  plans: [
    { name: 'Mensal', amountCents: 3690, interval: 'month', intervalCount: 1, priceLabel: 'R$ 36,90', promotionDiscountLabel: 'R$ 18,45' },
    { name: 'Trimestral', amountCents: 9090, interval: 'month', intervalCount: 3, priceLabel: 'R$ 90,90', perMonthLabel: 'R$ 30,30 por mês', badge: 'Desconto especial', promotionDiscountLabel: 'R$ 15,15' },
  ],
  promotion: { code: 'CAREYCUIDADORES', percentOff: 50 },
};

// Each page is a lazy chunk: loaded before the file's first test, so that what a test waits for is the page's
// render, never the first compile and load of its modules (on a cold cache and two busy cores that alone passed
// testing-library's 5 s and failed '/excluir-conta' once: docs/testing.md, "Flakes are bugs").
beforeAll(() => loadEveryPage(), 60_000);

let currentPath = '';
let currentSearch = '';
function LocationProbe() {
  ({ pathname: currentPath, search: currentSearch } = useLocation());
  return null;
}
/** The path the router is on now (redirect assertions). */
export const pathname = () => currentPath;
/** The query the router is on now ('?a=1', or ''). */
export const search = () => currentSearch;

/**
 * Renders the real route table at `path`, as the SPA does after /config.json has loaded; `from` lists pages of the
 * app visited before it in the same tab (the history 'Voltar' goes back through).
 */
export function renderApp(path: string, options: { from?: string[] } = {}) {
  const entries = [...(options.from ?? []), path];
  return render(
    <ConfigProvider config={testConfig}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <SessionProvider>
          <AppRoutes />
          <LocationProbe />
        </SessionProvider>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

/** `text`: a body sent as it is (an HTML document), not as JSON. */
type Answer = { status?: number; body?: unknown; text?: string };
type Handler = (body: unknown, url: URL) => Answer | Promise<Answer>;

/** What every signed-in page calls first (the protected layout): no new terms to accept, unless a test says otherwise. */
const defaultRoutes: Record<string, Handler> = {
  [`POST ${apiPaths.signIn}`]: () => ({ body: { consentimentoPendente: false, versoes: { ...LEGAL_VERSIONS } } satisfies SignInAnswer }),
};

/** Replaces fetch with the API routes a test needs ('GET /api/me' → handler); anything else is a 404. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown; url: URL; authorization?: string }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ method, path: url.pathname, body, url, authorization: headers.authorization });
    const handler = routes[`${method} ${url.pathname}`] ?? defaultRoutes[`${method} ${url.pathname}`];
    const answer: Answer = handler ? await handler(body, url) : { status: 404, body: { message: 'Rota não encontrada.' } };
    return new Response(answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body)), { status: answer.status ?? 200 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export const caregiver = (tipodeconta = 'Sem Plano') => ({
  uid: 'u1',
  name: 'Maria Cuidadora',
  email: 'maria@exemplo.com.br',
  tipoDeCadastro: 'Cuidador',
  tipodeconta,
});

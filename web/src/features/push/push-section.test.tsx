import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from '../../testing/auth-mock';
import { caregiver, mockApi, renderApp, testConfig } from '../../testing/render-app';
import { ConfigProvider } from '../../config/runtime-config';
import { PushSection } from './push-section';

jest.mock('aws-amplify/auth', () => jest.requireActual('../../testing/auth-mock'));

// The browser's own APIs (service worker, Push API, Notification) are the browser's, not ours: stubbed here, driven
// for real in Chromium by test/e2e/installable-app.test.ts.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/aparelho-1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface Browser {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
  userAgent?: string;
  homeScreen?: boolean;
  push?: boolean;
}

function stubBrowser({ permission = 'default', answer = 'granted', subscribed = false, userAgent = ANDROID, homeScreen = false, push = true }: Browser = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: KEY_BYTES.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPublicaDoAparelho', auth: 'segredo-auth' } }),
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const registration = {
    pushManager: {
      getSubscription: jest.fn(async () => current),
      subscribe: jest.fn(async () => (current = subscription)),
    },
  };
  const notification: { permission: NotificationPermission; requestPermission: jest.Mock<Promise<NotificationPermission>> } = {
    permission,
    requestPermission: jest.fn(async () => (notification.permission = answer)),
  };
  const serviceWorker = { register: jest.fn(async () => registration), ready: Promise.resolve(registration), getRegistration: jest.fn(async () => registration) };
  const define = (target: object, key: string, value: unknown) => Object.defineProperty(target, key, { configurable: true, writable: true, value });
  define(navigator, 'userAgent', userAgent);
  define(navigator, 'standalone', homeScreen);
  if (push) {
    define(navigator, 'serviceWorker', serviceWorker);
    define(window, 'PushManager', function PushManager() {});
    define(window, 'Notification', notification);
  }
  return { subscription, registration, notification, serviceWorker };
}

afterEach(() => {
  for (const key of ['serviceWorker', 'userAgent', 'standalone']) delete (navigator as unknown as Record<string, unknown>)[key];
  for (const key of ['PushManager', 'Notification']) delete (window as unknown as Record<string, unknown>)[key];
});

beforeEach(() => {
  auth.resetAuthMock();
  localStorage.clear();
});

function api(post: () => { status?: number; body?: unknown } = () => ({ status: 201 })) {
  return mockApi({ 'POST /api/me/notificacoes': post, 'DELETE /api/me/notificacoes': () => ({ status: 204 }) });
}

function renderSection(vapidPublicKey: string | null = KEY) {
  render(
    <ConfigProvider config={{ ...testConfig, push: vapidPublicKey ? { vapidPublicKey } : undefined }}>
      <PushSection uid="u1" />
    </ConfigProvider>,
  );
}

const enableButton = () => screen.findByRole('button', { name: 'Ativar notificações neste aparelho' });

test('asks the permission only on the click; granted, it subscribes with the site key and sends the subscription', async () => {
  const browser = stubBrowser();
  const calls = api();
  renderSection();
  expect(screen.getByRole('heading', { name: 'Notificações no celular' })).toBeInTheDocument();
  const button = await enableButton();
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();

  await userEvent.click(button);
  expect(await screen.findByText('Notificações ativadas neste aparelho')).toBeInTheDocument();
  expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
  expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  expect(browser.registration.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY_BYTES });
  const posts = calls.calls.filter((c) => c.method === 'POST' && c.path === '/api/me/notificacoes');
  expect(posts.map((c) => c.body)).toEqual([{ endpoint: ENDPOINT, keys: { p256dh: 'BPublicaDoAparelho', auth: 'segredo-auth' } }]);
  expect(screen.getByRole('button', { name: 'Desativar notificações' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' })).not.toBeInTheDocument();
  expect(localStorage.getItem('carey.notificacoes.titular')).toBe('u1');
});

test('refused at the prompt: says how to allow it again, subscribes nothing and sends nothing', async () => {
  const browser = stubBrowser({ answer: 'denied' });
  const calls = api();
  renderSection();
  await userEvent.click(await enableButton());
  expect(await screen.findByText(/As notificações do Carey estão bloqueadas neste navegador: libere-as nas permissões do site/)).toBeInTheDocument();
  expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
  expect(calls.calls.filter((c) => c.path === '/api/me/notificacoes')).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' })).not.toBeInTheDocument();
});

test('the prompt closed without an answer: the button stays, with a word on how to try again', async () => {
  const browser = stubBrowser({ answer: 'default' });
  const calls = api();
  renderSection();
  await userEvent.click(await enableButton());
  expect(await screen.findByText(/Você não permitiu as notificações\. Quando quiser, toque de novo/)).toBeInTheDocument();
  expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
  expect(calls.calls.filter((c) => c.path === '/api/me/notificacoes')).toEqual([]);
  expect(await enableButton()).toBeEnabled();
});

test('a device already subscribed shows it on; turning it off unsubscribes in the browser and on the server', async () => {
  const browser = stubBrowser({ permission: 'granted', subscribed: true });
  localStorage.setItem('carey.notificacoes.titular', 'u1');
  const calls = api();
  renderSection();
  expect(await screen.findByText('Notificações ativadas neste aparelho')).toBeInTheDocument();
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Desativar notificações' }));
  expect(await screen.findByText('Notificações desativadas neste aparelho.')).toBeInTheDocument();
  expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  const deletes = calls.calls.filter((c) => c.method === 'DELETE' && c.path === '/api/me/notificacoes');
  expect(deletes.map((c) => c.body)).toEqual([{ endpoint: ENDPOINT }]);
  expect(await enableButton()).toBeInTheDocument();
  expect(localStorage.getItem('carey.notificacoes.titular')).toBeNull();
});

test.each([
  ['someone else', 'u2'],
  ['nobody this browser remembers', null],
])("turned on by %s (a shared phone): reads off, the browser's subscription is dropped, and 'Ativar' makes it hers", async (_who, holder) => {
  const browser = stubBrowser({ permission: 'granted', subscribed: true });
  if (holder) localStorage.setItem('carey.notificacoes.titular', holder);
  const calls = api();
  renderSection();
  await userEvent.click(await enableButton());
  expect(screen.queryByText('Notificações desativadas neste aparelho.')).not.toBeInTheDocument();
  // dropped before she chose anything (the other person's pushes stop here), then subscribed again on her click
  expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  expect(browser.registration.pushManager.subscribe).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Notificações ativadas neste aparelho')).toBeInTheDocument();
  expect(calls.calls.filter((c) => c.path === '/api/me/notificacoes').map((c) => c.method)).toEqual(['POST']);
  expect(localStorage.getItem('carey.notificacoes.titular')).toBe('u1');
});

test('a subscription without the permission (revoked in the settings) reads as off', async () => {
  stubBrowser({ permission: 'default', subscribed: true });
  api();
  renderSection();
  expect(await enableButton()).toBeInTheDocument();
  expect(screen.queryByText('Notificações ativadas neste aparelho')).not.toBeInTheDocument();
});

test('the server refusing the device (too many) shows its message and leaves the browser unsubscribed', async () => {
  const browser = stubBrowser();
  api(() => ({ status: 400, body: { message: 'Você já ativou as notificações em 10 aparelhos. Desative em um deles para ativar neste.' } }));
  renderSection();
  await userEvent.click(await enableButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Você já ativou as notificações em 10 aparelhos.');
  expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Notificações ativadas neste aparelho')).not.toBeInTheDocument();
  expect(await enableButton()).toBeEnabled();
});

test('a push service that never answers: after 20 s she reads that it could not be turned on and what to try, and the button comes back', async () => {
  const browser = stubBrowser();
  let answerLate: (subscription: typeof browser.subscription) => void = () => undefined;
  browser.registration.pushManager.subscribe.mockImplementation(() => new Promise((resolve) => (answerLate = resolve)));
  const calls = api();
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderSection();
    await user.click(await enableButton());
    await waitFor(() => expect(browser.registration.pushManager.subscribe).toHaveBeenCalledTimes(1));
    // 19.9 s: still waiting, the button busy
    await act(() => jest.advanceTimersByTimeAsync(19_900));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeDisabled();
    // 20 s: told, and the button is hers again
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O navegador não conseguiu ativar as notificações: o serviço de notificações dele não respondeu. Verifique a sua internet e toque de novo em "Ativar notificações neste aparelho".',
    );
    expect(await enableButton()).toBeEnabled();
    // The browser answers after all: that subscription is dropped, and the server never hears of it.
    await act(async () => answerLate(browser.subscription));
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1));
    expect(calls.calls.filter((c) => c.path === '/api/me/notificacoes')).toEqual([]);
    expect(localStorage.getItem('carey.notificacoes.titular')).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

test('a server error says to try again, in Portuguese', async () => {
  stubBrowser();
  api(() => ({ status: 500, body: { message: 'Internal Server Error' } }));
  renderSection();
  await userEvent.click(await enableButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível ativar as notificações neste aparelho. Tente novamente.');
});

test('already blocked in this browser: one sentence, no button, no prompt', async () => {
  const browser = stubBrowser({ permission: 'denied' });
  renderSection();
  expect(screen.getByText(/libere-as nas permissões do site \(no ícone ao lado do endereço\) e recarregue esta página\./)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
});

test('an iPhone in Safari (no Push API outside the home screen): how to add Carey to the home screen', () => {
  stubBrowser({ userAgent: IPHONE, push: false });
  renderSection();
  expect(screen.getByText(/No iPhone, as notificações só funcionam com o Carey na Tela de Início: no Safari, toque em Compartilhar/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('an iPhone with Carey on the home screen (iOS 16.4+) gets the button', async () => {
  stubBrowser({ userAgent: IPHONE, homeScreen: true });
  renderSection();
  expect(await enableButton()).toBeInTheDocument();
  expect(screen.queryByText(/No iPhone/)).not.toBeInTheDocument();
});

test('a browser without service workers or the Push API: which browsers can', () => {
  stubBrowser({ push: false });
  renderSection();
  expect(screen.getByText(/Este navegador não recebe notificações: abra o Carey no Chrome/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a stage without a push key says the e-mail alerts go on', () => {
  stubBrowser();
  renderSection(null);
  expect(screen.getByText(/As notificações no celular ainda não estão disponíveis/)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('/minha-conta has the section', async () => {
  stubBrowser();
  mockApi({ 'GET /api/me': () => ({ body: caregiver('Mensal') }), 'GET /api/alerts': () => ({ body: { items: [], max: 5 } }), 'GET /api/me/assinatura': () => ({ body: { subscription: null } }) });
  renderApp('/minha-conta');
  expect(await screen.findByRole('heading', { name: 'Notificações no celular' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Alertas de vagas' })).toBeInTheDocument());
});

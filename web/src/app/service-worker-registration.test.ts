import { registerServiceWorkerAfterLoad } from './service-worker-registration';

function fakeWindow(readyState: DocumentReadyState, options: { withWorker?: boolean; idle?: boolean; controlled?: boolean } = {}) {
  const { withWorker = true, idle = true, controlled = false } = options;
  const register = jest.fn(async () => ({}));
  const idleCallbacks: { callback: () => void; timeout?: number }[] = [];
  const target = new EventTarget();
  const win = Object.assign(target, {
    navigator: withWorker ? { serviceWorker: { register, controller: controlled ? { scriptURL: '/sw.js' } : null } } : {},
    document: { readyState },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    ...(idle ? { requestIdleCallback: (callback: () => void, opts?: { timeout: number }) => idleCallbacks.push({ callback, timeout: opts?.timeout }) } : {}),
  }) as unknown as Window;
  return { win, register, target, idleCallbacks };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('waits for load, then 5 s, then the browser being idle, and registers /sw.js for the whole site once', () => {
  const { win, register, target, idleCallbacks } = fakeWindow('interactive');
  registerServiceWorkerAfterLoad(win);
  jest.advanceTimersByTime(60_000);
  expect(idleCallbacks).toHaveLength(0);
  target.dispatchEvent(new Event('load'));
  target.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(4999);
  expect(idleCallbacks).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(idleCallbacks).toHaveLength(1);
  // The browser may hold an idle callback back for at most 5 s more.
  expect(idleCallbacks[0].timeout).toBe(5000);
  expect(register).not.toHaveBeenCalled();
  idleCallbacks[0].callback();
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  jest.advanceTimersByTime(60_000);
  expect(register).toHaveBeenCalledTimes(1);
});

test('counts the 5 s from now when the page has already loaded', () => {
  const { win, idleCallbacks } = fakeWindow('complete');
  registerServiceWorkerAfterLoad(win);
  jest.advanceTimersByTime(4999);
  expect(idleCallbacks).toHaveLength(0);
  jest.advanceTimersByTime(1);
  expect(idleCallbacks).toHaveLength(1);
});

test('without requestIdleCallback (Safari), registers when the 5 s are up', () => {
  const { win, register, target } = fakeWindow('interactive', { idle: false });
  registerServiceWorkerAfterLoad(win);
  target.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(4999);
  expect(register).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('registers nothing on a page the worker already controls (the browser checks it for updates itself)', () => {
  const { win, register, target, idleCallbacks } = fakeWindow('interactive', { controlled: true });
  registerServiceWorkerAfterLoad(win);
  target.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(60_000);
  idleCallbacks.forEach(({ callback }) => callback());
  expect(idleCallbacks).toHaveLength(0);
  expect(register).not.toHaveBeenCalled();
});

test('does nothing in a browser without service workers', () => {
  const { win, target } = fakeWindow('interactive', { withWorker: false });
  expect(() => {
    registerServiceWorkerAfterLoad(win);
    target.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(60_000);
  }).not.toThrow();
});

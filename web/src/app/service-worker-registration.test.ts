import { registerServiceWorkerAfterLoad } from './service-worker-registration';

function fakeWindow(readyState: DocumentReadyState, withWorker = true) {
  const register = jest.fn(async () => ({}));
  const target = new EventTarget();
  const win = Object.assign(target, {
    navigator: withWorker ? { serviceWorker: { register } } : {},
    document: { readyState },
  }) as unknown as Window;
  return { win, register, target };
}

test('waits for the load event, then registers /sw.js for the whole site once', () => {
  const { win, register, target } = fakeWindow('interactive');
  registerServiceWorkerAfterLoad(win);
  expect(register).not.toHaveBeenCalled();
  target.dispatchEvent(new Event('load'));
  target.dispatchEvent(new Event('load'));
  expect(register).toHaveBeenCalledTimes(1);
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('registers at once when the page has already loaded', () => {
  const { win, register } = fakeWindow('complete');
  registerServiceWorkerAfterLoad(win);
  expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
});

test('does nothing in a browser without service workers', () => {
  const { win, target } = fakeWindow('interactive', false);
  expect(() => {
    registerServiceWorkerAfterLoad(win);
    target.dispatchEvent(new Event('load'));
  }).not.toThrow();
});

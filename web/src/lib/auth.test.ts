// Amplify's module, as the boot would load it: `evaluated` says whether its code ran (it listens to storage from then).
const state = { evaluated: 0 };
const configureAmplify = jest.fn();
jest.mock('./amplify-setup', () => {
  state.evaluated++;
  return { configureAmplify };
});

const POOL = { userPoolId: 'sa-east-1_Teste', userPoolClientId: 'cliente' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetModules();
  state.evaluated = 0;
  configureAmplify.mockReset();
  localStorage.clear();
});

const freshAuth = () => import('./auth');

test('with a stored session and the pool known, Amplify loads at boot and is configured in the turn it arrives', async () => {
  localStorage.setItem('CognitoIdentityServiceProvider.cliente.LastAuthUser', 'maria');
  const auth = await freshAuth();
  auth.setUserPool(POOL);
  auth.preloadIfSessionStored();
  await flush();
  expect(state.evaluated).toBe(1);
  expect(configureAmplify.mock.calls).toEqual([[POOL]]);
});

test('before the pool is known nothing loads: Amplify never runs unconfigured', async () => {
  localStorage.setItem('CognitoIdentityServiceProvider.cliente.LastAuthUser', 'maria');
  const auth = await freshAuth();
  auth.preloadIfSessionStored();
  await flush();
  expect(state.evaluated).toBe(0);
});

test('without a stored session nothing loads (a visitor of /login does not download Amplify)', async () => {
  const auth = await freshAuth();
  auth.setUserPool(POOL);
  auth.preloadIfSessionStored();
  await flush();
  expect(state.evaluated).toBe(0);
  expect(configureAmplify).not.toHaveBeenCalled();
});

import { apiPaths } from '../../../contract';
import { apiRequest, ApiError } from './api-client';

jest.mock('./auth', () => ({ fetchAuthSession: async () => ({}), signOut: async () => undefined }));

/** What the API answered, as `fetch` gives it to the client. */
function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;
}
const failure = (path = apiPaths.me) => apiRequest(path, { anonymous: true }).then(() => undefined, (error: unknown) => error as ApiError);

describe('the API client’s refusals', () => {
  const saved = globalThis.fetch;
  afterAll(() => {
    globalThis.fetch = saved;
  });

  it("says API Gateway's own 429 (the stage throttle, in English) in Portuguese", async () => {
    answer(429, { message: 'Too Many Requests' });
    const error = await failure();
    expect([error?.status, error?.message]).toEqual([429, 'Muitas pessoas estão usando o Carey agora. Tente novamente em alguns segundos.']);
  });

  it('keeps our own 429 text (the limits’ minutes) and any other answer’s message as they came', async () => {
    answer(429, { message: 'Muitas tentativas seguidas. Tente novamente em 5 minutos.' });
    expect((await failure())?.message).toBe('Muitas tentativas seguidas. Tente novamente em 5 minutos.');
    answer(400, { message: 'Too Many Requests' });
    expect((await failure())?.message).toBe('Too Many Requests');
  });
});

import { lookupBairro, lookupCep } from './viacep';

const answer = (body: unknown, status = 200) => jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('lookupBairro', () => {
  beforeAll(() => {
    process.env.VIACEP_URL = 'http://127.0.0.1:1';
  });
  it('returns the neighbourhood', async () => {
    const fetchImpl = answer({ bairro: 'Bela Vista' });
    expect(await lookupBairro('01310-100', fetchImpl)).toBe('Bela Vista');
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:1/ws/01310100/json/', expect.anything());
  });
  it('uses the spec fallbacks', async () => {
    expect(await lookupBairro(undefined, answer({}))).toBe('Bairro não informado');
    expect(await lookupBairro('01310100', answer({ bairro: '' }))).toBe('Bairro não informado');
    expect(await lookupBairro('99999999', answer({ erro: true }))).toBe('Bairro não encontrado');
    expect(await lookupBairro('123', answer({}))).toBe('Bairro não encontrado');
    expect(await lookupBairro('01310100', answer({}, 500))).toBe('Bairro não encontrado');
    const failing = jest.fn(async () => { throw new Error('offline'); }) as unknown as typeof fetch;
    expect(await lookupBairro('01310100', failing)).toBe('Bairro não encontrado');
  });
});

describe('lookupCep', () => {
  beforeAll(() => {
    process.env.VIACEP_URL = 'http://127.0.0.1:1';
  });
  it('says which answers may be cached: not the failures of the lookup itself', async () => {
    expect(await lookupCep('01310100', answer({ bairro: 'Bela Vista' }))).toEqual({ bairro: 'Bela Vista', definitive: true });
    expect(await lookupCep('99999999', answer({ erro: true }))).toEqual({ bairro: 'Bairro não encontrado', definitive: true });
    expect(await lookupCep('01310100', answer({}, 503))).toEqual({ bairro: 'Bairro não encontrado', definitive: false });
    const failing = jest.fn(async () => { throw new Error('offline'); }) as unknown as typeof fetch;
    expect(await lookupCep('01310100', failing)).toEqual({ bairro: 'Bairro não encontrado', definitive: false });
  });
});

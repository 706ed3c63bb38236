import { lookupBairro } from './viacep';

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

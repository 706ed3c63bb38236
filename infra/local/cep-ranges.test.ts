import seats from '../../lambdas/base/places/municipios/coordenadas.json';
import fixture from './viacep-fixture.json';
import { cepRanges, municipalityOfCep, stateRanges } from './cep-ranges';
import { startViaCepStandIn } from './viacep-standin';

const ibgeOf = (cep: string) => municipalityOfCep(cep.replace('-', ''))?.ibge;

describe('the CEP range table of the local ViaCEP stand-in', () => {
  it.each([
    ['01310-200', '3550308', 'São Paulo'], ['20040-002', '3304557', 'Rio de Janeiro'], ['29010-120', '3205309', 'Vitória'],
    ['30110-012', '3106200', 'Belo Horizonte'], ['40020-000', '2927408', 'Salvador'], ['49010-020', '2800308', 'Aracaju'],
    ['50030-230', '2611606', 'Recife'], ['57020-050', '2704302', 'Maceió'], ['58010-000', '2507507', 'João Pessoa'],
    ['59012-300', '2408102', 'Natal'], ['60060-000', '2304400', 'Fortaleza'], ['64000-060', '2211001', 'Teresina'],
    ['65010-000', '2111300', 'São Luís'], ['66010-000', '1501402', 'Belém'], ['68900-073', '1600303', 'Macapá'],
    ['69005-040', '1302603', 'Manaus'], ['69301-000', '1400100', 'Boa Vista'], ['69900-062', '1200401', 'Rio Branco'],
    ['70040-010', '5300108', 'Brasília'], ['74003-010', '5208707', 'Goiânia'], ['76801-000', '1100205', 'Porto Velho'],
    ['77001-002', '1721000', 'Palmas'], ['78005-000', '5103403', 'Cuiabá'], ['79002-070', '5002704', 'Campo Grande'],
    ['80020-000', '4106902', 'Curitiba'], ['88010-000', '4205407', 'Florianópolis'], ['90020-004', '4314902', 'Porto Alegre'],
  ])('places %s (a state capital) in its municipality', (cep, ibge, localidade) => {
    expect(municipalityOfCep(cep.replace('-', ''))).toMatchObject({ ibge, localidade });
  });

  it.each([
    ['13010-111', '3509502', 'Campinas'], ['11010-000', '3548500', 'Santos'], ['24020-005', '3303302', 'Niterói'],
    ['36010-001', '3136702', 'Juiz de Fora'], ['86010-000', '4113700', 'Londrina'], ['89201-000', '4209102', 'Joinville'],
    ['95010-000', '4305108', 'Caxias do Sul'], ['14010-000', '3543402', 'Ribeirão Preto'],
  ])('places %s (an interior city of the table) in its own municipality, not the capital', (cep, ibge, localidade) => {
    expect(municipalityOfCep(cep.replace('-', ''))).toMatchObject({ ibge, localidade });
  });

  it('falls back to the state capital for a municipality the table does not list, and knows no CEP below 01000-000', () => {
    expect(ibgeOf('13140-000')).toBe('3550308'); // Paulínia, next to Campinas' last CEP: São Paulo state
    expect(ibgeOf('13400-000')).toBe('3550308'); // Piracicaba (not listed): docs/local-stack.md's example
    expect(ibgeOf('73700-000')).toBe('5208707'); // Goiás, after the Federal District's second range
    expect(ibgeOf('72999-999')).toBe('5208707');
    expect(ibgeOf('73000-000')).toBe('5300108');
    expect(municipalityOfCep('00000000')).toBeUndefined();
    expect(municipalityOfCep('00999999')).toBeUndefined();
  });

  it('refuses what is not 8 digits', () => {
    for (const bad of ['', '1301011', '130101110', '13010-111', 'abcdefgh']) expect(municipalityOfCep(bad)).toBeUndefined();
  });

  it('covers 01000-000 to 99999-999 with state ranges that never overlap', () => {
    const sorted = [...stateRanges].sort((a, b) => a.first - b.first);
    expect(sorted[0].first).toBe(1_000_000);
    expect(sorted.at(-1)!.last).toBe(99_999_999);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i].first).toBe(sorted[i - 1].last + 1);
    expect(new Set(stateRanges.map((r) => r.uf)).size).toBe(27);
  });

  it('keeps each municipality inside its own state, with an IBGE code that has a municipal seat', () => {
    for (const r of cepRanges) {
      const state = stateRanges.find((s) => s.first <= r.first && r.last <= s.last);
      expect({ r, uf: state?.uf }).toEqual({ r, uf: r.uf });
      expect({ r, seat: r.ibge in seats }).toEqual({ r, seat: true });
    }
  });

  it('agrees with the real ViaCEP answers of the fixture (same municipality for each of its CEPs)', () => {
    const real = Object.entries(fixture as Record<string, { ibge?: string; localidade?: string }>).filter(([, a]) => a.ibge);
    expect(real.length).toBeGreaterThan(20);
    for (const [cep, answer] of real) expect({ cep, ...municipalityOfCep(cep) }).toMatchObject({ cep, ibge: answer.ibge, localidade: answer.localidade });
  });
});

describe('the ViaCEP stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startViaCepStandIn>>;
  beforeAll(async () => {
    standIn = await startViaCepStandIn({ port: 0 });
  });
  afterAll(() => standIn.stop());
  const ask = async (cep: string) => {
    const res = await fetch(`${standIn.endpoint}/ws/${cep}/json/`);
    return { status: res.status, body: res.status === 200 ? await res.json() : await res.text() };
  };

  it('keeps the fixture\u2019s finer answer (street, neighbourhood) for its CEPs', async () => {
    expect(await ask('13025320')).toEqual({ status: 200, body: expect.objectContaining({ bairro: 'Cambuí', localidade: 'Campinas', ibge: '3509502' }) });
  });

  it('answers any other well-formed CEP at municipality level, as ViaCEP does', async () => {
    expect(await ask('13010111')).toEqual({
      status: 200,
      body: { cep: '13010-111', logradouro: '', complemento: '', bairro: '', localidade: 'Campinas', uf: 'SP', ibge: '3509502' },
    });
    expect((await ask('20040002')).body).toMatchObject({ localidade: 'Rio de Janeiro', uf: 'RJ', ibge: '3304557' });
  });

  it('answers {"erro": true} for CEPs no range holds and for the fixture\u2019s unknown ones, and 400 for malformed ones', async () => {
    expect(await ask('00000000')).toEqual({ status: 200, body: { erro: true } });
    expect(await ask('99999999')).toEqual({ status: 200, body: { erro: true } });
    for (const bad of ['1301011', '13010-111', 'abcdefgh']) expect((await ask(bad)).status).toBe(400);
  });
});

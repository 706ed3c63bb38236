import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack({ seed: true });

interface Item { distanciaKm: number | null; enderecoCompleto?: { cidade?: string } }

describe('a CEP outside the ViaCEP fixture, on the local stack', () => {
  it('places her at her municipality (range table) and ranks the openings from there', async () => {
    const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const set = await api(stack(), '/api/me/cep', { method: 'PUT', token, json: { cep: '13010-111' } });
    expect({ status: set.status, posicao: set.json.posicao }).toMatchObject({ status: 200, posicao: { fonte: 'cep', cep: '13010111', cidade: 'Campinas' } });

    const page = await api(stack(), '/api/openings?ordem=distancia&limit=5', { token });
    expect(page.json).toMatchObject({ ordem: 'distancia', posicao: { cep: '13010111' } });
    const items = page.json.items as Item[];
    // The seed's Campinas openings are within a few km of Campinas' seat; São Paulo is ~85 km away.
    expect(items[0].enderecoCompleto?.cidade).toBe('Campinas');
    expect(items[0].distanciaKm).toBeLessThan(15);

    const rio = await api(stack(), '/api/me/cep', { method: 'PUT', token, json: { cep: '20040002' } });
    expect(rio.json.posicao).toMatchObject({ cep: '20040002', cidade: 'Rio de Janeiro' });
    const fromRio = await api(stack(), '/api/openings?ordem=distancia&limit=1', { token });
    expect((fromRio.json.items as Item[])[0].enderecoCompleto?.cidade).toBe('Rio de Janeiro');
  });

  it('still refuses a CEP no range holds, and the fixture\u2019s unknown one, with the Portuguese 400', async () => {
    const { accessToken: token } = await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    for (const cep of ['00000-000', '99999-999']) {
      const res = await api(stack(), '/api/me/cep', { method: 'PUT', token, json: { cep } });
      expect({ status: res.status, body: res.json }).toEqual({ status: 400, body: { message: 'Não encontramos esse CEP. Confira os números.', field: 'cep' } });
    }
  });
});

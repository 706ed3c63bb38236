import { conflict, invalidInput } from '../base/errors';
import type { StoredOpening } from '../openings/opening';
import { fillOpeningCities, type CityFillIo } from './fill-opening-cities';

const opening = (id: string, extra: Partial<StoredOpening> = {}): StoredOpening =>
  ({ id, clientId: 'familia', createdAt: '2026-01-01T12:00:00.000Z', cep: '13084100', bairro: 'Centro', tipoProfissional: 'Cuidador', geoCell: 'x', localizacao: { latitude: -22.9, longitude: -47.1 }, ...extra }) as StoredOpening;

function io(stored: StoredOpening[], correct: CityFillIo['correct']): CityFillIo {
  return { openingsWithoutCity: async () => stored, findOpening: async (_c, id) => stored.find((o) => o.id === id), correct };
}

describe('fillOpeningCities', () => {
  it("sends each opening's own form fields, never its keys, listing date, place or index bookkeeping", async () => {
    const sent: unknown[] = [];
    await fillOpeningCities(io([opening('a', { detalhesVaga: 'Cuidar da Dona Ana', enderecoCompleto: { bairro: 'Cambuí' } })], async (input) => {
      sent.push(input);
      return { clientId: input.clientId, id: input.id, changedFields: ['enderecoCompleto'] };
    }));
    expect(sent).toEqual([
      { operator: { id: 'script:preencher-cidades', label: 'Preenchimento de cidades pelo CEP (script)' }, clientId: 'familia', id: 'a', vaga: { cep: '13084100', tipoProfissional: 'Cuidador', detalhesVaga: 'Cuidar da Dona Ana', enderecoCompleto: { bairro: 'Cambuí' } } },
    ]);
  });

  it("lists an opening a rule or a change meanwhile refuses with the form's words, goes on, and lets a failure of AWS through", async () => {
    const refusals: Record<string, Error> = { b: invalidInput('Data de início inválida.'), c: conflict('A vaga mudou enquanto isso.') };
    const report = await fillOpeningCities(io([opening('a'), opening('b'), opening('c')], async ({ clientId, id }) => {
      if (refusals[id]) throw refusals[id];
      return { clientId, id, changedFields: ['enderecoCompleto'] };
    }));
    expect(report).toEqual({ found: 3, filled: ['familia/a'], left: [{ ref: 'familia/b', reason: 'Data de início inválida.' }, { ref: 'familia/c', reason: 'A vaga mudou enquanto isso.' }] });
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' });
    await expect(fillOpeningCities(io([opening('a')], async () => Promise.reject(throttled)))).rejects.toBe(throttled);
  });

  it('skips an opening closed since it was found', async () => {
    const correct = jest.fn();
    const report = await fillOpeningCities({ openingsWithoutCity: async () => [opening('a')], findOpening: async () => opening('a', { encerradaEm: '2026-01-02T00:00:00.000Z' }), correct });
    expect({ report, calls: correct.mock.calls.length }).toEqual({ report: { found: 1, filled: [], left: [] }, calls: 0 });
  });
});

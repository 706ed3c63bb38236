import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { resolveCep } from './cep-places';

process.env.TABLE_NAME = 'test-table';
const ddb = mockClient(DynamoDBDocumentClient);
const NOW = 1_800_000_000;
const now = () => NOW;
const viacep = (answer: Partial<{ bairro: string; localidade: string; ibge: string; definitive: boolean }>) =>
  jest.fn(async () => ({ bairro: 'Bela Vista', definitive: true, ...answer }));
const geocoder = (answer: { point?: { latitude: number; longitude: number }; definitive: boolean }) => ({ locate: jest.fn(async () => answer) });

describe('resolveCep (CEP → neighbourhood, municipality, place)', () => {
  beforeEach(() => {
    ddb.reset();
    ddb.on(GetCommand).resolves({});
    ddb.on(PutCommand).resolves({});
  });

  it('places by the geocoder when it knows the CEP, and caches the whole answer for 30 days', async () => {
    const r = await resolveCep('01310-100', { viacep: viacep({ localidade: 'São Paulo', ibge: '3550308' }), geocoder: geocoder({ point: { latitude: -23.56, longitude: -46.65 }, definitive: true }), now });
    expect(r).toMatchObject({ bairro: 'Bela Vista', localidade: 'São Paulo', place: { latitude: -23.56, longitude: -46.65, precisao: 'cep' } });
    expect(r.unplaced).toBeUndefined();
    expect(ddb.commandCalls(PutCommand)[0].args[0].input.Item).toMatchObject({ PK: 'CEP#01310100', v: 2, place: { precisao: 'cep' }, expiresAt: NOW + 30 * 86400 });
  });

  it('falls back to the municipal seat of the IBGE code', async () => {
    const r = await resolveCep('13015904', { viacep: viacep({ bairro: 'Bairro não informado', ibge: '3509502' }), geocoder: geocoder({ definitive: true }), now });
    expect(r.place).toEqual({ latitude: -22.9053, longitude: -47.0659, precisao: 'municipio' });
  });

  it('keeps the municipal answer out of the cache when the geocoder could not be asked', async () => {
    const r = await resolveCep('13015904', { viacep: viacep({ ibge: '3509502' }), geocoder: geocoder({ definitive: false }), now });
    expect(r.place?.precisao).toBe('municipio');
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('says why an opening cannot be placed', async () => {
    const unknown = await resolveCep('99999999', { viacep: viacep({ bairro: 'Bairro não encontrado' }), geocoder: geocoder({ definitive: true }), now });
    expect(unknown.unplaced).toBe('cep-unknown');
    const failed = await resolveCep('01310100', { viacep: viacep({ bairro: 'Bairro não encontrado', definitive: false }), geocoder: geocoder({ definitive: true }), now });
    expect(failed).toMatchObject({ definitive: false, unplaced: 'lookup-failed' });
    const noCode = await resolveCep('01310100', { viacep: viacep({}), geocoder: geocoder({ definitive: true }), now });
    expect(noCode.unplaced).toBe('no-municipio');
    const none = await resolveCep(undefined, { viacep: viacep({ bairro: 'Bairro não informado' }), geocoder: geocoder({ definitive: true }), now });
    expect(none).toMatchObject({ bairro: 'Bairro não informado', unplaced: 'no-cep' });
    expect(await resolveCep('123', { now })).toMatchObject({ bairro: 'Bairro não encontrado', unplaced: 'cep-invalid' });
  });

  it('answers from a live cache entry of the current version without asking anyone', async () => {
    ddb.on(GetCommand).resolves({ Item: { v: 2, bairro: 'Pinheiros', localidade: 'São Paulo', place: { latitude: -23.56, longitude: -46.68, precisao: 'cep' }, expiresAt: NOW + 10 } });
    const lookup = viacep({});
    expect(await resolveCep('05407002', { viacep: lookup, geocoder: geocoder({ definitive: true }), now })).toMatchObject({ bairro: 'Pinheiros', place: { precisao: 'cep' } });
    expect(lookup).not.toHaveBeenCalled();
    // An entry from before CEPs were placed (no version) or an expired one is resolved again.
    for (const Item of [{ bairro: 'Pinheiros', expiresAt: NOW + 10 }, { v: 2, bairro: 'Pinheiros', expiresAt: NOW - 1 }]) {
      ddb.on(GetCommand).resolves({ Item });
      const again = viacep({ bairro: 'Pinheiros' });
      await resolveCep('05407002', { viacep: again, geocoder: geocoder({ definitive: true }), now });
      expect(again).toHaveBeenCalledWith('05407002');
    }
  });
});

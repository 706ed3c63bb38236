import type { CepPosition, Location } from './caregiver';
import { setCepPosition, setDeviceLocation, type PlacedCep } from './caregiver-position';

const now = () => new Date('2026-11-23T20:00:00.000Z');
function ports(placed: PlacedCep) {
  const saved: CepPosition[] = [];
  return { saved, ports: { resolveCep: async () => placed, saveCepPosition: async (_uid: string, p: CepPosition) => void saved.push(p), now } };
}

describe('setCepPosition', () => {
  it('places the CEP and keeps it on her record, answering the position as the openings page shows it', async () => {
    const { saved, ports: p } = ports({ definitive: true, place: { latitude: -23.56, longitude: -46.65, precisao: 'cep' }, bairro: 'Bela Vista', localidade: 'São Paulo' });
    expect(await setCepPosition('u1', '01310-100', p)).toEqual({ posicao: { fonte: 'cep', cep: '01310100', bairro: 'Bela Vista', cidade: 'São Paulo', atualizadaEm: '2026-11-23T20:00:00.000Z' } });
    expect(saved).toEqual([{ cep: '01310100', latitude: -23.56, longitude: -46.65, precisao: 'cep', bairro: 'Bela Vista', cidade: 'São Paulo', timestamp: '2026-11-23T20:00:00.000Z' }]);
  });

  it('answers 503 when ViaCEP could not be asked and 400 (field cep) when the CEP places nowhere; keeps nothing', async () => {
    const down = ports({ definitive: false, bairro: 'Bairro não informado' });
    await expect(setCepPosition('u1', '01310100', down.ports)).rejects.toMatchObject({ kind: 'unavailable' });
    const unknown = ports({ definitive: true, bairro: 'Bairro não encontrado' });
    await expect(setCepPosition('u1', '99999999', unknown.ports)).rejects.toMatchObject({ kind: 'invalid-input', field: 'cep' });
    expect([...down.saved, ...unknown.saved]).toEqual([]);
  });
});

describe('setDeviceLocation', () => {
  it('keeps the point with the server\'s time, not the browser\'s', async () => {
    const saved: Location[] = [];
    const answer = await setDeviceLocation('u1', { latitude: -19.9, longitude: -43.9 }, { saveLocation: async (_uid, l) => void saved.push(l), now });
    expect(answer).toEqual({ lastLocation: { latitude: -19.9, longitude: -43.9, timestamp: '2026-11-23T20:00:00.000Z' } });
    expect(saved).toEqual([answer.lastLocation]);
  });
});

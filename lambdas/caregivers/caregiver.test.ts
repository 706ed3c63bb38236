import { searchPosition } from './caregiver';
import { messages } from '../base/messages';

const location = { latitude: -23.56, longitude: -46.65, timestamp: '2026-11-20T10:00:00.000Z' };
const cep = { cep: '13025320', latitude: -22.89, longitude: -47.05, precisao: 'cep' as const, bairro: 'Cambuí', cidade: 'Campinas', timestamp: '2026-11-21T10:00:00.000Z' };

describe('searchPosition', () => {
  it('is unknown without a location or a CEP', () => {
    expect(searchPosition({})).toBeUndefined();
  });
  it('uses the newer of the device location and the typed CEP, and says which', () => {
    expect(searchPosition({ lastLocation: location })).toEqual({
      point: { latitude: -23.56, longitude: -46.65 },
      posicao: { fonte: 'localizacao', atualizadaEm: location.timestamp },
    });
    expect(searchPosition({ lastLocation: location, cepPosition: cep })).toEqual({
      point: { latitude: -22.89, longitude: -47.05 },
      posicao: { fonte: 'cep', cep: '13025320', bairro: 'Cambuí', cidade: 'Campinas', atualizadaEm: cep.timestamp },
    });
    const later = { ...location, timestamp: '2026-11-22T10:00:00.000Z' };
    expect(searchPosition({ lastLocation: later, cepPosition: cep })?.posicao.fonte).toBe('localizacao');
  });
  it('ignores a stored position that is not a point on Earth', () => {
    expect(searchPosition({ lastLocation: { ...location, latitude: 123 } })).toBeUndefined();
  });
  it("marks a fallback neighbourhood with a stable code (the SPA never reads the words), and a real one with none", () => {
    expect(searchPosition({ cepPosition: { ...cep, bairro: messages.bairroNaoInformado } })?.posicao.bairroFallback).toBe('nao-informado');
    expect(searchPosition({ cepPosition: { ...cep, bairro: messages.bairroNaoEncontrado } })?.posicao.bairroFallback).toBe('nao-encontrado');
    expect(searchPosition({ cepPosition: cep })?.posicao).not.toHaveProperty('bairroFallback');
  });
});

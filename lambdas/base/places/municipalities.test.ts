// Claim: a city can be ruled out for an alert only when no municipality of that name (case and accents aside, every
// homonym counted) has its seat within the radius plus a 700 km reach; an unknown name rules nothing out.
import { haversineKm } from './geo';
import { municipalityCouldBeWithin, municipalSeat, seatsNamed } from './municipalities';

const MANAUS = { latitude: -3.119, longitude: -60.0217 };
const PAULISTA = { latitude: -23.5613, longitude: -46.6565 };

describe('municipalities by name', () => {
  it('finds a seat whatever the case and accents, and every homonym', () => {
    expect(seatsNamed('SAO  paulo')).toEqual([municipalSeat('3550308')]);
    expect(seatsNamed('São Paulo')).toHaveLength(1);
    // 'Bom Jesus' is a municipality in five states (GO, PB, PI, RN, SC).
    expect(seatsNamed('bom jesus').length).toBe(5);
    expect(seatsNamed('Vila Inventada')).toEqual([]);
  });

  it('rules a city out only beyond radius + reach from every seat of that name', () => {
    expect(municipalityCouldBeWithin('São Paulo', MANAUS, 200)).toBe(false);
    expect(municipalityCouldBeWithin('São Paulo', PAULISTA, 1)).toBe(true);
    expect(municipalityCouldBeWithin('Campinas', PAULISTA, 25)).toBe(true);
    expect(municipalityCouldBeWithin('Vila Inventada', MANAUS, 200)).toBeUndefined();
  });

  it('has its edge at radius + 700 km, both sides', () => {
    const seat = municipalSeat('3550308')!;
    const far = haversineKm(MANAUS, seat); // about 2,690 km
    const radius = Math.ceil(far - 700);
    expect(municipalityCouldBeWithin('São Paulo', MANAUS, radius)).toBe(true);
    expect(municipalityCouldBeWithin('São Paulo', MANAUS, radius - 1)).toBe(false);
  });
});

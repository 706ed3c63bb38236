import type { OpeningListItem } from '../../../../contract';
import { bairro, distance, formatDate, funcao, parseDate, published, publishedDay, start, yesNo } from './format';

const opening = (over: Partial<OpeningListItem>): OpeningListItem =>
  ({ id: 'v', clientId: 'f', createdAt: '2026-11-24T12:00:00Z', bairro: 'Centro', clientName: null, avatar: '', ...over }) as OpeningListItem;
const now = new Date('2026-11-24T15:00:00Z'); // 12:00 in Brasília

describe("the SPA's placeholder rules", () => {
  it("reads an unknown yes/no as 'Não informado', never 'Não'", () => {
    expect(yesNo(undefined)).toBe('Não informado');
    expect(yesNo(false)).toBe('Não');
    expect(yesNo(true)).toBe('Sim');
  });

  it("dates the card by when Carey listed the opening (its order in 'Mais recentes'), never the family's own date", () => {
    // Listed at 12:00 in São Paulo; the family's file said another day: the card and the details read the listing's.
    const listed = opening({ createdAt: '2026-11-24T15:00:00Z', dataCriacao: '2026-09-01' });
    expect(published(listed, now)).toBe('publicada hoje');
    expect(publishedDay(listed)).toBe('24/11/2026');
    // No family date at all: still the listing's, never 'Data não informada'.
    const bare = opening({ createdAt: '2026-11-21T20:00:00Z', dataCriacao: undefined });
    expect(published(bare, now)).toBe('publicada há 3 dias');
    expect(publishedDay(bare)).toBe('21/11/2026');
    expect(published(opening({ createdAt: '2026-11-23T15:00:00Z' }), now)).toBe('publicada ontem');
    expect(published(opening({ createdAt: '2026-09-01T15:00:00Z' }), now)).toBe('publicada em 01/09/2026');
    expect(formatDate('01/11/2026')).toBe('01/11/2026');
    expect(parseDate('01/11/2026')?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(start(opening({ selectedDate: '2026-12-05', selectedTime: '08:00' }))).toBe('05/12/2026 às 08:00');
  });

  it("reads the listing time in São Paulo's day: created at 23:59 there is that day, at 00:00 the next", () => {
    // 02/12 02:59 UTC is 01/12 23:59 in São Paulo; 03:00 UTC is 02/12 00:00.
    const lastMinute = opening({ createdAt: '2026-12-02T02:59:00Z' });
    const firstMinute = opening({ createdAt: '2026-12-02T03:00:00Z' });
    expect(publishedDay(lastMinute)).toBe('01/12/2026');
    expect(publishedDay(firstMinute)).toBe('02/12/2026');
    const noon = new Date('2026-12-02T15:00:00Z');
    expect(published(lastMinute, noon)).toBe('publicada ontem');
    expect(published(firstMinute, noon)).toBe('publicada hoje');
    // 'now' at 01:30 UTC on 03/12 is still 02/12 in São Paulo.
    expect(published(firstMinute, new Date('2026-12-03T01:30:00Z'))).toBe('publicada hoje');
    // 23:30 on 31/12/2027 in São Paulo is 02:30 UTC on 01/01/2028: a day, month and year apart.
    const newYearsEve = opening({ createdAt: '2028-01-01T02:30:00Z' });
    expect(publishedDay(newYearsEve)).toBe('31/12/2027');
    expect(published(newYearsEve, new Date('2028-03-01T12:00:00Z'))).toBe('publicada em 31/12/2027');
    expect(formatDate('2026-11-22T02:59:00Z')).toBe('21/11/2026');
    expect(formatDate('2026-11-22T03:00:00Z')).toBe('22/11/2026');
    // A calendar day the family wrote is that day, in no zone.
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatDate('ontem')).toBe('Data não informada');
    expect(formatDate('31/02/2026')).toBe('Data não informada');
  });

  it("'Início' shows the day and hours as the family wrote them, a date as a date", () => {
    // The CSV template's own example: free text in both columns.
    expect(start(opening({ selectedDate: 'Segunda a sexta', selectedTime: '08:00 às 17:00' }))).toBe('Segunda a sexta, 08:00 às 17:00');
    expect(start(opening({ selectedDate: '2026-12-01', selectedTime: '08:00 às 17:00' }))).toBe('01/12/2026, 08:00 às 17:00');
    expect(start(opening({ selectedDate: '01/12/2026', selectedTime: '8h30' }))).toBe('01/12/2026 às 8h30');
    expect(start(opening({ selectedDate: 'Imediato' }))).toBe('Imediato');
    expect(start(opening({ selectedDate: '  ', selectedTime: '07:00' }))).toBe('Às 07:00');
    expect(start(opening({ selectedTime: 'Plantão noturno' }))).toBe('Plantão noturno');
    expect(start(opening({ selectedDate: ' Segunda a sexta ', selectedTime: ' ' }))).toBe('Segunda a sexta');
    expect(start(opening({}))).toBe('Data não informada');
    // A day that does not exist is the family's words, not a date rolled into March.
    expect(start(opening({ selectedDate: '31/02/2026' }))).toBe('31/02/2026');
  });

  it('gives função and bairro their own texts, the same on card and details', () => {
    expect(funcao(opening({ tipoProfissional: ' ' }))).toBe('Função não informada');
    expect(bairro(opening({ bairro: '', enderecoCompleto: { bairro: 'Barão Geraldo' } }))).toBe('Barão Geraldo');
    expect(bairro(opening({ bairro: 'Bairro não encontrado' }))).toBe('Bairro não encontrado');
  });
});

describe('distances', () => {
  it('say where they end for an opening known only at city level', () => {
    expect(distance(opening({ distanciaKm: 3.24 }))).toBe('a 3,2 km');
    expect(distance(opening({ distanciaKm: 12.4, distanciaAteCentro: true, enderecoCompleto: { cidade: 'Campinas' } }))).toBe('a 12 km (distância até o centro de Campinas)');
    expect(distance(opening({ distanciaKm: 12.4, distanciaAteCentro: true }))).toBe('a 12 km (distância até o centro da cidade)');
    expect(distance(opening({ distanciaKm: null }))).toBe('sem distância');
    // Under 100 m, never 'a 0,0 km': the edges on both sides.
    expect([0, 0.04, 0.05, 0.0999].map((km) => distance(opening({ distanciaKm: km })))).toEqual(['a menos de 100 m', 'a menos de 100 m', 'a menos de 100 m', 'a menos de 100 m']);
    expect([0.1, 0.149, 9.94, 10].map((km) => distance(opening({ distanciaKm: km })))).toEqual(['a 0,1 km', 'a 0,1 km', 'a 9,9 km', 'a 10 km']);
    expect(distance(opening({ distanciaKm: 0.02, distanciaAteCentro: true, enderecoCompleto: { cidade: 'Campinas' } }))).toBe('a menos de 100 m (distância até o centro de Campinas)');
    expect(distance(opening({}))).toBeUndefined();
  });
});

/**
 * Proves: 'Nova vaga' dates an opening by São Paulo's calendar, whatever the hour in UTC. Created at 23:59 in São
 * Paulo (02:59 UTC the next day) it is that São Paulo day; created at 00:00 in São Paulo, the new day. The listing
 * time stays the instant itself (UTC ISO 8601). Each test gives the use case its own clock; expected strings are
 * written out.
 */
import type { Family, StoredOpening } from '../openings/opening';
import { createTeamOpening, type OpeningFormIo } from './opening-form';

function memoryIo() {
  const saved: StoredOpening[] = [];
  const io: OpeningFormIo = {
    findOpening: async () => undefined,
    getFamilies: async (ids) => new Map(ids.map((id): [string, Family] => [id, { id, name: 'Família Souza' }])),
    createFamily: async () => true,
    storedFromRecord: async ({ createdAt: _given, ...record }, listedAt) => ({ opening: { ...record, createdAt: listedAt, bairro: 'Centro' } }),
    saveAudited: async (opening) => {
      saved.push(opening);
    },
  };
  return { io, saved };
}

const operator = { id: 'op-1', label: 'Ana (op-1)' };
const create = (io: OpeningFormIo, now: Date) =>
  createTeamOpening({ familia: { id: 'familia-1' }, id: 'vaga-1', vaga: { tipoProfissional: 'Cuidador' }, operator }, io, now);

describe("'Nova vaga' on São Paulo's calendar", () => {
  it('created at 23:59 in São Paulo (02:59 UTC the next day) is published on the São Paulo day', async () => {
    const { io, saved } = memoryIo();
    await create(io, new Date('2026-12-02T02:59:00Z'));
    expect(saved[0].dataCriacao).toBe('2026-12-01');
    expect(saved[0].createdAt).toBe('2026-12-02T02:59:00.000Z');
  });

  it('created at 00:00 in São Paulo is published on the new day', async () => {
    const { io, saved } = memoryIo();
    await create(io, new Date('2026-12-02T03:00:00Z'));
    expect(saved[0].dataCriacao).toBe('2026-12-02');
  });

  it('created at 23:30 on 31/12/2027 in São Paulo (02:30 UTC on 01/01/2028) is published in 2027', async () => {
    const { io, saved } = memoryIo();
    await create(io, new Date('2028-01-01T02:30:00Z'));
    expect(saved[0].dataCriacao).toBe('2027-12-31');
  });
});

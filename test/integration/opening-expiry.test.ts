import { saveOpening } from '../../lambdas/openings/data/openings';
import { findStoredOpening } from '../../lambdas/openings/data/opening-closing';
import { listOpeningsPage } from '../../lambdas/openings/data/openings';
import type { StoredOpening } from '../../lambdas/openings/opening';
import { useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();
const FAMILY = 'familia-prazo';
const NOW = new Date('2027-03-01T12:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const opening = (id: string, createdAt: string): StoredOpening => ({
  id, clientId: FAMILY, createdAt, tipoProfissional: 'Cuidador', enderecoCompleto: { cidade: 'Manaus' }, bairro: 'Centro', localizacao: { latitude: -3.119, longitude: -60.0217, precisao: 'cep' },
});
const run = (now: Date) => stack().runJob('close-old-openings', { now: now.toISOString() }) as Promise<{ closed: number; skipped: number }>;
const listedIds = async () => (await listOpeningsPage({ limit: 50, cidade: 'Manaus' })).items.map((o) => o.id);

describe('openings close by themselves after the stage\'s days (default 60)', () => {
  beforeAll(async () => {
    await saveOpening(opening('velha', daysBefore(90)));
    await saveOpening(opening('no-limite', daysBefore(60.5)));
    await saveOpening(opening('recente', daysBefore(59)));
  });

  it('closes those published more than 60 days before now, leaves the others listed', async () => {
    expect(await listedIds()).toEqual(['recente', 'no-limite', 'velha']);
    expect(await run(NOW)).toEqual({ closed: 2, skipped: 0 });
    expect(await listedIds()).toEqual(['recente']);
    expect((await findStoredOpening(FAMILY, 'velha'))?.encerradaEm).toBe(NOW.toISOString());
    expect((await findStoredOpening(FAMILY, 'recente'))?.encerradaEm).toBeUndefined();
  });

  it('running it again closes nothing twice; a day later the next one closes', async () => {
    expect(await run(NOW)).toEqual({ closed: 0, skipped: 0 });
    expect(await run(new Date(NOW.getTime() + 2 * 86_400_000))).toEqual({ closed: 1, skipped: 0 });
    expect(await listedIds()).toEqual([]);
  });
});

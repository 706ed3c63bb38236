import type { QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db } from '../../lambdas/base/table/client';
import { putFamily } from '../../lambdas/openings/data/families';
import { saveOpening } from '../../lambdas/openings/data/openings';
import { distancePage, encodeDistanceCursor, UNPLACED_READ_CAP } from '../../lambdas/openings/data/openings-by-distance';
import type { StoredOpening } from '../../lambdas/openings/opening';
import { useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();

/** What each Query of the unplaced partition read (ScannedCount: before filters), in order. */
function recordUnplacedReads() {
  const reads: number[] = [];
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      const input = args.input as { ExpressionAttributeValues?: Record<string, unknown> };
      if (context.commandName === 'QueryCommand' && input.ExpressionAttributeValues?.[':pk'] === 'GEO#-') {
        reads.push((out.output as QueryCommandOutput).ScannedCount ?? 0);
      }
      return out;
    },
    { step: 'initialize', name: 'unplacedReads' },
  );
  return { reads, stop: () => db().middlewareStack.remove('unplacedReads') };
}

const CENTRE = { latitude: -22.9056, longitude: -47.0608 };
const TIPOS = ['Cuidador', 'Acompanhante', 'Enfermeiro(a)'];

describe('distance pages: the unplaced openings are paged from the cursor', () => {
  const unplaced = 150;
  const keys: { all: string[]; enfermeiro: string[] } = { all: [], enfermeiro: [] };

  beforeAll(async () => {
    await putFamily({ id: 'fam-unplaced', name: 'Família sem lugar' });
    const openings: StoredOpening[] = [
      // Three placed openings near the centre: the first page starts with them.
      ...[0, 1, 2].map((i) => ({
        id: `placed-${i}`, clientId: 'fam-unplaced', bairro: 'Centro', createdAt: `2026-11-0${i + 1}T10:00:00.000Z`, tipoProfissional: 'Cuidador',
        localizacao: { latitude: CENTRE.latitude + i * 0.001, longitude: CENTRE.longitude, precisao: 'cep' as const },
      })),
      // Unplaced ones; only every 10th is "Enfermeiro(a)", so a filtered page must read past many.
      ...Array.from({ length: unplaced }, (_, i) => ({
        id: `sem-lugar-${String(i).padStart(3, '0')}`, clientId: 'fam-unplaced', bairro: 'Centro', createdAt: '2026-11-10T10:00:00.000Z',
        tipoProfissional: i % 10 === 0 ? TIPOS[2] : TIPOS[i % 2],
      })),
    ];
    for (const o of openings) await saveOpening(o);
    keys.all = openings.filter((o) => !o.localizacao).map((o) => `${o.clientId}#${o.id}`).sort();
    keys.enfermeiro = openings.filter((o) => !o.localizacao && o.tipoProfissional === TIPOS[2]).map((o) => `${o.clientId}#${o.id}`).sort();
    // Alert matching of the new openings runs on the table stream: let it finish before requests are counted.
    await stack().drainStreams();
  });

  async function pageAll(limit: number, tipoProfissional?: string) {
    const pages: { keys: string[]; requests: number; scanned: number[] }[] = [];
    let cursor: string | undefined;
    do {
      const recorder = recordUnplacedReads();
      const before = stack().dynamo.requestCount();
      const page = await distancePage({ centre: CENTRE, radiusKm: 5, limit, cursor, tipoProfissional });
      pages.push({ keys: page.refs.map((r) => `${r.clientId}#${r.id}`), requests: stack().dynamo.requestCount() - before, scanned: recorder.reads });
      recorder.stop();
      cursor = page.next ? await encodeDistanceCursor(page.next) : undefined;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it('lists every unplaced opening once, in key order, each page reading only the next page and one more', async () => {
    const pages = await pageAll(20);
    const listed = pages.flatMap((p) => p.keys);
    expect(listed.slice(0, 3)).toEqual(['fam-unplaced#placed-0', 'fam-unplaced#placed-1', 'fam-unplaced#placed-2']);
    expect(listed.slice(3)).toEqual(keys.all);
    expect(pages).toHaveLength(Math.ceil((unplaced + 3) / 20));
    // The pages after the first read only the unplaced partition: one Query of 21 items at most, wherever the cursor is.
    for (const page of pages.slice(1)) {
      expect(page.requests).toBe(1);
      expect(page.scanned).toHaveLength(1);
      expect(page.scanned[0]).toBeLessThanOrEqual(21);
    }
  });

  it('with a filter, reads on in growing Queries only as far as the page needs', async () => {
    const pages = await pageAll(4, TIPOS[2]);
    expect(pages.flatMap((p) => p.keys)).toEqual(keys.enfermeiro);
    expect(pages).toHaveLength(Math.ceil(keys.enfermeiro.length / 4));
    for (const page of pages) {
      // Limits 5, 20, 80, 320 (≤ UNPLACED_READ_CAP): 50 items hold the 5 matches a page of 4 needs.
      expect(page.scanned.every((n, i) => n <= Math.min(5 * 4 ** i, UNPLACED_READ_CAP))).toBe(true);
      expect(page.scanned.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5 + 20 + 80);
      if (page !== pages[0]) expect(page.requests).toBe(page.scanned.length);
    }
  });
});

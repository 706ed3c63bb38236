import type { CounterDelta } from '../base/counters/counters';
import { recountCounters, type RecountPorts } from './counter-recount';

const NOW = new Date('2026-11-24T10:00:00Z');
const zero = { caregivers: 0, caregiversWithPlan: 0, caregiversPayingCard: 0, caregiversPayingPixAutomatico: 0, caregiversPayingPix: 0, caregiversReachable: 2, caregiversReachableWithPlan: 1, openingsOpen: 0, openingsClosed: 0, openingsUnplaced: 0, alerts: 0, supportWaiting: 0, reportsOpen: 0 };

function ports(items: Record<string, unknown>[], sums: { totals: typeof zero; days: Record<string, number> }) {
  const added: CounterDelta[] = [];
  const io: RecountPorts = {
    async *scanItems() {
      yield items.slice(0, 2);
      yield items.slice(2);
    },
    readCounterSums: async () => sums,
    addToCounters: async (delta) => {
      added.push(delta);
    },
  };
  return { io, added };
}

describe('the recount of the counters', () => {
  const items = [
    { entity: 'caregiver', tipodeconta: 'Sem Plano', dataCadastro: '2026-11-23T09:00:00Z' },
    { entity: 'caregiver', tipodeconta: 'Mensal', dataCadastro: '2026-10-01T09:00:00Z' },
    { entity: 'opening' },
    { entity: 'opening', encerradaEm: '2026-11-01', localizacao: {} },
    { entity: 'alert' },
    { entity: 'support-message' },
    { entity: 'support-message', teamState: 'arquivada' },
    { entity: 'phone-claim' },
  ];

  it('adds only the differences, and reports each one', async () => {
    const { io, added } = ports(items, { totals: { ...zero, caregivers: 5, caregiversWithPlan: 1, caregiversPayingCard: 1, openingsOpen: 1, openingsClosed: 1, openingsUnplaced: 1, alerts: 1, supportWaiting: 3 }, days: { '2026-11-23': 0, '2026-11-24': 2 } });
    const report = await recountCounters(io, NOW);
    expect(report.scanned).toBe(items.length);
    expect(report.changed).toEqual([
      { counter: 'caregivers', was: 5, counted: 2 },
      { counter: 'supportWaiting', was: 3, counted: 1 },
      { counter: 'signups 2026-11-23', was: 0, counted: 1 },
      { counter: 'signups 2026-11-24', was: 2, counted: 0 },
    ]);
    expect(added).toEqual([
      { counts: { caregivers: -3, supportWaiting: -2 } },
      { signups: { at: '2026-11-23T12:00:00.000Z', delta: 1 } },
      { signups: { at: '2026-11-24T12:00:00.000Z', delta: -2 } },
    ]);
  });

  it('writes nothing when every counter agrees', async () => {
    const { io, added } = ports(items, { totals: { ...zero, caregivers: 2, caregiversWithPlan: 1, caregiversPayingCard: 1, openingsOpen: 1, openingsClosed: 1, openingsUnplaced: 1, alerts: 1, supportWaiting: 1 }, days: { '2026-11-23': 1 } });
    expect((await recountCounters(io, NOW)).changed).toEqual([]);
    expect(added).toEqual([]);
  });

  it("mends the reach counters by the segment rule: unconfirmed sign-ups, old sign-ups' TTL and deletions asked for are not reached", async () => {
    const reach = [
      { entity: 'caregiver', tipodeconta: 'Mensal', dataCadastro: '2026-10-01T09:00:00Z' },
      { entity: 'caregiver', tipodeconta: 'Sem Plano', dataCadastro: '2026-10-01T09:00:00Z' },
      { entity: 'caregiver', tipodeconta: 'Mensal', dataCadastro: '2026-10-01T09:00:00Z', GSI2PK: 'UNCONFIRMED-SIGNUP' },
      { entity: 'caregiver', tipodeconta: 'Mensal', dataCadastro: '2026-10-01T09:00:00Z', expiresAt: 1 },
      { entity: 'caregiver', tipodeconta: 'Trimestral', dataCadastro: '2026-10-01T09:00:00Z', deletionRequestedAt: '2026-11-01T00:00:00Z' },
    ];
    const { io, added } = ports(reach, { totals: { ...zero, caregivers: 5, caregiversWithPlan: 4, caregiversPayingCard: 4, caregiversReachable: 7, caregiversReachableWithPlan: 0 }, days: {} });
    expect((await recountCounters(io, NOW)).changed).toEqual([
      { counter: 'caregiversReachable', was: 7, counted: 2 },
      { counter: 'caregiversReachableWithPlan', was: 0, counted: 1 },
    ]);
    expect(added).toEqual([{ counts: { caregiversReachable: -5, caregiversReachableWithPlan: 1 } }]);
  });

  it('counts those with a plan by how they pay, as the writes do: none stored is a card; without a plan none counts', async () => {
    const caregiver = (tipodeconta: string, formaDePagamento?: string) => ({ entity: 'caregiver', tipodeconta, dataCadastro: '2026-10-01T09:00:00Z', ...(formaDePagamento ? { formaDePagamento } : {}) });
    const paying = [
      caregiver('Mensal'),
      caregiver('Trimestral', 'cartao'),
      caregiver('Mensal', 'pix-automatico'),
      caregiver('Trimestral', 'pix-automatico'),
      caregiver('Mensal', 'pix-automatico'),
      caregiver('Trimestral', 'pix'),
      // her Pix period ended, her card plan ended: how she paid stays on the record, she counts nowhere
      caregiver('Sem Plano', 'pix'),
      caregiver('Sem Plano', 'cartao'),
    ];
    const agreed = { ...zero, caregivers: 8, caregiversWithPlan: 6, caregiversReachable: 8, caregiversReachableWithPlan: 6 };
    const right = ports(paying, { totals: { ...agreed, caregiversPayingCard: 2, caregiversPayingPixAutomatico: 3, caregiversPayingPix: 1 }, days: {} });
    expect((await recountCounters(right.io, NOW)).changed).toEqual([]);
    // counters drifted (a card counted as Pix, a Pix that ended still counted): mended to the scan
    const { io, added } = ports(paying, { totals: { ...agreed, caregiversPayingCard: 1, caregiversPayingPixAutomatico: 3, caregiversPayingPix: 3 }, days: {} });
    expect((await recountCounters(io, NOW)).changed).toEqual([
      { counter: 'caregiversPayingCard', was: 1, counted: 2 },
      { counter: 'caregiversPayingPix', was: 3, counted: 1 },
    ]);
    expect(added).toEqual([{ counts: { caregiversPayingCard: 1, caregiversPayingPix: -2 } }]);
  });
});

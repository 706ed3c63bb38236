import { caregiverCounts, counterUpdates, openingChangeCounts, planChangeCounts } from './counters';

process.env.TABLE_NAME ??= 'carey-test';
const NOW = new Date('2026-11-23T12:00:00Z');
const nobodyPaying = { caregiversPayingCard: 0, caregiversPayingPixAutomatico: 0, caregiversPayingPix: 0 };

describe("the overview's counting rules", () => {
  it('a caregiver counts once, with a plan only when her tipodeconta names one, on her sign-up day', () => {
    expect(caregiverCounts({ tipodeconta: 'Sem Plano', dataCadastro: '2026-11-20T10:00:00Z', reachable: true }, 1)).toEqual({ counts: { caregivers: 1, caregiversWithPlan: 0, ...nobodyPaying, caregiversReachable: 1, caregiversReachableWithPlan: 0 }, signups: { at: '2026-11-20T10:00:00Z', delta: 1 } });
    expect(caregiverCounts({ tipodeconta: 'Mensal', dataCadastro: '2026-11-20T10:00:00Z', reachable: true }, -1).counts).toEqual({ caregivers: -1, caregiversWithPlan: -1, ...nobodyPaying, caregiversPayingCard: -1, caregiversReachable: -1, caregiversReachableWithPlan: -1 });
    // An unconfirmed sign-up (or one whose deletion was asked for) is counted, but not in the reach.
    expect(caregiverCounts({ tipodeconta: 'Mensal', dataCadastro: '2026-11-20T10:00:00Z', reachable: false }, 1).counts).toEqual({ caregivers: 1, caregiversWithPlan: 1, ...nobodyPaying, caregiversPayingCard: 1, caregiversReachable: 0, caregiversReachableWithPlan: 0 });
  });

  it('a plan change counts only when having a plan changes', () => {
    const reached = { caregiversReachable: 0 };
    expect(planChangeCounts({ tipodeconta: 'Sem Plano', reachable: true }, { tipodeconta: 'Trimestral' }).counts).toEqual({ caregiversWithPlan: 1, ...nobodyPaying, caregiversPayingCard: 1, ...reached, caregiversReachableWithPlan: 1 });
    expect(planChangeCounts({ tipodeconta: 'Mensal', reachable: true }, { tipodeconta: 'Trimestral' }).counts).toEqual({ caregiversWithPlan: 0, ...nobodyPaying, ...reached, caregiversReachableWithPlan: 0 });
    expect(planChangeCounts({ tipodeconta: 'Mensal', reachable: true }, { tipodeconta: 'Sem Plano' }).counts).toEqual({ caregiversWithPlan: -1, ...nobodyPaying, caregiversPayingCard: -1, ...reached, caregiversReachableWithPlan: -1 });
    // Not reached (unconfirmed): the reach with a plan stays.
    expect(planChangeCounts({ tipodeconta: 'Sem Plano', reachable: false }, { tipodeconta: 'Mensal' }).counts).toEqual({ caregiversWithPlan: 1, ...nobodyPaying, caregiversPayingCard: 1, ...reached, caregiversReachableWithPlan: 0 });
  });

  it('openings: new, placed later, closed', () => {
    expect(openingChangeCounts(undefined, {}).counts).toEqual({ openingsOpen: 1, openingsClosed: 0, openingsUnplaced: 1 });
    expect(openingChangeCounts({}, { localizacao: {} }).counts).toEqual({ openingsOpen: 0, openingsClosed: 0, openingsUnplaced: -1 });
    expect(openingChangeCounts({}, { encerradaEm: 'x' }).counts).toEqual({ openingsOpen: -1, openingsClosed: 1, openingsUnplaced: -1 });
  });

  it('writes one shard total and, inside the days read, one day item; nothing for a change of nothing', () => {
    expect(counterUpdates({ counts: { alerts: 0 } }, NOW)).toEqual([]);
    const items = counterUpdates(caregiverCounts({ tipodeconta: 'Sem Plano', dataCadastro: '2026-11-22T10:00:00Z', reachable: false }, 1), NOW);
    expect(items.map((i) => i.Update?.Key)).toEqual([{ PK: expect.stringMatching(/^COUNTERS#[0-7]$/), SK: 'TOTAL' }, { PK: items[0].Update!.Key!.PK, SK: 'DAY#2026-11-22' }]);
    expect(items[0].Update!.UpdateExpression).toBe('SET entity = :e ADD #c0 :c0');
    // A record from long ago leaves the day items alone (its day is no longer read).
    expect(counterUpdates(caregiverCounts({ tipodeconta: 'Sem Plano', dataCadastro: '2026-01-01T10:00:00Z', reachable: true }, -1), NOW)).toHaveLength(1);
  });

  it("counts a sign-up on São Paulo's day, the day the console's 'Cuidadoras' filter reads: 23:59 there is that day, 00:00 the next", () => {
    const dayOf = (dataCadastro: string) => counterUpdates(caregiverCounts({ tipodeconta: 'Sem Plano', dataCadastro, reachable: true }, 1), NOW)[1].Update!.Key!.SK;
    expect(dayOf('2026-11-23T02:59:00Z')).toBe('DAY#2026-11-22');
    expect(dayOf('2026-11-23T03:00:00Z')).toBe('DAY#2026-11-23');
  });

  // The spec's plan rule (contract hasPlan), the same as the Avisos segments (team/notice-rules.test.ts): a legacy label counts.
  it.each([
    ['Plano Mensal', 1],
    ['Mensal', 1],
    ['Trimestral', 1],
    ['Sem Plano', 0],
    ['', 0],
    [undefined, 0],
  ] as const)('%p: counted with a plan %p time(s)', (tipodeconta, withPlan) => {
    expect(caregiverCounts({ tipodeconta: tipodeconta as string, dataCadastro: '2026-11-20T10:00:00Z', reachable: true }, 1).counts?.caregiversReachableWithPlan).toBe(withPlan);
    expect(planChangeCounts({ tipodeconta: 'Sem Plano', reachable: true }, { tipodeconta: tipodeconta as string }).counts).toMatchObject({ caregiversWithPlan: withPlan, caregiversReachableWithPlan: withPlan });
  });

  // Issue 39: those with a plan, by how they pay. Each transition moves exactly one count, and only at a plan's edge.
  describe('by way of paying', () => {
    const paying = (d: { counts?: Record<string, number | undefined> }) => ({ card: d.counts?.caregiversPayingCard, pixAutomatico: d.counts?.caregiversPayingPixAutomatico, pix: d.counts?.caregiversPayingPix });
    const move = (before: { tipodeconta: string; formaDePagamento?: string }, after: { tipodeconta: string; formaDePagamento?: string }) => paying(planChangeCounts({ ...before, reachable: true }, after));

    it.each([
      ['a card plan begins', { tipodeconta: 'Sem Plano' }, { tipodeconta: 'Mensal', formaDePagamento: 'cartao' }, { card: 1, pixAutomatico: 0, pix: 0 }],
      ['Pix Automático begins', { tipodeconta: 'Sem Plano' }, { tipodeconta: 'Mensal', formaDePagamento: 'pix-automatico' }, { card: 0, pixAutomatico: 1, pix: 0 }],
      ['a one-off Pix is paid', { tipodeconta: 'Sem Plano', formaDePagamento: 'cartao' }, { tipodeconta: 'Trimestral', formaDePagamento: 'pix' }, { card: 0, pixAutomatico: 0, pix: 1 }],
      ['card to Pix with no day between (her card plan still on the record)', { tipodeconta: 'Mensal', formaDePagamento: 'cartao' }, { tipodeconta: 'Mensal', formaDePagamento: 'pix' }, { card: -1, pixAutomatico: 0, pix: 1 }],
      ['a plan from before Pix (nothing stored: a card) moves to Pix Automático', { tipodeconta: 'Mensal' }, { tipodeconta: 'Trimestral', formaDePagamento: 'pix-automatico' }, { card: -1, pixAutomatico: 1, pix: 0 }],
      ['the Pix period ended (the job, through the webhook path)', { tipodeconta: 'Mensal', formaDePagamento: 'pix' }, { tipodeconta: 'Sem Plano', formaDePagamento: 'pix' }, { card: 0, pixAutomatico: 0, pix: -1 }],
      ['a Pix Automático refund ends the plan', { tipodeconta: 'Trimestral', formaDePagamento: 'pix-automatico' }, { tipodeconta: 'Sem Plano', formaDePagamento: 'pix-automatico' }, { card: 0, pixAutomatico: -1, pix: 0 }],
      ['a card plan ended', { tipodeconta: 'Mensal', formaDePagamento: 'cartao' }, { tipodeconta: 'Sem Plano', formaDePagamento: 'cartao' }, { card: -1, pixAutomatico: 0, pix: 0 }],
      ['a one-off Pix renewed (still Pix): nothing', { tipodeconta: 'Mensal', formaDePagamento: 'pix' }, { tipodeconta: 'Trimestral', formaDePagamento: 'pix' }, { card: 0, pixAutomatico: 0, pix: 0 }],
      ['a Pix checkout opened without a plan (only the way stored): nothing', { tipodeconta: 'Sem Plano', formaDePagamento: 'cartao' }, { tipodeconta: 'Sem Plano', formaDePagamento: 'pix' }, { card: 0, pixAutomatico: 0, pix: 0 }],
    ])('%s', (_, before, after, expected) => {
      expect(move(before, after)).toEqual(expected);
    });

    it('her record added and removed: counted under how she pays only while she has a plan, and back out exactly', () => {
      const at = { dataCadastro: '2026-11-20T10:00:00Z', reachable: false };
      expect(paying(caregiverCounts({ ...at, tipodeconta: 'Mensal', formaDePagamento: 'pix-automatico' }, 1))).toEqual({ card: 0, pixAutomatico: 1, pix: 0 });
      expect(paying(caregiverCounts({ ...at, tipodeconta: 'Trimestral', formaDePagamento: 'pix' }, -1))).toEqual({ card: 0, pixAutomatico: 0, pix: -1 });
      expect(paying(caregiverCounts({ ...at, tipodeconta: 'Sem Plano', formaDePagamento: 'pix' }, -1))).toEqual({ card: 0, pixAutomatico: 0, pix: 0 });
      // a removal writes 0, not -0, for the ways she does not pay (toEqual tells them apart)
      expect(paying(caregiverCounts({ ...at, tipodeconta: 'Mensal', formaDePagamento: 'pix' }, -1))).toEqual({ card: 0, pixAutomatico: 0, pix: -1 });
    });

    it('the three always add up to the change of caregiversWithPlan', () => {
      const states = [{ tipodeconta: 'Sem Plano' }, { tipodeconta: 'Mensal' }, ...['cartao', 'pix-automatico', 'pix'].flatMap((f) => [{ tipodeconta: 'Mensal', formaDePagamento: f }, { tipodeconta: 'Sem Plano', formaDePagamento: f }])];
      for (const before of states) {
        for (const after of states) {
          const { counts } = planChangeCounts({ ...before, reachable: true }, after);
          expect((counts!.caregiversPayingCard ?? 0) + (counts!.caregiversPayingPixAutomatico ?? 0) + (counts!.caregiversPayingPix ?? 0)).toBe(counts!.caregiversWithPlan);
        }
      }
    });
  });
});

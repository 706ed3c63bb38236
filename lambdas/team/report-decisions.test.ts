import { decideReportsOfClosedOpening, type DecideOnClosedIo } from './report-decisions';

/** A port answering each call with the next outcome, recording what it was asked. */
function port(outcomes: { count: number; changed: boolean }[]) {
  const calls: string[][] = [];
  const io: DecideOnClosedIo = {
    decide: async (clientId, vagaId, at) => {
      calls.push([clientId, vagaId, at]);
      return outcomes[calls.length - 1] ?? { count: 0, changed: false };
    },
  };
  return { io, calls };
}

const input = { clientId: 'familia-1', vagaId: 'vaga-1', closedAt: '2026-11-27T12:00:00.000Z' };
const call = ['familia-1', 'vaga-1', '2026-11-27T12:00:00.000Z'];

describe("'Encerrar vaga' decides the opening's open reports", () => {
  it('decides once when the first transaction holds, and when nothing is open', async () => {
    for (const first of [{ count: 2, changed: true }, { count: 0, changed: false }]) {
      const { io, calls } = port([first]);
      await decideReportsOfClosedOpening(input, io);
      expect(calls).toEqual([call]);
    }
  });

  it('reads again once, and only once, when a report moved or was decided meanwhile', async () => {
    const { io, calls } = port([{ count: 1, changed: false }, { count: 1, changed: false }, { count: 1, changed: true }]);
    await decideReportsOfClosedOpening(input, io);
    expect(calls).toEqual([call, call]);
  });
});

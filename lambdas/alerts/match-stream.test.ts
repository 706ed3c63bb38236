import { matchStreamRecords, type StreamMatchPorts } from './match-stream';
import type { Opening } from '../openings/opening';

type Rec = { id: string; dynamodb?: { SequenceNumber?: string } };
const opening = (id: string) => ({ id, clientId: 'familia-01', createdAt: '2026-11-24T10:00:00Z' }) as Opening;
const rec = (id: string, seq: string): Rec => ({ id, dynamodb: { SequenceNumber: seq } });

function ports(overrides: Partial<StreamMatchPorts<Rec>> = {}) {
  const calls: string[] = [];
  const p: StreamMatchPorts<Rec> = {
    openingOf: (r) => (r.id === 'not-an-opening' ? undefined : opening(r.id)),
    isOpen: async (o) => o.id !== 'closed',
    match: async (o) => void calls.push(`match ${o.id}`),
    failed: (o) => void calls.push(`failed ${o.id}`),
    ...overrides,
  };
  return { p, calls };
}

describe('matchStreamRecords', () => {
  it('matches each new open opening in order, skipping other records and closed openings', async () => {
    const { p, calls } = ports();
    expect(await matchStreamRecords([rec('a', '1'), rec('not-an-opening', '2'), rec('closed', '3'), rec('b', '4')], p)).toEqual({ batchItemFailures: [] });
    expect(calls).toEqual(['match a', 'match b']);
  });

  it('stops at the first failure, reports it, and answers its sequence number so only it and those after are retried', async () => {
    const { p, calls } = ports({ match: async (o) => { if (o.id === 'b') throw new Error('throttled'); calls.push(`match ${o.id}`); } });
    expect(await matchStreamRecords([rec('a', '1'), rec('b', '2'), rec('c', '3')], p)).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
    expect(calls).toEqual(['match a', 'failed b']);
  });
});

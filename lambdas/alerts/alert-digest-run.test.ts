import { DIGEST_RUN_BATCH, sendDueDigests } from './alert-digest-run';

describe('sendDueDigests (one run of the digest job)', () => {
  it('asks for matches settled before now - settleMs, sends each, and counts a failure without stopping the others', async () => {
    const asked: [string, number][] = [];
    const failed: string[] = [];
    const sent: string[] = [];
    const counts = await sendDueDigests(
      {
        listPending: async (settledBefore, limit) => (asked.push([settledBefore.toISOString(), limit]), ['ana', 'bia', 'carla', 'dora']),
        sendDigestIfDue: async (uid) => {
          if (uid === 'bia') throw new Error('SES down');
          sent.push(uid);
          return uid === 'dora' ? 'not-due' : 'sent';
        },
        digestFailed: (uid) => void failed.push(uid),
      },
      { now: new Date('2026-11-23T12:00:00Z'), settleMs: 60_000 },
    );
    expect(asked).toEqual([['2026-11-23T11:59:00.000Z', DIGEST_RUN_BATCH]]);
    expect(counts).toEqual({ sent: 2, 'not-due': 1, 'nothing-to-send': 0, 'no-caregiver': 0, unconfirmed: 0, failed: 1 });
    expect(failed).toEqual(['bia']);
    expect(sent).toEqual(['ana', 'carla', 'dora']);
  });
});

/**
 * Tests only: holds a chosen write at the local DynamoDB's door, after the handler made its reads and before the
 * write is applied, until the test lets it go. A race test can then do what it races against (a deletion) inside
 * that window on every run, instead of hoping that two requests interleave. The write is held before it takes any
 * item lock, so whatever the test does meanwhile is not blocked by it.
 */
export interface WritePause {
  /** Resolves once a matching write arrived and is being held. */
  reached: Promise<void>;
  /** Lets the held write go on (or, if none arrived yet, stops waiting for one). */
  release(): void;
}

export type WriteMatch = (operation: string, input: Record<string, unknown>) => boolean;

export function createWritePauses() {
  const pending: { match: WriteMatch; arrived: () => void; gate: Promise<void>; open: () => void; used: boolean }[] = [];
  return {
    /** Holds the next write that `match` accepts (operation name, request as sent on the wire). */
    pauseNextWrite(match: WriteMatch): WritePause {
      let arrived!: () => void;
      let open!: () => void;
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const gate = new Promise<void>((resolve) => (open = resolve));
      const entry = { match, arrived, gate, open, used: false };
      pending.push(entry);
      return {
        reached,
        release: () => {
          entry.used = true;
          open();
        },
      };
    },
    /** Called for every write before it is applied: waits while a pause holds it. */
    async hold(operation: string, body: Buffer): Promise<void> {
      if (!pending.some((p) => !p.used)) return;
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        return;
      }
      const entry = pending.find((p) => !p.used && p.match(operation, input));
      if (!entry) return;
      entry.used = true;
      entry.arrived();
      await entry.gate;
    },
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';

/** One line a function wrote (stdout or stderr, as Lambda sends both to the function's log group). */
export interface FunctionLogLine {
  /** the function's path under lambdas/, as the route table names it */
  handler: string;
  requestId: string;
  line: string;
}

/** Lines kept in memory (the oldest go first): enough for a test file, bounded for a long `npm run dev`. */
const KEPT_LINES = 20_000;

const scope = new AsyncLocalStorage<{ handler: string; requestId: string; logs: FunctionLogs }>();
let hooked = false;

/**
 * The local stack's function logs: every line an invocation writes to stdout or stderr (Powertools' JSON lines and
 * its EMF metrics, as CloudWatch Logs receives them in AWS), kept per function so tests read a function's log.
 * All functions run in this one process, so a line belongs to the invocation in whose async context it was written.
 * `echo` also prints them, as `npm run dev` does; tests keep them quiet.
 */
export class FunctionLogs {
  private readonly kept: FunctionLogLine[] = [];

  constructor(readonly echo: boolean) {
    hookProcessOutput();
  }

  /** Runs one invocation of `handler`, its output kept under its name. */
  run<T>(handler: string, requestId: string, invoke: () => T): T {
    return scope.run({ handler, requestId, logs: this }, invoke);
  }

  /** The lines written so far, by one function or all. */
  lines(handler?: string): FunctionLogLine[] {
    return this.kept.filter((l) => handler === undefined || l.handler === handler);
  }

  add(line: FunctionLogLine) {
    this.kept.push(line);
    if (this.kept.length > KEPT_LINES) this.kept.splice(0, this.kept.length - KEPT_LINES);
  }
}

type Write = typeof process.stdout.write;
type Hooked = NodeJS.WriteStream & { [ORIGINAL_WRITE]?: (...args: unknown[]) => boolean };

/**
 * The stream's own write, kept on the stream: a second copy of this module in the same process (jest loads it again
 * for every test file) replaces the hook rather than wrapping the one before, which would keep every earlier copy,
 * and the test file it belonged to, alive for the rest of the process.
 */
const ORIGINAL_WRITE = Symbol.for('carey.function-logs.original-write');

function hookProcessOutput() {
  if (hooked) return;
  hooked = true;
  for (const stream of [process.stdout, process.stderr] as Hooked[]) {
    const original = (stream[ORIGINAL_WRITE] ??= stream.write.bind(stream) as (...args: unknown[]) => boolean);
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const here = scope.getStore();
      if (!here) return original(chunk, ...rest);
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) here.logs.add({ handler: here.handler, requestId: here.requestId, line });
      if (here.logs.echo) return original(chunk, ...rest);
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as Write;
  }
}

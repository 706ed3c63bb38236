import { env, requireEnv, runWithEnvironment } from './env';

describe('a function reads only its own variables', () => {
  afterEach(() => {
    delete process.env.CAREY_TEST_SETTING;
  });

  it('outside an invocation: process.env, as in AWS', () => {
    process.env.CAREY_TEST_SETTING = 'do processo';
    expect(env('CAREY_TEST_SETTING')).toBe('do processo');
    expect(requireEnv('CAREY_TEST_SETTING')).toBe('do processo');
  });

  it('in an invocation: its variables only, even where the process has the missing one', () => {
    process.env.CAREY_TEST_SETTING = 'do processo';
    runWithEnvironment({ TABLE_NAME: 't' }, () => {
      expect(env('TABLE_NAME')).toBe('t');
      expect(env('CAREY_TEST_SETTING')).toBeUndefined();
      expect(() => requireEnv('CAREY_TEST_SETTING')).toThrow(
        'Missing required environment variable CAREY_TEST_SETTING (not given by the needs of this function in the route table, lambdas/routes.ts)',
      );
    });
  });

  it('concurrent invocations each keep their own variables across awaits and timers', async () => {
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    const invoke = (value: string) =>
      runWithEnvironment({ TABLE_NAME: value }, async () => {
        const seen: (string | undefined)[] = [];
        for (let i = 0; i < 5; i++) {
          await tick();
          seen.push(env('TABLE_NAME'));
        }
        return seen;
      });
    const [a, b] = await Promise.all([invoke('a'), invoke('b')]);
    expect(a).toEqual(['a', 'a', 'a', 'a', 'a']);
    expect(b).toEqual(['b', 'b', 'b', 'b', 'b']);
  });
});

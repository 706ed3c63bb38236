/**
 * Holds `Date.now` at one instant while `work` runs, and gives that instant (ms). The local stack's gateway and
 * handlers run in this process, so the test and the code under test then read the same second, the same rate-limit
 * window and the same day: a limit's counter key the test reads, or two requests that must meet one window, cannot
 * fall on both sides of a window's end (docs/testing.md, "Flakes are bugs"). `new Date()` is not held: what the
 * code under test reads through it must not decide the claim. Timers stay real, and a wait on `Date.now` would never
 * end: hold the clock only around requests, never around a loop that waits for time to pass.
 */
export async function withClockHeld<T>(work: (at: number) => Promise<T>, at = Date.now()): Promise<T> {
  const held = jest.spyOn(Date, 'now').mockReturnValue(at);
  try {
    return await work(at);
  } finally {
    held.mockRestore();
  }
}

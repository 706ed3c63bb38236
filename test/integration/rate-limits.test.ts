import { consumeRateLimit } from '../../lambdas/base/rate-limits/counters';
import { rateLimits } from '../../lambdas/base/rate-limits/limits';
import { useLocalStack } from './helpers/local-stack';

useLocalStack();

describe('rate limits', () => {
  it('lets exactly the allowed number of simultaneous attempts through per e-mail, then answers in Portuguese', async () => {
    const { perEmail } = rateLimits.support;
    const now = 1_800_000_000 + 20 * 60; // 20 minutes into an hour-long window
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        consumeRateLimit('support', { address: `10.0.0.${i}`, email: 'Repetida@Exemplo.com' }, now).then(
          () => 'ok',
          (e: { kind?: string; message?: string; retryAfterSeconds?: number }) => `${e.kind}: ${e.message} (${e.retryAfterSeconds} s)`,
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(perEmail);
    expect(new Set(outcomes.filter((o) => o !== 'ok'))).toEqual(new Set(['rate-limited: Muitas tentativas seguidas. Tente novamente em 40 minutos. (2400 s)']));
  });

  it('limits one client address across different e-mails, and forgets it in the next window', async () => {
    const { perAddress, windowSeconds } = rateLimits.signup;
    const now = 1_800_000_000;
    for (let i = 0; i < perAddress; i++) await consumeRateLimit('signup', { address: '192.0.2.7', email: `p${i}@exemplo.com` }, now);
    // At the window's last second, a second to wait.
    await expect(consumeRateLimit('signup', { address: '192.0.2.7', email: 'outra@exemplo.com' }, now)).rejects.toMatchObject({ kind: 'rate-limited', retryAfterSeconds: windowSeconds });
    await expect(consumeRateLimit('signup', { address: '192.0.2.7', email: 'outra@exemplo.com' }, now + windowSeconds - 1)).rejects.toMatchObject({ kind: 'rate-limited', retryAfterSeconds: 1 });
    await expect(consumeRateLimit('signup', { address: '192.0.2.7', email: 'outra@exemplo.com' }, now + windowSeconds)).resolves.toBeUndefined();
  });

  it('keeps actions apart', async () => {
    const now = 1_800_003_600;
    for (let i = 0; i < rateLimits.support.perEmail; i++) await consumeRateLimit('support', { address: `198.51.100.${i}`, email: 'a@exemplo.com' }, now);
    await expect(consumeRateLimit('password-reset', { address: '198.51.100.1', email: 'a@exemplo.com' }, now)).resolves.toBeUndefined();
  });
});

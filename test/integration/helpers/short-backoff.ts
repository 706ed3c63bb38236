import { ConfiguredRetryStrategy } from '@smithy/core/retry';

interface RetryingClient {
  config: { maxAttempts: () => Promise<number>; retryStrategy: () => Promise<unknown> };
}

/**
 * Shortens the wait between an SDK client's retries to a random 0–`ms` ms, keeping the rest of its standard retry
 * strategy: the same attempts (the client's maxAttempts), the same errors retried, the same retry quota. A test that
 * injects DynamoDB throttling spent most of its time in that wait (the SDK's throttling backoff draws up to 1 s, then
 * 2 s, per request): the wait proves nothing the test asserts, and no test asserts a time.
 * docs/decisions/057-short-backoff-in-fault-tests.md. `client` is a handler's own client (`db()`, `cognito()`), which
 * the local stack runs in the test's process. Returns a function that puts the client's strategy back.
 */
export function shortBackoff(client: RetryingClient, ms = 5): () => void {
  const original = client.config.retryStrategy;
  const quick = Promise.resolve(new ConfiguredRetryStrategy(client.config.maxAttempts, () => Math.floor(Math.random() * ms)));
  client.config.retryStrategy = () => quick;
  return () => {
    client.config.retryStrategy = original;
  };
}

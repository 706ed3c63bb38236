import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, signIn, useLocalStack } from './helpers/local-stack';
import { recordCases } from '../reliability/report';
import { db } from '../../lambdas/base/table/client';
import { shortBackoff } from './helpers/short-backoff';

const stack = useLocalStack({ seed: true, integrityCheck: 'falhas' });

describe('DynamoDB throttling', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signIn(stack(), SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password)).accessToken;
    // The sign-in's first request writes its access record (decision 067); the counts below are of later requests.
    expect((await api(stack(), '/api/me', { token })).status).toBe(200);
  });

  it('is retried with backoff, so a short burst is invisible to the caller', async () => {
    const before = stack().dynamo.requestCount();
    stack().dynamo.throttleNext(2);
    const res = await api(stack(), '/api/me', { token });
    expect(res.status).toBe(200);
    expect(stack().dynamo.requestCount() - before).toBe(3);
    recordCases('falhas', 'DynamoDB throttling burst', 1);
  });

  it('answers 503 with a Portuguese message and Retry-After once retries run out', async () => {
    // The test above proves the backoff; here only that the attempts run out (the same attempts, milliseconds apart).
    const restore = shortBackoff(db());
    stack().dynamo.throttleNext(1000);
    let res;
    try {
      res = await api(stack(), '/api/me', { token });
    } finally {
      stack().dynamo.throttleNext(0);
      restore();
    }
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ message: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.' });
    expect(res.headers.get('retry-after')).toBe('5');
    expect((await api(stack(), '/api/me', { token })).status).toBe(200);
    recordCases('falhas', 'DynamoDB throttling beyond retries', 1);
  });
});

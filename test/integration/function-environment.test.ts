import { routes, type Need, type Route } from '../../lambdas/routes';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import { seedSampleData } from '../../infra/local/seed';
import { SAMPLE_ACCOUNT } from '../../infra/local/sample-data';
import { api, signIn } from './helpers/local-stack';

/**
 * The local stack gives each function only the variables its needs name (docs/decisions/023-local-function-environment.md):
 * a route whose needs forget one fails here as it would in AWS. Two routes lose a need: checkout its 'stripe',
 * the support form its 'ses-send'; the rest of the table is as it is.
 */
const withoutNeed = (table: readonly Route[], handler: string, need: Need): Route[] =>
  table.map((r) => (r.handler === handler ? { ...r, needs: r.needs.filter((n) => n !== need) } : r));

describe('a function lacking a need fails locally with the missing variable named', () => {
  let stack: LocalStack;
  let logged: string[];
  const errors = jest.spyOn(console, 'error');

  beforeAll(async () => {
    stack = await startLocalStack({ ports: 'free', functionLogs: 'keep', routes: withoutNeed(withoutNeed(routes, 'subscriptions/handlers/checkout', 'stripe'), 'support/handlers/send-support', 'ses-send') });
    await seedSampleData(stack);
  }, 90_000);
  afterAll(async () => {
    errors.mockRestore();
    await stack?.stop();
  });
  beforeEach(() => {
    logged = [];
    errors.mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
  });

  it('checkout without stripe: 500, and the log names the Stripe variable it was not given', async () => {
    const { accessToken: token } = await signIn(stack, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const res = await api(stack, '/api/checkout', { method: 'POST', token, json: { plan: 'Mensal' } });
    expect(res.status).toBe(500);
    // The route's own log (Powertools' JSON line of its error path), as CloudWatch Logs would have it.
    const functionLog = stack.functionLogs('subscriptions/handlers/checkout').map((l) => l.line);
    expect(functionLog.join('\n')).toContain('Missing required environment variable STRIPE_SECRET_ID (not given by the needs of this function in the route table');
  });

  it('while the webhook, granted stripe, reads the keys in the same process (concurrently)', async () => {
    const { accessToken: token } = await signIn(stack, SAMPLE_ACCOUNT.email, SAMPLE_ACCOUNT.password);
    const [webhook, checkout] = await Promise.all([
      api(stack, '/api/stripe/webhook', { method: 'POST', json: { id: 'evt_x' }, headers: { 'stripe-signature': 't=1,v1=forjada' } }),
      api(stack, '/api/checkout', { method: 'POST', token, json: { plan: 'Mensal' } }),
    ]);
    // The webhook got its keys and refused the forged signature; checkout still had none.
    expect(webhook.status).toBe(400);
    expect(webhook.json).toEqual({ message: 'Assinatura do webhook inválida.' });
    expect(checkout.status).toBe(500);
  });

  it('the support form without ses-send: 500 at its cold start, naming MAIL_FROM', async () => {
    const res = await api(stack, '/api/support', {
      method: 'POST',
      json: { nome: 'Maria', email: 'maria@example.com', whatsapp: '11987654321', mensagem: 'Preciso de ajuda com a minha conta.', website: '' },
    });
    expect(res.status).toBe(500);
    expect(logged.join('\n')).toContain('Missing required environment variable MAIL_FROM (not given by the needs');
  });
});

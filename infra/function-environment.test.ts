import { routes, cognitoTriggers, scheduledJobs, tableStreamConsumers, type Need } from '../lambdas/routes';
import { environmentFor, handlerNeeds, needVariables, variablesFor } from './function-environment';
import { devStackEndpoints, localHandlerEnv } from './local/settings';

describe('one mapping from needs to environment variables', () => {
  it('names the same settings in AWS and locally; secrets differ only by where they come from', () => {
    expect(variablesFor(['table-read', 'table-write'], 'aws')).toEqual(['TABLE_NAME']);
    expect(variablesFor(['stripe'], 'aws')).toEqual(['STRIPE_PRICE_MENSAL', 'STRIPE_PRICE_TRIMESTRAL', 'STRIPE_SECRET_ID']);
    expect(variablesFor(['stripe'], 'local')).toEqual(['STRIPE_PRICE_MENSAL', 'STRIPE_PRICE_TRIMESTRAL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_BASE']);
    expect(variablesFor(['hash-pepper'], 'local')).toEqual(['HASH_PEPPER']);
    expect(variablesFor([], 'local')).toEqual([]);
    // the local push service is allowed only where the local stack names it: AWS never gets an extra origin
    expect(variablesFor(['push-endpoints'], 'aws')).toEqual([]);
    expect(variablesFor(['push-endpoints'], 'local')).toEqual(['PUSH_LOCAL_ORIGIN']);
    expect(variablesFor(['web-push'], 'aws')).toEqual(['VAPID_PUBLIC_KEY', 'VAPID_SUBJECT', 'VAPID_SECRET_ID']);
  });

  // what the local stack adds once its push service and VAPID key pair exist (infra/local/push-service.ts)
  const push = { VAPID_PUBLIC_KEY: 'v', VAPID_PRIVATE_KEY: 'x', VAPID_SUBJECT: 'mailto:s', PUSH_LOCAL_ORIGIN: 'http://localhost:8006' };

  it('the local stack has a value for every variable of every need (the ids come from the two pools, the public key from the stack key pair)', () => {
    const pool = { USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', USER_POOL_SERVER_CLIENT_ID: 's', OPERATORS_USER_POOL_ID: 'o', ACCESS_RECORDS_PUBLIC_KEY: 'k' };
    const values = { ...localHandlerEnv(devStackEndpoints()), ...pool, ...push };
    const every = Object.keys(needVariables) as Need[];
    expect(Object.keys(environmentFor(every, 'local', values)).sort()).toEqual(variablesFor(every, 'local').sort());
    expect(() => environmentFor(['stripe'], 'local', {})).toThrow('No local value for STRIPE_PRICE_MENSAL (needs: stripe)');
  });

  it('a function gets nothing its needs do not name', () => {
    const values = { ...localHandlerEnv(devStackEndpoints()), USER_POOL_ID: 'p', OPERATORS_USER_POOL_ID: 'p', USER_POOL_CLIENT_ID: 'c', USER_POOL_SERVER_CLIENT_ID: 's', ACCESS_RECORDS_PUBLIC_KEY: 'k', ...push };
    const needs = handlerNeeds(routes);
    for (const fn of [...needs.entries(), ...[...scheduledJobs, ...tableStreamConsumers, ...Object.values(cognitoTriggers)].map((j) => [j.handler, j.needs as readonly Need[]] as const)]) {
      const given = environmentFor(fn[1], 'local', values);
      if (!fn[1].includes('stripe')) expect(given).not.toHaveProperty('STRIPE_SECRET_KEY');
      if (!fn[1].some((n) => n.startsWith('ses-'))) expect(given).not.toHaveProperty('MAIL_FROM');
    }
    expect(needs.get('alerts/handlers/unsubscribe-alerts')).toEqual(['table-read', 'table-write', 'alerts-token']);
    // every signed-in route (and only those) seals access records (docs/decisions/067); nothing is ever given a way to open them
    const sealers = [...needs.entries()].filter(([, n]) => n.includes('sign-in-record')).map(([h]) => h).sort();
    expect(sealers).toEqual([...new Set(routes.filter((r) => r.access === 'signed-in').map((r) => r.handler))].sort());
    expect(sealers).toContain('openings/handlers/list-openings');
    expect(sealers).not.toContain('team/handlers/list-caregivers');
    expect(sealers).not.toContain('caregivers/handlers/signup');
    for (const [handler, n] of needs) if (!sealers.includes(handler)) expect({ handler, key: environmentFor(n, 'local', values).ACCESS_RECORDS_PUBLIC_KEY }).toEqual({ handler, key: undefined });
  });
});

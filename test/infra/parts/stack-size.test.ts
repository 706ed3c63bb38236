import type { Route } from '../../../lambdas/routes';
import { routes } from '../../../lambdas/routes';
import { productionContext, synthCarey } from '../helpers/carey-app';
import { templatesOf } from '../helpers/stacks';

/** Half of CloudFormation's 500 resources a stack (nested stacks count apart): room for any stack to double (decisions 042, 063). */
export const MAX_RESOURCES_PER_STACK = 250;

function sizes(options: Parameters<typeof synthCarey>[0]) {
  const built = synthCarey(options);
  try {
    return new Map([...templatesOf(built.cdkApp)].map(([stack, resources]) => [stack, Object.keys(resources).length]));
  } finally {
    built.cleanup();
  }
}

describe('every stack stays at or under 250 resources', () => {
  it.each([
    ['dev', {}],
    ['prod (custom domains, RUM, alarm e-mail)', { context: productionContext }],
  ] as const)('%s', (_stage, options) => {
    const counts = sizes(options);
    const over = [...counts].filter(([, n]) => n > MAX_RESOURCES_PER_STACK).map(([stack, n]) => `${stack}: ${n}`);
    expect(over).toEqual([]);
    expect(MAX_RESOURCES_PER_STACK).toBe(250);
    // The team's console is cut in parts (its 'Vagas', 'Avisos' and 'Operadoras' pages each in a stack of their own).
    expect([...counts.keys()].filter((stack) => /\/Api\/Team/.test(stack)).map((stack) => stack.split('/').pop()).sort()).toEqual(['Team', 'TeamNotices', 'TeamOpenings', 'TeamOperators']);
    // The routes live in nested stacks, one per slice: the app stack itself holds none of them.
    expect([...counts.keys()].filter((stack) => stack.split('/').length > 1).length).toBeGreaterThanOrEqual(new Set(routes.map((r) => r.handler.split('/')[0])).size);
  });

  it('twice today’s routes grow only the slices’ nested stacks, never the app stack', () => {
    const extra: Route[] = routes.map((r) => ({ ...r, path: r.path.replace('/api/', '/api/extra/'), handler: r.handler }));
    const before = sizes({});
    const after = sizes({ routes: [...routes, ...extra] });
    const top = (counts: Map<string, number>) => [...counts].filter(([stack]) => !stack.includes('/')).map(([, n]) => n);
    expect(top(after)).toEqual(top(before));
    expect(Math.max(...after.values())).toBeGreaterThan(Math.max(...before.values()));
  });
});

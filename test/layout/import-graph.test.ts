import { cyclesOf, importGraph, isDataModule, layerOf } from './import-graph';

/** The static and dynamic imports of the server and the contract (tests left out): docs/decisions/020. */
describe('the import graph of lambdas/ and contract/', () => {
  const graph = importGraph(['lambdas', 'contract']);
  const arrows = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

  it('is read from the files (the walker finds the imports it is meant to judge)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('lambdas/routes.ts')).toEqual(expect.arrayContaining(['lambdas/team/routes.ts', 'lambdas/base/route-table.ts']));
  });

  it('has no cycle', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no arrow from the base up to a slice or to lambdas/routes.ts', () => {
    expect(arrows.filter(({ from, to }) => layerOf(from) === 'base' && layerOf(to) !== undefined && layerOf(to) !== 'base')).toEqual([]);
  });

  it("has no arrow from a slice into another slice's data/", () => {
    const crossing = arrows.filter(({ from, to }) => {
      const [a, b] = [layerOf(from), layerOf(to)];
      return a !== 'routes' && a !== b && isDataModule(to);
    });
    expect(crossing).toEqual([]);
  });

  it('has no arrow from lambdas/ up into infra/ (the security headers live in the base)', () => {
    expect(graph.get('lambdas/base/http/api-handler.ts')).toContain('lambdas/base/http/security-headers.ts');
    expect(arrows.filter(({ from, to }) => from.startsWith('lambdas/') && to.startsWith('infra/'))).toEqual([]);
  });

  it("has no arrow from another slice into the team's console (the counters and the Registro's anonymiser live in the base)", () => {
    expect(graph.get('lambdas/caregivers/data/caregivers.ts')).toContain('lambdas/base/counters/counters.ts');
    // issue 41: account deletion once imported team/store.ts to anonymise Registro lines
    expect(graph.get('lambdas/account/delete-account.ts')).toContain('lambdas/base/registro/anonymise.ts');
    const up = arrows.filter(({ from, to }) => !['team', 'routes'].includes(layerOf(from)!) && layerOf(to) === 'team');
    expect(up).toEqual([]);
  });

  it('has the contract import only the contract', () => {
    expect(arrows.filter(({ from, to }) => from.startsWith('contract/') && !to.startsWith('contract/'))).toEqual([]);
  });
});

describe('the import graph of web/', () => {
  const graph = importGraph(['web/src']);
  const arrows = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

  it('leaves web/ only for contract/, judged on resolved paths (a detour such as contract/../lambdas/… is seen for what it is)', () => {
    expect(arrows.some(({ to }) => to.startsWith('contract/'))).toBe(true);
    expect(arrows.filter(({ to }) => !to.startsWith('web/') && !to.startsWith('contract/'))).toEqual([]);
  });

  it('has no cycle (issue 41: lib/auth.ts loads lib/amplify-setup.ts, which once imported its settings type back)', () => {
    expect(graph.get('web/src/lib/auth.ts')).toContain('web/src/lib/amplify-setup.ts');
    expect(cyclesOf(graph)).toEqual([]);
  });
});

describe('the cycle finder', () => {
  it('finds a cycle and the files around it, and none in a tree', () => {
    const cyclic = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cyclesOf(cyclic)).toEqual([['a', 'b', 'c', 'a']]);
    expect(cyclesOf(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});

import pkg from '../package.json';

describe('the Node versions the README and package.json claim', () => {
  it('are the ones the tests run on (engines names the major version running now)', () => {
    expect(pkg.engines.node).toBe(`${process.versions.node.split('.')[0]}.x`);
  });
});

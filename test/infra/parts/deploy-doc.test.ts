import fs from 'node:fs';
import path from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { productionContext, synthCarey } from '../helpers/carey-app';
import { templatesOf } from '../helpers/stacks';

/**
 * docs/deploy.md and the runbooks, read against the synthesised production stacks: every output a command reads
 * (`$(out <stack> <output>)`), every secret a command names and every alarm prefix exists under that name, and no
 * secret is ever put from the command line (a key typed there stays in the shell's history).
 */
const ROOT = path.resolve(__dirname, '../../..');
const pages = ['docs/deploy.md', ...fs.readdirSync(path.join(ROOT, 'docs/runbooks')).map((f) => `docs/runbooks/${f}`)];
const text = (page: string) => fs.readFileSync(path.join(ROOT, page), 'utf8');
const everyPage = () => pages.map((page) => [page, text(page)] as const);

describe('docs/deploy.md and the runbooks name what the production templates hold', () => {
  const built = synthCarey({ context: productionContext });
  const outputsOf = (): Record<string, string[]> =>
    Object.fromEntries([built.app, built.data, built.edge].map((stack) => [stack.stackName, Object.keys(Template.fromStack(stack).toJSON().Outputs ?? {})]));
  const secretNames = () =>
    [...templatesOf(built.cdkApp).values()].flatMap((resources) =>
      Object.values(resources as Record<string, { Type: string; Properties?: { Name?: unknown } }>)
        .filter((r) => r.Type === 'AWS::SecretsManager::Secret')
        .map((r) => String(r.Properties?.Name)),
    );

  it("every `$(out <stack> <output>)` of deploy.md reads an output that stack has (its key starts so)", () => {
    const outputs = outputsOf();
    const read = [...text('docs/deploy.md').matchAll(/\$\(out (\S+) (\w+)\)/g)].map(([, stack, key]) => ({ stack, key }));
    expect(read.length).toBeGreaterThanOrEqual(10);
    const missing = read.filter(({ stack, key }) => !(outputs[stack] ?? []).some((name) => name.startsWith(key)));
    expect(missing).toEqual([]);
  });

  it('every secret a page names (carey/prod/… or carey/<stage>/…) is a secret of the production stacks', () => {
    const names = new Set(secretNames());
    expect(names.size).toBeGreaterThanOrEqual(5);
    const named = everyPage().flatMap(([page, body]) => [...body.matchAll(/carey\/(?:prod|<stage>)\/([a-z][a-z-]*[a-z])/g)].map(([, name]) => ({ page, name: `carey/prod/${name}` })));
    expect(named.length).toBeGreaterThanOrEqual(8);
    expect(named.filter(({ name }) => !names.has(name))).toEqual([]);
  });

  it('puts every secret from a file, never from the command line', () => {
    const puts = everyPage().flatMap(([page, body]) => [...body.matchAll(/--secret-string\s+(\S+)/g)].map(([, value]) => ({ page, value })));
    expect(puts.length).toBeGreaterThanOrEqual(6);
    expect(puts.filter(({ value }) => !value.startsWith('file://'))).toEqual([]);
  });

  it("fires an alarm by hand by a prefix every alarm's generated name starts with (none is named in the template)", () => {
    const prefixes = [...text('docs/deploy.md').matchAll(/--alarm-name-prefix (\S+)/g)].map(([, prefix]) => prefix);
    expect(prefixes).toEqual(['Carey-prod-App']);
    const named = [...templatesOf(built.cdkApp)].flatMap(([stack, resources]) =>
      Object.values(resources as Record<string, { Type: string; Properties?: { AlarmName?: unknown } }>)
        .filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && r.Properties?.AlarmName !== undefined)
        .map((r) => `${stack}: ${String(r.Properties?.AlarmName)}`),
    );
    // CloudFormation names an unnamed alarm '<stack name>-<logical id>-<suffix>', and a nested stack '<parent>-…'.
    expect(named).toEqual([]);
    expect(built.app.stackName).toBe(prefixes[0]);
  });
});

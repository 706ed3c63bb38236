import * as fs from 'node:fs';
import * as path from 'node:path';
import { productionContext, synthCarey } from '../helpers/carey-app';
import { statefulResources, templatesOf, type Resources } from '../helpers/stacks';

/**
 * The table, the user pool and its clients and group, the buckets and the secrets keep their stack and logical id:
 * a resource that moves to another stack, or changes id, is created anew (a new, empty table; every password lost).
 * The baseline was written from the templates before the app was split into nested stacks
 * (`UPDATE_STATEFUL_BASELINE=1 INFRA_PARTS=stateful-resources npx jest test/infra/app.test.ts` writes it again: only when a
 * stateful resource is added on purpose).
 */
const baselineFile = path.join(__dirname, '..', 'baseline', 'stateful-resources.json');
const stages = { dev: {}, prod: { context: productionContext } } as const;

describe.each(Object.entries(stages))('stateful resources on the %s stage', (stage, options) => {
  const built = synthCarey(options);
  afterAll(() => built.cleanup());
  const templates: Map<string, Resources> = templatesOf(built.cdkApp);
  const current = statefulResources(templates);

  if (process.env.UPDATE_STATEFUL_BASELINE === '1') {
    const all = fs.existsSync(baselineFile) ? (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Record<string, unknown>) : {};
    fs.mkdirSync(path.dirname(baselineFile), { recursive: true });
    fs.writeFileSync(baselineFile, `${JSON.stringify({ ...all, [stage]: current }, null, 2)}\n`);
  }
  const baseline = (JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as Record<string, Record<string, Record<string, string>>>)[stage];

  it('the baseline names the table, the user pool, the buckets and the secrets', () => {
    const types = Object.values(baseline).flatMap((resources) => Object.values(resources));
    for (const type of ['AWS::DynamoDB::Table', 'AWS::Cognito::UserPool', 'AWS::S3::Bucket', 'AWS::SecretsManager::Secret']) expect(types).toContain(type);
  });

  it('keeps every stateful resource of the baseline in the same stack, with the same logical id and type', () => {
    const missing: string[] = [];
    for (const [stack, resources] of Object.entries(baseline)) {
      for (const [logicalId, type] of Object.entries(resources)) {
        if (templates.get(stack)?.[logicalId]?.Type !== type) missing.push(`${stack} ${logicalId} (${type})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no stateful resource the baseline does not know (a moved one would show up here)', () => {
    expect(current).toEqual(baseline);
  });
});

import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { CareyFunction } from '../../../infra/cdk/carey-function';
import { actionsOfRole, resourcesOfType, synthCarey } from '../helpers/carey-app';

describe('job alerts in AWS', () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());
  const app = built.appTemplate;
  const resources = app.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
  const actions = (fn: CareyFunction) => actionsOfRole(app, built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole)).sort();
  const env = (fn: CareyFunction) => (resources[built.app.getLogicalId(fn.node.defaultChild as CfnFunction)].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const statementsOf = (fn: CareyFunction) =>
    Object.values(resourcesOfType(app, 'AWS::IAM::Policy'))
      .filter((p) => (p.Properties?.Roles as { Ref: string }[]).some((r) => r.Ref === built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole)))
      .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: { Action: string | string[]; Resource: unknown }[] }).Statement);
  const matcher = built.app.api.jobs.get('match-new-openings')!;
  const digests = built.app.api.jobs.get('send-alert-digests')!;
  const unsubscribe = built.app.api.functions.get('alerts/handlers/unsubscribe-alerts')!;

  it('the table has a stream of new images', () => {
    built.dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });

  it('the matching function reads the stream, filtered to new openings, retrying failed records alone', () => {
    const mappings = Object.values(resourcesOfType(app, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0].Properties!;
    expect(mapping.FunctionName).toEqual({ Ref: built.app.getLogicalId(matcher.node.defaultChild as CfnFunction) });
    expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(mapping.StartingPosition).toBe('LATEST');
    const pattern = JSON.parse((mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters[0].Pattern);
    expect(pattern).toEqual({ eventName: ['INSERT'], dynamodb: { NewImage: { entity: { S: ['opening'] } } } });
    expect(JSON.stringify(mapping.EventSourceArn)).toContain('StreamArn');
  });

  it('the matching function may read and write the table, read its stream and send to its on-failure queue, nothing else', () => {
    const granted = actions(matcher);
    expect(granted).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:DescribeStream']));
    // Besides the table: sending a failed batch's metadata to its on-failure queue, and the VAPID key its pushes are signed with (decision 074).
    expect(granted.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:'))).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage']);
    expect(granted).not.toContain('dynamodb:Scan');
    // Only ListStreams (no resource-level permission) is on *.
    for (const st of statementsOf(matcher)) {
      if (JSON.stringify(st.Resource) === '"*"') expect(st.Action).toBe('dynamodb:ListStreams');
    }
    expect(env(matcher)).not.toHaveProperty('ALERTS_TOKEN_SECRET_ID');
  });

  it('only the unsubscribe page reads the signing key (legacy links); only the digest job sends e-mail', () => {
    const secrets = Object.entries(resourcesOfType(app, 'AWS::SecretsManager::Secret')).filter(([, s]) => String(s.Properties?.Name).endsWith('alerts-token'));
    expect(secrets).toHaveLength(1);
    expect(secrets[0][1].Properties?.GenerateSecretString).toMatchObject({ PasswordLength: 64 });
    const secretRef = secrets[0][0];
    const readers = [...built.app.api.functions.values(), ...built.app.api.jobs.values()].filter((fn) =>
      statementsOf(fn).some((st) => ([] as string[]).concat(st.Action).includes('secretsmanager:GetSecretValue') && JSON.stringify(st.Resource).includes(secretRef)),
    );
    expect(readers.map((fn) => fn.node.id)).toEqual([unsubscribe.node.id]);
    expect(env(digests)).not.toHaveProperty('ALERTS_TOKEN_SECRET_ID');
    expect(env(digests)).toMatchObject({ SITE_URL: expect.anything(), MAIL_FROM: expect.any(String) });
    expect(actions(digests)).toEqual(expect.arrayContaining(['ses:SendRawEmail']));
    expect(actions(unsubscribe).some((a) => a.startsWith('ses:'))).toBe(false);
  });

  it('the digest job runs on a schedule', () => {
    const rules = Object.values(resourcesOfType(app, 'AWS::Events::Rule')).filter((r) =>
      JSON.stringify(r.Properties?.Targets).includes(built.app.getLogicalId(digests.node.defaultChild as CfnFunction)),
    );
    expect(rules.map((r) => r.Properties?.ScheduleExpression)).toEqual(['rate(15 minutes)']);
  });
});

import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { CareyFunction } from '../../../infra/cdk/carey-function';
import { functionId } from '../../../infra/cdk/api';
import { cognitoTriggers, handlerName, routes, scheduledJobs, tableStreamConsumers, type Need } from '../../../lambdas/routes';
import { resourcesOfType, synthCarey } from '../helpers/carey-app';
import { declarationsReached, entryOf } from '../helpers/sdk-calls';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

describe('the Registro cannot be bent (IAM)', () => {
  const built = synthCarey();
  afterAll(() => built.cleanup());
  const template = built.appTemplate;
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
  const statementsOf = (fn: CareyFunction): Statement[] => {
    const role = built.app.getLogicalId(fn.role!.node.defaultChild as CfnRole);
    return policies
      .filter((p) => (p.Properties?.Roles as { Ref: string }[]).some((r) => r.Ref === role))
      .flatMap((p) => (p.Properties?.PolicyDocument as { Statement: Statement[] }).Statement);
  };
  const functions = built.app.node.findAll().filter((n): n is CareyFunction => n instanceof CareyFunction);
  // Written out, never built from infra/cdk/audit-deny.ts: dropping a partition or an action there turns this red (issue 41).
  const AUDIT_CONDITION = { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT', 'AUDIT#*'] } };
  const auditDenies = (fn: CareyFunction) => statementsOf(fn).filter((s) => s.Effect === 'Deny' && JSON.stringify(s.Condition).includes('AUDIT'));
  const deniedActions = (fn: CareyFunction) => {
    const denies = auditDenies(fn);
    expect({ fn: fn.node.id, denies: denies.length, condition: denies[0]?.Condition }).toEqual({ fn: fn.node.id, denies: 1, condition: AUDIT_CONDITION });
    expect(JSON.stringify(denies[0].Resource)).toContain('Table');
    return [...denies[0].Action].sort();
  };
  const writers = () => functions.filter((fn) => fn.needs.includes('table-write') && !fn.needs.includes('caregiver-items-only'));
  const byNeeds = (...needs: string[]) => writers().filter((fn) => needs.every((n) => (n.startsWith('!') ? !fn.needs.includes(n.slice(1) as never) : fn.needs.includes(n as never))));

  it('only the functions that run the LGPD deletion (and its anonymiser step) may update Registro items', () => {
    const anonymisers = functions.filter((fn) => fn.needs.includes('audit-anonymise')).map((fn) => fn.node.id).sort();
    expect(anonymisers).toEqual(['FnRequestAccountDeletion', 'FnTeamHandlersDeleteCaregiver', 'JobResumeAccountDeletions'].sort());
  });

  it('a function that neither appends lines nor anonymises is denied PutItem, UpdateItem, DeleteItem and BatchWriteItem on AUDIT items', () => {
    const plain = byNeeds('!audit-append', '!audit-anonymise');
    expect(plain.map((fn) => fn.node.id)).toEqual(expect.arrayContaining(['FnSignup', 'FnSendSupport', 'FnReportOpening', 'JobCloseOldOpenings']));
    expect(plain.length).toBeGreaterThan(20);
    for (const fn of plain) expect({ fn: fn.node.id, actions: deniedActions(fn) }).toEqual({ fn: fn.node.id, actions: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'] });
  });

  it("the team's functions that append lines may put (always with attribute_not_exists) but never update, delete or batch-write them", () => {
    const appenders = byNeeds('audit-append', '!audit-anonymise');
    expect(appenders.map((fn) => fn.node.id)).toEqual(expect.arrayContaining(['FnTeamHandlersImportOpenings', 'FnTeamHandlersResendVerification', 'FnTeamHandlersBlockCaregiver']));
    for (const fn of appenders) expect({ fn: fn.node.id, actions: deniedActions(fn) }).toEqual({ fn: fn.node.id, actions: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:UpdateItem'] });
  });

  it("the anonymisers may only update: the caregiver's own deletion never puts a line, the team's deletion appends its own", () => {
    const actionsOf = (id: string) => deniedActions(functions.find((fn) => fn.node.id === id)!);
    expect(actionsOf('FnRequestAccountDeletion')).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem']);
    expect(actionsOf('JobResumeAccountDeletions')).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem']);
    expect(actionsOf('FnTeamHandlersDeleteCaregiver')).toEqual(['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem']);
  });

  it('functions limited to caregiver partitions carry no Registro deny (their LeadingKeys CAREGIVER#* cannot reach AUDIT)', () => {
    const limited = functions.filter((fn) => fn.needs.includes('caregiver-items-only'));
    expect(limited.length).toBeGreaterThan(3);
    for (const fn of limited) expect({ fn: fn.node.id, denies: auditDenies(fn) }).toEqual({ fn: fn.node.id, denies: [] });
  });

  it("audit-append is held by exactly the functions whose code reaches the Registro's writers (auditPut, completeAuditStep)", () => {
    const LINE_WRITERS = ['lambdas/team/data/audit-table.ts#completeAuditStep', 'lambdas/team/data/table.ts#auditPut'];
    const rows = [
      ...routes.map((r) => [r.handler, `Fn${functionId(r.handler)}`, r.needs] as const),
      ...scheduledJobs.map((j) => [j.handler, `Job${functionId(j.handler)}`, j.needs] as const),
      ...tableStreamConsumers.map((c) => [c.handler, `Stream${functionId(c.handler)}`, c.needs] as const),
      ...Object.values(cognitoTriggers).map((t) => [t.handler, `Trigger-${handlerName(t.handler)}`, t.needs] as const),
    ].map(([handler, id, needs]) => [handler, id, needs as readonly Need[]] as const).filter(([, , needs]) => needs.includes('table-write') && !needs.includes('caregiver-items-only'));
    const reaching = [...new Set(rows.filter(([handler]) => declarationsReached(entryOf(handler), LINE_WRITERS).length > 0).map(([, id]) => id))].sort();
    const holding = [...new Set(rows.filter(([, , needs]) => needs.includes('audit-append')).map(([, id]) => id))].sort();
    expect(reaching.length).toBeGreaterThan(15);
    expect(holding).toEqual(reaching);
    // the walk sees a writer (it is not vacuous), and a caregiver's function is not one
    expect(declarationsReached(entryOf('team/handlers/import-openings'), LINE_WRITERS)).toEqual(LINE_WRITERS);
    expect(declarationsReached(entryOf('support/handlers/send-support'), LINE_WRITERS)).toEqual([]);
  });

  it('the table removes lines by TTL (expiresAt), and the API access log names the caller', () => {
    built.dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', { TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true } });
    const stages = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Stage'));
    expect(stages.map((s) => JSON.stringify(s.Properties?.AccessLogSettings))).toEqual([expect.stringContaining('$context.authorizer.claims.sub')]);
  });
});

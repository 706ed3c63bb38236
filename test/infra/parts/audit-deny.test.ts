import type { CfnRole } from 'aws-cdk-lib/aws-iam';
import { AUDIT_DENIED_ACTIONS, AUDIT_PARTITIONS } from '../../../infra/cdk/audit-deny';
import { CareyFunction } from '../../../infra/cdk/carey-function';
import { resourcesOfType, synthCarey } from '../helpers/carey-app';

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
  const auditDeny = (fn: CareyFunction) =>
    statementsOf(fn).filter((s) => s.Effect === 'Deny' && JSON.stringify(s.Condition) === JSON.stringify({ 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': AUDIT_PARTITIONS } }));

  it('only the functions that run the LGPD deletion (and its anonymiser step) may update Registro items', () => {
    const anonymisers = functions.filter((fn) => fn.needs.includes('audit-anonymise')).map((fn) => fn.node.id).sort();
    expect(anonymisers).toEqual(['FnRequestAccountDeletion', 'FnTeamHandlersDeleteCaregiver', 'JobResumeAccountDeletions'].sort());
  });

  it('every other function that may write the table (beyond caregiver partitions) is denied UpdateItem, DeleteItem and BatchWriteItem on AUDIT items', () => {
    const writers = functions.filter((fn) => fn.needs.includes('table-write'));
    expect(writers.length).toBeGreaterThan(20);
    for (const fn of writers) {
      const denies = auditDeny(fn);
      // a function limited to caregiver partitions (dynamodb:LeadingKeys CAREGIVER#*) cannot reach AUDIT at all
      if (fn.needs.includes('audit-anonymise') || fn.needs.includes('caregiver-items-only')) {
        expect({ fn: fn.node.id, denies }).toEqual({ fn: fn.node.id, denies: [] });
        continue;
      }
      expect({ fn: fn.node.id, denies: denies.length }).toEqual({ fn: fn.node.id, denies: 1 });
      expect([...denies[0].Action].sort()).toEqual([...AUDIT_DENIED_ACTIONS].sort());
      expect(AUDIT_DENIED_ACTIONS).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']));
      expect(JSON.stringify(denies[0].Resource)).toContain('Table');
    }
    // the team's writers are among them
    expect(writers.map((fn) => fn.node.id)).toEqual(expect.arrayContaining(['FnTeamHandlersImportOpenings', 'FnTeamHandlersResendVerification', 'FnTeamHandlersBlockCaregiver']));
  });

  it('the table removes lines by TTL (expiresAt), and the API access log names the caller', () => {
    built.dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', { TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true } });
    const stages = Object.values(resourcesOfType(template, 'AWS::ApiGatewayV2::Stage'));
    expect(stages.map((s) => JSON.stringify(s.Properties?.AccessLogSettings))).toEqual([expect.stringContaining('$context.authorizer.claims.sub')]);
  });
});

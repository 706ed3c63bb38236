import { CfnOutput, Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AccountRootPrincipal, AnyPrincipal, Effect, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { KEEP_UNLESS_NEW } from './keep';
import { acknowledge } from './nag';
import type { StageSettings } from './stage-settings';

/**
 * The private half of the key that seals the IP and port of the Marco Civil access records
 * (docs/decisions/040-sealed-access-records.md). Functions hold only the public half (the stage's
 * `accessRecordsPublicKey`, an environment variable); the private half sits in this secret, which the stack
 * creates with a placeholder for the team to fill (`npm run access-records -- chaves` makes a pair). Its resource
 * policy denies reading it to every principal but the break-glass role, which a person of the account assumes
 * with MFA when a court orders a record opened; no function is ever granted it (test/infra/access-records.test.ts).
 */
export class AccessRecordsKey extends Construct {
  readonly privateKeySecret: Secret;
  readonly breakGlassRole: Role;

  constructor(scope: Construct, id: string, props: { settings: StageSettings }) {
    super(scope, id);
    const { stage } = props.settings;
    this.breakGlassRole = new Role(this, 'BreakGlassRole', {
      roleName: `carey-${stage}-access-records-break-glass`,
      description: 'Opens Carey access records (Marco Civil art. 15) when a court orders it: assumed by a person, with MFA',
      assumedBy: new AccountRootPrincipal().withConditions({ Bool: { 'aws:MultiFactorAuthPresent': 'true' } }),
      maxSessionDuration: Duration.hours(1),
    });
    this.privateKeySecret = new Secret(this, 'PrivateKey', {
      secretName: `carey/${stage}/access-records-private-key`,
      description: 'Private key that opens the sealed IP and port of Carey access records; only the break-glass role may read it',
      // a placeholder until the team puts the private key in; records sealed to the stage's public key need the real one
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
      // production's records live 6 months after the stack: the key that opens them must outlive a deletion of the
      // stack (but not a failed first deploy, whose retry its fixed name would block: decision 062). Elsewhere the
      // records go with the table, and a kept key would stop the stage being deployed again (issue 49, item 8).
      removalPolicy: props.settings.production ? KEEP_UNLESS_NEW : RemovalPolicy.DESTROY,
    });
    this.privateKeySecret.grantRead(this.breakGlassRole);
    this.privateKeySecret.addToResourcePolicy(
      new PolicyStatement({
        sid: 'OnlyBreakGlassReads',
        effect: Effect.DENY,
        principals: [new AnyPrincipal()],
        actions: ['secretsmanager:GetSecretValue'],
        resources: ['*'],
        conditions: { ArnNotEquals: { 'aws:PrincipalArn': this.breakGlassRole.roleArn } },
      }),
    );
    acknowledge(this.privateKeySecret, [
      { id: 'AwsSolutions-SMG4', reason: 'A rotation would make the records already sealed unreadable; a new pair is made by hand (decision 040) and the old private key kept until its records expire.' },
    ]);
    new CfnOutput(scope, 'AccessRecordsBreakGlassRoleArn', { value: this.breakGlassRole.roleArn });
    new CfnOutput(scope, 'AccessRecordsPrivateKeySecretArn', { value: this.privateKeySecret.secretArn });
  }
}

import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createCaregiverWithClaims } from '../../lambdas/caregivers/data/caregivers';
import { consentGiven } from '../../lambdas/caregivers/consent';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/caregivers/caregiver';
import { importData } from '../../lambdas/openings/operator-import';
import type { OperatorRole } from '../../contract/operators';
import { signInOperatorWithTotp } from '../../lambdas/team/cognito';
import { addOperator } from '../../lambdas/team/operator-setup';
import { totpCode } from './totp';
import { SAMPLE_ACCOUNT, SAMPLE_OPERATOR, sampleImportFile } from './sample-data';

/**
 * Creates the ready sample caregiver and the sample operator (team's console), then loads the sample families, openings and that caregiver's notices
 * through the operator import (the same path as `npm run import`), so the seed exercises it on every fresh start.
 */
export async function seedSampleData(stack: OperatorsStack & { drainStreams?: () => Promise<void> }) {
  const uid = await createReadyCaregiver(stack, SAMPLE_ACCOUNT);
  const operatorTotpSecret = await addEnrolledOperator(stack, SAMPLE_OPERATOR);
  const report = await importData(sampleImportFile(), { sampleDates: true });
  if (report.refused.length) throw new Error(`sample data refused by the import: ${JSON.stringify(report.refused)}`);
  // The new openings go through alert matching (the table stream): the seed is done when that is.
  await stack.drainStreams?.();
  return { families: report.written.families, openings: report.written.openings, notices: report.written.notices, uid, operatorTotpSecret };
}

type OperatorsStack = { userPoolId: string; cognitoEndpoint: string; operatorsPoolId: string; operatorsClientId: string; operatorTotpSecrets: Map<string, string> };

/**
 * An operator in the operators' pool who has signed in once: her first sign-in enrolled her authenticator app
 * (MFA_SETUP), as a new operator's does at /equipe. Returns her TOTP secret (base32), also kept in the stack's
 * `operatorTotpSecrets` for the tests' sign-ins. Her operator record gets `role` ('Administração' unless told).
 */
export async function addEnrolledOperator(stack: OperatorsStack, account: { email: string; password: string; name?: string; role?: OperatorRole }): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
  await addOperator(cognito, { operatorsPoolId: stack.operatorsPoolId, caregiversPoolId: stack.userPoolId, ...account });
  const { secret } = await signInOperatorWithTotp(cognito, { clientId: stack.operatorsClientId, email: account.email, password: account.password, codeFor: (s) => totpCode(s) });
  stack.operatorTotpSecrets.set(account.email, secret);
  return secret;
}

/** A caregiver who can sign in at once: confirmed Cognito user, caregiver record with its claims, no plan. */
export async function createReadyCaregiver(
  stack: { userPoolId: string; cognitoEndpoint: string },
  account: { email: string; password: string; name: string; phone: string; tipoDeCadastro: string; genero: string },
): Promise<string> {
  const uid = await createConfirmedUser(stack, account);
  await createCaregiverWithClaims({
    uid,
    name: account.name,
    email: account.email,
    phone: account.phone,
    status: UNVERIFIED_STATUS,
    tipoDeCadastro: account.tipoDeCadastro,
    genero: account.genero,
    tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN,
    dataCadastro: new Date().toISOString(),
    // as if she had ticked the sign-up form's box: a ready account is not stopped by the consent step
    consentimentos: [consentGiven(new Date(), '127.0.0.1', 'cadastro')],
  });
  return uid;
}

/** A confirmed Cognito user with a permanent password (sample data and tests); returns its `sub`. */
export async function createConfirmedUser(
  stack: { userPoolId: string; cognitoEndpoint: string },
  account: { email: string; password: string; name: string },
): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.cognitoEndpoint });
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: stack.userPoolId,
      Username: account.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.name },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: stack.userPoolId, Username: account.email, Password: account.password, Permanent: true }),
  );
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.userPoolId, Username: account.email }));
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('cognito-local returned a user without sub');
  return sub;
}

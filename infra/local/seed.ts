import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createCaregiverWithClaims } from '../../lambdas/data/caregivers';
import { putFamily } from '../../lambdas/data/families';
import { newNoticeId, putNotice } from '../../lambdas/data/notices';
import { putOpening } from '../../lambdas/data/openings';
import { lookupBairro } from '../../lambdas/clients/viacep';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS } from '../../lambdas/domain/caregiver';
import { SAMPLE_ACCOUNT, sampleData } from './sample-data';

/** Loads the sample families, openings and the ready sample caregiver (with unread notices) into a fresh stack. */
export async function seedSampleData(stack: { userPoolId: string; cognitoEndpoint: string }) {
  const data = sampleData();
  for (const family of data.families) await putFamily(family);
  for (const opening of data.openings) await putOpening({ ...opening, bairro: await lookupBairro(opening.cep) });

  const uid = await createConfirmedUser(stack, SAMPLE_ACCOUNT);
  await createCaregiverWithClaims({
    uid,
    name: SAMPLE_ACCOUNT.name,
    email: SAMPLE_ACCOUNT.email,
    phone: SAMPLE_ACCOUNT.phone,
    status: UNVERIFIED_STATUS,
    tipoDeCadastro: SAMPLE_ACCOUNT.tipoDeCadastro,
    genero: SAMPLE_ACCOUNT.genero,
    tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN,
    dataCadastro: new Date().toISOString(),
  });
  const now = Math.floor(Date.now() / 1000);
  for (const n of data.notices) {
    const createdAt = now - n.hoursAgo * 3600;
    await putNotice({ id: newNoticeId(createdAt), userId: uid, mensagem: n.mensagem, status: 'nao lido', createdAt, horario: n.horario });
  }
  return { families: data.families.length, openings: data.openings.length, uid };
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

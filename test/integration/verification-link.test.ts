import { CognitoIdentityProviderClient, ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { api, mailbox, signIn, useLocalStack } from './helpers/local-stack';

const stack = useLocalStack();

describe('the verification link opened a second time', () => {
  it('confirms once; the second time the local Cognito says the account is CONFIRMED (as Cognito does), not that the code expired', async () => {
    const email = `link.${Date.now()}@exemplo.com.br`;
    const signup = await api(stack(), '/api/signup', {
      method: 'POST',
      json: { name: 'Lia Teste', phone: '(21) 98888-1234', email, password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Feminino', acceptedTerms: true },
    });
    expect(signup.status).toBe(201);
    const mail = (await mailbox(stack())).find((m) => m.destination.to.includes(email))!;
    const link = new URL(/href="([^"]+)"/.exec(mail.body.html ?? '')![1].replace(/&amp;/g, '&'));
    const code = link.searchParams.get('code')!;

    // The SPA's user pool endpoint locally: the gateway's /cognito.
    const cognito = new CognitoIdentityProviderClient({ endpoint: `${stack().siteUrl}/cognito`, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const confirm = () => cognito.send(new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: email, ConfirmationCode: code }));
    await confirm();
    const again = await confirm().then(
      () => ({ name: 'no error' }),
      (error: Error) => ({ name: error.name, message: error.message }),
    );
    expect(again).toEqual({ name: 'NotAuthorizedException', message: 'User cannot be confirmed. Current status is CONFIRMED' });
    expect((await signIn(stack(), email, 'senhaForte1')).accessToken).toBeTruthy();

    // A wrong code for an account not yet confirmed is still what cognito-local says.
    const other = `link2.${Date.now()}@exemplo.com.br`;
    await api(stack(), '/api/signup', {
      method: 'POST',
      json: { name: 'Rui Teste', phone: '(21) 98888-4321', email: other, password: 'senhaForte1', confirmPassword: 'senhaForte1', tipoDeCadastro: 'Cuidador', genero: 'Masculino', acceptedTerms: true },
    });
    const wrong = await cognito.send(new ConfirmSignUpCommand({ ClientId: stack().userPoolClientId, Username: other, ConfirmationCode: '000000' })).catch((e: Error) => e.name);
    expect(wrong).toBe('CodeMismatchException');
  });
});

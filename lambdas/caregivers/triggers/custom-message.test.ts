import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler } from './custom-message';

function event(triggerSource: CustomMessageTriggerEvent['triggerSource']): CustomMessageTriggerEvent {
  return {
    version: '1', region: 'us-east-1', userPoolId: 'p', userName: 'u', triggerSource,
    callerContext: { awsSdkVersion: '3', clientId: 'c' },
    request: { userAttributes: { email: 'ana+teste@exemplo.com' }, codeParameter: '{####}', usernameParameter: null, linkParameter: '' },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  } as unknown as CustomMessageTriggerEvent;
}

describe('CustomMessage trigger', () => {
  beforeEach(() => {
    process.env.SITE_URL = 'https://carey.example/';
  });

  it('sends a Portuguese verification e-mail whose link opens /verify-email with the code once', async () => {
    const out = await handler(event('CustomMessage_SignUp'));
    expect(out.response.emailSubject).toBe('Confirme seu cadastro no Carey');
    expect(out.response.emailMessage).toContain('https://carey.example/verify-email?email=ana%2Bteste%40exemplo.com&code={####}');
    expect(out.response.emailMessage!.split('{####}')).toHaveLength(2);
  });

  it('sends the reset code in Portuguese', async () => {
    const out = await handler(event('CustomMessage_ForgotPassword'));
    expect(out.response.emailSubject).toBe('Redefinição de senha do Carey');
    expect(out.response.emailMessage).toContain('{####}');
  });

  it('leaves other messages to Cognito', async () => {
    const out = await handler(event('CustomMessage_Authentication'));
    expect(out.response.emailMessage).toBeNull();
  });
});

import http from 'node:http';
import { postAwsJson } from './aws-json';

/**
 * The user pool endpoint the SPA talks to locally (same origin, at /cognito). It forwards to cognito-local and
 * fills three gaps: GetTokensFromRefreshToken becomes InitiateAuth with REFRESH_TOKEN_AUTH, GlobalSignOut
 * succeeds (cognito-local keeps no sessions to revoke; tokens simply expire), and ConfirmSignUp for an account
 * already confirmed (the verification link opened again) answers as Cognito does, NotAuthorizedException "Current
 * status is CONFIRMED", where cognito-local says the code expired.
 */
export function createCognitoShim(cognitoEndpoint: string, userPoolId: string) {
  const target = new URL(cognitoEndpoint);

  return async function handle(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) {
    const amzTarget = String(req.headers['x-amz-target'] ?? '');
    const operation = amzTarget.split('.')[1] ?? '';
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'cache-control': 'no-store' });
      res.end(JSON.stringify(payload));
    };

    if (operation === 'GlobalSignOut') {
      reply(200, {});
      return;
    }
    if (operation === 'GetTokensFromRefreshToken') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { RefreshToken?: string; ClientId?: string };
      const out = await call(target, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: input.ClientId,
        AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
      });
      const result = (out.body as { AuthenticationResult?: Record<string, unknown> }).AuthenticationResult;
      reply(out.status, out.status === 200 ? { AuthenticationResult: { ...result, RefreshToken: result?.RefreshToken ?? input.RefreshToken } } : out.body);
      return;
    }
    const out = await call(target, operation, body, amzTarget);
    if (operation === 'ConfirmSignUp' && out.body.__type === 'ExpiredCodeException') {
      const { Username } = JSON.parse(body.toString('utf8') || '{}') as { Username?: string };
      const user = await call(target, 'AdminGetUser', { UserPoolId: userPoolId, Username });
      if (user.body.UserStatus === 'CONFIRMED') {
        reply(400, { __type: 'NotAuthorizedException', message: 'User cannot be confirmed. Current status is CONFIRMED' });
        return;
      }
    }
    reply(out.status, out.body);
  };
}

function call(target: URL, operation: string, input: unknown, amzTarget?: string) {
  return postAwsJson(target, { target: amzTarget ?? `AWSCognitoIdentityProviderService.${operation}`, version: '1.1', input });
}

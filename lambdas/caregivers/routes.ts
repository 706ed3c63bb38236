import { apiPaths } from '../../contract';
import type { CognitoTriggerFunction, Route, ScheduledJob } from '../base/route-table';

/** Sign-up, her profile and location, the password reset request. */
export const caregiverRoutes: readonly Route[] = [
  { method: 'GET', path: apiPaths.me, handler: 'caregivers/handlers/get-me', access: 'signed-in', needs: ['table-read', 'caregiver-items-only'] },
  { method: 'POST', path: apiPaths.signup, handler: 'caregivers/handlers/signup', access: 'public', needs: ['table-read', 'table-write', 'cognito-server-client', 'cognito-admin', 'ses-send', 'signup-token', 'hash-pepper'] },
  // the SPA's first call of a session: are new terms waiting for her? (her access record: every signed-in route, docs/decisions/067)
  {
    method: 'POST',
    path: apiPaths.signIn,
    handler: 'caregivers/handlers/sign-in',
    access: 'signed-in',
    needs: ['table-read', 'caregiver-items-only'],
    throttle: {
      rateLimit: 250,
      burstLimit: 500,
      why: "one per session: 121 requests/s in the busiest second at 100,000 caregivers (about Cognito's 120 sign-ins/s, which comes first), twice that: a 429 here is a sign-in she sees fail",
    },
  },
  { method: 'POST', path: apiPaths.consent, handler: 'caregivers/handlers/accept-consent', access: 'signed-in', needs: ['table-write', 'caregiver-items-only'] },
  { method: 'PUT', path: apiPaths.location, handler: 'caregivers/handlers/update-location', access: 'signed-in', needs: ['table-write', 'caregiver-items-only'] },
  // 'Alterar nome': her record and claims, and Cognito's name attribute
  { method: 'PUT', path: apiPaths.name, handler: 'caregivers/handlers/rename', access: 'signed-in', needs: ['table-write', 'cognito-profile'] },
  // the welcome dialog of /home, dismissed once for her account (every device)
  { method: 'PUT', path: apiPaths.welcome, handler: 'caregivers/handlers/dismiss-welcome', access: 'signed-in', needs: ['table-write', 'caregiver-items-only'] },
  { method: 'PUT', path: apiPaths.cep, handler: 'caregivers/handlers/set-cep', access: 'signed-in', needs: ['table-read', 'table-write', 'viacep'] },
  // hardening: the reset request goes through the API so it can be rate-limited
  { method: 'POST', path: apiPaths.passwordReset, handler: 'caregivers/handlers/request-password-reset', access: 'public', needs: ['table-write', 'cognito-public', 'hash-pepper'] },
];

export const caregiverJobs: readonly ScheduledJob[] = [
  // sign-ups whose e-mail was not confirmed in 48 h: user, record and claims removed, so the owner can sign up
  { handler: 'caregivers/jobs/expire-unconfirmed-signups', everyMinutes: 30, needs: ['table-read', 'table-write', 'cognito-admin'] },
];

/** Cognito triggers, wired by the CDK user pool in AWS and by the local Lambda Invoke stand-in locally. */
export const cognitoTriggers = {
  customMessage: { functionName: 'carey-custom-message', handler: 'caregivers/triggers/custom-message', needs: [] },
  // only /api/signup creates users: a SignUp without the server's signature is refused
  preSignUp: { functionName: 'carey-pre-sign-up', handler: 'caregivers/triggers/pre-sign-up', needs: ['signup-token'] },
  // a confirmed e-mail: the sign-up's record and claims stop expiring
  postConfirmation: { functionName: 'carey-post-confirmation', handler: 'caregivers/triggers/post-confirmation', needs: ['table-read', 'table-write'] },
} as const satisfies Record<string, CognitoTriggerFunction>;

import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';

/** One Cognito user pool for Amplify: the caregivers' at boot, the operators' while the team's console is open. */
export interface AmplifyPool {
  userPoolId: string;
  userPoolClientId: string;
  /** Only locally: the Cognito stand-in's endpoint. */
  userPoolEndpoint?: string;
}

/**
 * Points Amplify's auth at `pool` (Amplify holds one pool at a time; tokens are stored per app client, so switching
 * pools never mixes sessions).
 */
export function configureAmplifyPool({ userPoolId, userPoolClientId, userPoolEndpoint }: AmplifyPool): void {
  const configure = () =>
    Amplify.configure({
      Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}), loginWith: { email: true } } },
    });
  if (!userPoolEndpoint) return configure();
  // Only the local stack sets an endpoint (cognito-local), and Amplify warns about a custom endpoint on every
  // configure. It is intended here; keep the console for real problems (Amplify's later warnings still show).
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    configure();
  } finally {
    ConsoleLogger.LOG_LEVEL = null;
  }
}

/** The Cognito user pool the SPA signs in against (the caregivers' or, in the console, the operators'; docs/decisions/048). */
export interface UserPoolSettings {
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

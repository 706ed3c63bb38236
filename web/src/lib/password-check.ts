import { meetsPasswordShape } from '../../../contract';
import { authErrorTexts } from './auth-errors';

/**
 * The password rule the API applies (contract/password.ts), checked in the browser before a password is set:
 * at sign-up (the API checks it again) and at a password reset (which goes straight to Cognito, so this is where
 * the common-password list is applied). The list is a separate chunk, fetched only here.
 * Returns the message to show next to the field, or undefined.
 */
export async function passwordProblem(password: string): Promise<string | undefined> {
  if (!meetsPasswordShape(password)) return authErrorTexts.invalidPassword;
  const { isCommonPassword } = await import('../../../contract/common-passwords');
  return isCommonPassword(password) ? authErrorTexts.commonPassword : undefined;
}

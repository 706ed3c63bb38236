import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common leaked passwords, most common first: the `passwords-common` list of @zxcvbn-ts/language-common
 * (MIT; more than 49,000 entries, all lower case). Not exported from contract/index.ts: the SPA loads this module
 * only when someone sets a password (a separate chunk), the API bundles it.
 */
export const COMMON_PASSWORDS: readonly string[] = dictionary['passwords-common'];

let set: ReadonlySet<string> | undefined;

/** Whether the password is on the list, ignoring case ("Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  set ??= new Set(COMMON_PASSWORDS);
  return set.has(password.toLowerCase());
}

import { passwordTexts, PASSWORD_MIN_LENGTH } from '../../contract';
import { messages } from '../base/messages';
import { meetsPasswordPolicy, userPoolPasswordPolicy } from './password-policy';

describe('the password rule the API applies', () => {
  it('is the contract rule (shared with the SPA), said in the contract words, with the pool asking no more', () => {
    expect(messages.passwordPolicy).toBe(passwordTexts.policy);
    expect(messages.passwordTooCommon).toBe(passwordTexts.common);
    expect(passwordTexts.policy).toContain(`${PASSWORD_MIN_LENGTH} caracteres`);
    expect(userPoolPasswordPolicy.minLength).toBe(PASSWORD_MIN_LENGTH);
    expect(meetsPasswordPolicy('a'.repeat(PASSWORD_MIN_LENGTH - 2) + '1')).toBe(false);
    expect(meetsPasswordPolicy('a'.repeat(PASSWORD_MIN_LENGTH - 1) + '1')).toBe(true);
  });
});

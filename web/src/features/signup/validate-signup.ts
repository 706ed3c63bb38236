import { signupTexts as t } from './texts';
import type { SignupRequest } from '../../../../contract';

/** The form as the page holds it: every field of POST /api/signup's body. */
export type SignupForm = Required<SignupRequest>;

export type SignupField = keyof SignupForm;

/** The spec's checks, in the spec's order; the first one that fails is the one shown. */
export function validateSignup(form: SignupForm): { field: SignupField; message: string } | null {
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: t.passwordsDiffer };
  if (!form.acceptedTerms) return { field: 'acceptedTerms', message: t.termsRequired };
  if (!/^\d{11}$/.test(form.phone.replace(/[\s().-]/g, ''))) return { field: 'phone', message: t.phoneInvalid };
  return null;
}

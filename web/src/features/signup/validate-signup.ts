import { signupTexts as t } from './texts';
import { hasLetters, passwordTexts, phoneProblem, phoneTexts, type SignupRequest } from '../../../../contract';

/** The form as the page holds it: every field of POST /api/signup's body. */
export type SignupForm = Required<SignupRequest>;

export type SignupField = keyof SignupForm;

export type SignupProblems = Partial<Record<SignupField, string>>;

/**
 * Every problem of the form at once, each for its own field: the spec's three checks first, in the spec's order
 * (passwords, terms, phone), then what the server would refuse anyway (an empty name, e-mail or password), so an
 * empty form says everything it lacks, not only the terms.
 */
export function validateSignup(form: SignupForm): SignupProblems {
  const problems: SignupProblems = {};
  if (form.password !== form.confirmPassword) problems.confirmPassword = t.passwordsDiffer;
  if (!form.acceptedTerms) problems.acceptedTerms = t.termsRequired;
  const phone = phoneProblem(form.phone.replace(/[\s().-]/g, ''));
  if (phone) problems.phone = phone === 'digits' ? t.phoneInvalid : phoneTexts.areaCode;
  if (!form.name.trim()) problems.name = t.nameRequired;
  else if (!hasLetters(form.name)) problems.name = phoneTexts.nameLetters;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) problems.email = t.emailInvalid;
  if (!form.password) problems.password = passwordTexts.policy;
  return problems;
}

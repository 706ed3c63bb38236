import { signupTexts as t } from './texts';

export interface SignupForm {
  name: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  tipoDeCadastro: string;
  genero: string;
  acceptedTerms: boolean;
}

export type SignupField = keyof SignupForm;

/** The spec's checks, in the spec's order; the first one that fails is the one shown. */
export function validateSignup(form: SignupForm): { field: SignupField; message: string } | null {
  if (form.password !== form.confirmPassword) return { field: 'confirmPassword', message: t.passwordsDiffer };
  if (!form.acceptedTerms) return { field: 'acceptedTerms', message: t.termsRequired };
  if (!/^\d{11}$/.test(form.phone.replace(/[\s().-]/g, ''))) return { field: 'phone', message: t.phoneInvalid };
  return null;
}

import { conflict, invalidInput } from './errors';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS, type Caregiver } from './caregiver';
import { messages } from './messages';
import { hasControlCharacters } from './text';
import { meetsPasswordPolicy } from './password-policy';
import { DISABLED_SIGNUP_TYPES, GENEROS, PROFESSIONAL_TYPES } from '../../contract';

export const DEFAULT_SIGNUP_TYPE = 'Cuidador';
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

/** The sign-up form as the browser sends it (types already checked by the handler's schema). */
export interface SignupForm {
  name?: string;
  phone?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  tipoDeCadastro?: string;
  genero?: string;
  acceptedTerms?: boolean;
}

export interface ValidSignup {
  name: string;
  /** 11 digits */
  phone: string;
  /** trimmed, lower-case */
  email: string;
  password: string;
  tipoDeCadastro: string;
  genero: string;
}

/** Deliberately simple: one @, no spaces, a dot in the domain. Cognito and the mailbox do the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * Checks the form in the spec's order (passwords match; terms accepted; phone has 11 digits), then the rest in
 * form order. The first failure is thrown with the name of the field it concerns.
 */
export function validateSignup(form: SignupForm): ValidSignup {
  const password = form.password ?? '';
  if (password !== (form.confirmPassword ?? '')) throw invalidInput(messages.passwordsDoNotMatch, 'confirmPassword');
  if (form.acceptedTerms !== true) throw invalidInput(messages.termsRequired, 'acceptedTerms');
  // The phone is kept as its digits: "(11) 98765-4321" and "11987654321" are the same phone.
  const phone = (form.phone ?? '').replace(/\D/g, '');
  if (phone.length !== 11) throw invalidInput(messages.phoneDigits, 'phone');

  const name = (form.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw invalidInput(messages.nameRequired, 'name');
  if (name.length > NAME_MAX_LENGTH) throw invalidInput(messages.nameTooLong, 'name');
  if (hasControlCharacters(name)) throw invalidInput(messages.invalidCharacters('Nome'), 'name');
  const email = (form.email ?? '').trim().toLowerCase();
  if (!isValidEmail(email)) throw invalidInput(messages.emailInvalid, 'email');
  if (!meetsPasswordPolicy(password)) throw invalidInput(messages.passwordPolicy, 'password');

  const tipoDeCadastro = form.tipoDeCadastro?.trim() || DEFAULT_SIGNUP_TYPE;
  if ((DISABLED_SIGNUP_TYPES as readonly string[]).includes(tipoDeCadastro)) {
    throw invalidInput(messages.tipoDeCadastroUnavailable, 'tipoDeCadastro');
  }
  if (!(PROFESSIONAL_TYPES as readonly string[]).includes(tipoDeCadastro)) throw invalidInput(messages.tipoDeCadastroInvalid, 'tipoDeCadastro');
  const genero = form.genero?.trim() ?? '';
  if (genero !== '' && !(GENEROS as readonly string[]).includes(genero)) throw invalidInput(messages.generoInvalid, 'genero');

  return { name, phone, email, password, tipoDeCadastro, genero };
}

/** The record written at sign-up, with the spec's initial state. */
export function newCaregiver(uid: string, signup: ValidSignup, now: Date): Caregiver {
  return {
    uid,
    name: signup.name,
    email: signup.email,
    phone: signup.phone,
    status: UNVERIFIED_STATUS,
    tipoDeCadastro: signup.tipoDeCadastro,
    genero: signup.genero,
    tipodeconta: NO_PLAN,
    campotipoCadastro: LAUNCH_CAMPAIGN,
    dataCadastro: now.toISOString(),
  };
}

/** Cognito already has a user with this e-mail. */
export class AuthUserExistsError extends Error {
  constructor() {
    super('auth user exists');
    this.name = 'AuthUserExistsError';
  }
}

export interface AuthUser {
  sub: string;
  /** Cognito's UserStatus: UNCONFIRMED, CONFIRMED, ... */
  status: string;
  createdAt: Date;
}

/** What the sign-up needs from the outside world; the handler wires DynamoDB and Cognito in. */
export interface SignupPorts {
  /** Counts a validated attempt against the caller's and the e-mail's rate limits (throws 429 past them). */
  limitAttempt(email: string): Promise<void>;
  findPhoneClaim(phone: string): Promise<unknown>;
  findEmailClaim(email: string): Promise<unknown>;
  createAuthUser(input: { email: string; password: string; name: string }): Promise<string>;
  findAuthUser(email: string): Promise<AuthUser | undefined>;
  deleteAuthUser(sub: string): Promise<void>;
  createCaregiverWithClaims(caregiver: Caregiver): Promise<void>;
  log(message: string, detail: Record<string, unknown>): void;
}

/**
 * An unconfirmed Cognito user without an e-mail claim that is older than this is an orphan (a sign-up whose undo
 * failed): it is removed so the person can sign up again. Younger ones may be a sign-up still in progress.
 */
export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;

/**
 * Signs a caregiver up. Order matters:
 * 1. validate; 2. check the phone and e-mail claims (a taken one is refused before Cognito e-mails anyone);
 * 3. create the Cognito user (its `sub` is the uid); 4. write record + claims in one transaction;
 * 5. if that fails (a concurrent sign-up won the race, or anything else), delete the Cognito user again.
 * So a failed sign-up leaves no claim, no record and no user.
 */
export async function signUp(form: SignupForm, ports: SignupPorts, now: Date = new Date()): Promise<{ uid: string }> {
  const signup = validateSignup(form);
  await ports.limitAttempt(signup.email);
  if (await ports.findPhoneClaim(signup.phone)) throw conflict(messages.phoneTaken, 'phone');
  if (await ports.findEmailClaim(signup.email)) throw conflict(messages.emailTaken, 'email');

  const uid = await createAuthUser(signup, ports, now);
  try {
    await ports.createCaregiverWithClaims(newCaregiver(uid, signup, now));
  } catch (error) {
    try {
      await ports.deleteAuthUser(uid);
    } catch (undoError) {
      // Left for the orphan rule above; the person can sign up again after ORPHAN_MIN_AGE_MS.
      ports.log('sign-up undo failed: Cognito user left without a record', { uid, error: String(undoError) });
    }
    throw error;
  }
  return { uid };
}

async function createAuthUser(signup: ValidSignup, ports: SignupPorts, now: Date): Promise<string> {
  const input = { email: signup.email, password: signup.password, name: signup.name };
  try {
    return await ports.createAuthUser(input);
  } catch (error) {
    if (!(error instanceof AuthUserExistsError)) throw error;
    const existing = await ports.findAuthUser(signup.email);
    const isOrphan =
      existing !== undefined && existing.status === 'UNCONFIRMED' && now.getTime() - existing.createdAt.getTime() >= ORPHAN_MIN_AGE_MS;
    // A confirmed user without a record (or a young unconfirmed one) is not ours to remove: refuse.
    if (!isOrphan || (await ports.findEmailClaim(signup.email))) throw conflict(messages.emailTaken, 'email');
    ports.log('removing orphan Cognito user before sign-up', { sub: existing.sub });
    await ports.deleteAuthUser(existing.sub);
    return ports.createAuthUser(input);
  }
}

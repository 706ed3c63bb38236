import { DomainError, invalidInput } from '../base/errors';
import { LAUNCH_CAMPAIGN, NO_PLAN, UNVERIFIED_STATUS, type Caregiver } from './caregiver';
import { messages } from '../base/messages';
import { hasControlCharacters } from '../base/text';
import { consentGiven } from './consent';
import { isCommonPassword, meetsPasswordPolicy } from './password-policy';
import * as z from 'zod';
import { AuthUserExistsError, isValidEmail, NAME_MAX_LENGTH, signupExpiry, type AuthUser } from './signup-shared';
import { DISABLED_SIGNUP_TYPES, GENEROS, hasLetters, phoneProblem, PROFESSIONAL_TYPES, type SignupAnswer, type SignupRequest } from '../../contract';

export const DEFAULT_SIGNUP_TYPE = 'Cuidador';

// Only shapes here; the rules (and their order) are `validateSignup`'s.
const text = (max: number) => z.string({ error: messages.invalidField }).max(max, messages.invalidField).optional();
/** POST /api/signup's body: the sign-up form as the browser sends it (contract `SignupRequest`). */
export const signupBody = z.strictObject({
  name: text(500),
  phone: text(40),
  email: text(320),
  password: text(512),
  confirmPassword: text(512),
  tipoDeCadastro: text(40),
  genero: text(40),
  acceptedTerms: z.boolean({ error: messages.termsRequired }).optional(),
}) satisfies z.ZodType<SignupRequest>;
export type SignupForm = z.infer<typeof signupBody>;

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
  const phoneWrong = phoneProblem(phone);
  if (phoneWrong) throw invalidInput(phoneWrong === 'digits' ? messages.phoneDigits : messages.phoneAreaCode, 'phone');

  const name = (form.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw invalidInput(messages.nameRequired, 'name');
  if (!hasLetters(name)) throw invalidInput(messages.nameLetters, 'name');
  if (name.length > NAME_MAX_LENGTH) throw invalidInput(messages.nameTooLong, 'name');
  if (hasControlCharacters(name)) throw invalidInput(messages.invalidCharacters('Nome'), 'name');
  const email = (form.email ?? '').trim().toLowerCase();
  if (!isValidEmail(email)) throw invalidInput(messages.emailInvalid, 'email');
  if (!meetsPasswordPolicy(password)) throw invalidInput(messages.passwordPolicy, 'password');
  if (isCommonPassword(password)) throw invalidInput(messages.passwordTooCommon, 'password');

  const tipoDeCadastro = form.tipoDeCadastro?.trim() || DEFAULT_SIGNUP_TYPE;
  if ((DISABLED_SIGNUP_TYPES as readonly string[]).includes(tipoDeCadastro)) {
    throw invalidInput(messages.tipoDeCadastroUnavailable, 'tipoDeCadastro');
  }
  if (!(PROFESSIONAL_TYPES as readonly string[]).includes(tipoDeCadastro)) throw invalidInput(messages.tipoDeCadastroInvalid, 'tipoDeCadastro');
  const genero = form.genero?.trim() ?? '';
  if (genero !== '' && !(GENEROS as readonly string[]).includes(genero)) throw invalidInput(messages.generoInvalid, 'genero');

  return { name, phone, email, password, tipoDeCadastro, genero };
}

/** The record written at sign-up, with the spec's initial state and the consent she gave on the form. */
export function newCaregiver(uid: string, signup: ValidSignup, now: Date, ip = 'unknown'): Caregiver {
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
    consentimentos: [consentGiven(now, ip, 'cadastro')],
  };
}

/** What was already taken by an existing account, as the e-mail to its owner names it. */
export type TakenContact = 'email' | 'phone' | 'email-and-phone';

/** What the sign-up needs from the outside world; the handler wires DynamoDB, Cognito and SES in. */
export interface SignupPorts {
  /** Counts a validated attempt against the caller's and the e-mail's rate limits (throws 429 past them). */
  limitAttempt(email: string): Promise<void>;
  findPhoneClaim(phone: string): Promise<{ uid: string } | undefined>;
  findEmailClaim(email: string): Promise<{ uid: string } | undefined>;
  /** The e-mail of the caregiver with this uid (the owner of a claim), if the record still exists. */
  findOwnerEmail(uid: string): Promise<string | undefined>;
  createAuthUser(input: { email: string; password: string; name: string }): Promise<string>;
  findAuthUser(email: string): Promise<AuthUser | undefined>;
  deleteAuthUser(sub: string): Promise<void>;
  /** Record + claims in one transaction; the expiry job removes them after `unconfirmedUntil` unless the e-mail is confirmed first. */
  createCaregiverWithClaims(caregiver: Caregiver, unconfirmedUntil: Date): Promise<void>;
  /** E-mails the owner of an existing account that someone tried to sign up with her e-mail or phone. */
  notifyOwner(email: string, taken: TakenContact): Promise<void>;
  /** A fresh uid-shaped value: what a refused sign-up answers instead of a real uid. */
  randomUid(): string;
  log(message: string, detail: Record<string, unknown>): void;
}

/**
 * An unconfirmed Cognito user without an e-mail claim that is older than this is an orphan (a sign-up whose undo
 * failed): it is removed so the person can sign up again. Younger ones may be a sign-up still in progress.
 */
export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;

/** The answer to a sign-up: the same shape, status and kind of work whether or not the phone or e-mail was taken. */
export type { SignupAnswer };

/**
 * Signs a caregiver up (`ip`: the viewer's, kept with her consent). Order matters:
 * 1. validate; 2. check the phone and e-mail claims; 3. create the Cognito user (its `sub` is the uid);
 * 4. write record + claims in one transaction; 5. if that fails, delete the Cognito user again.
 * So a failed sign-up leaves no claim, no record and no user.
 *
 * A phone or e-mail that belongs to an account is never revealed (docs/decisions/004): the caller gets the same
 * 201 with a uid-shaped value, and the owner of that account is e-mailed instead, so one outbound e-mail is sent
 * either way.
 */
export async function signUp(form: SignupForm, ports: SignupPorts, now: Date = new Date(), ip = 'unknown'): Promise<SignupAnswer> {
  const signup = validateSignup(form);
  await ports.limitAttempt(signup.email);
  if (await answerIfTaken(signup, ports)) return { uid: ports.randomUid() };

  const uid = await createAuthUser(signup, ports, now);
  if (uid === undefined) return answerTaken(ports, [[signup.email, 'email']]);
  try {
    await ports.createCaregiverWithClaims(newCaregiver(uid, signup, now, ip), signupExpiry(now));
  } catch (error) {
    try {
      await ports.deleteAuthUser(uid);
    } catch (undoError) {
      // Left for the orphan rule above and the expiry job; the person can sign up again later.
      ports.log('sign-up undo failed: Cognito user left without a record', { uid, error: errorName(undoError) });
    }
    // A concurrent sign-up claimed the phone or e-mail between the check and the transaction.
    if (error instanceof DomainError && error.kind === 'conflict' && (await answerIfTaken(signup, ports))) return { uid: ports.randomUid() };
    throw error;
  }
  return { uid };
}

/** When the phone or e-mail is claimed, e-mails the owners (one e-mail per account) and says so. */
async function answerIfTaken(signup: ValidSignup, ports: SignupPorts): Promise<boolean> {
  const [phoneClaim, emailClaim] = await Promise.all([ports.findPhoneClaim(signup.phone), ports.findEmailClaim(signup.email)]);
  if (!phoneClaim && !emailClaim) return false;
  const owners: [string, TakenContact][] = [];
  if (emailClaim) owners.push([signup.email, phoneClaim?.uid === emailClaim.uid ? 'email-and-phone' : 'email']);
  if (phoneClaim && phoneClaim.uid !== emailClaim?.uid) {
    const ownerEmail = await ports.findOwnerEmail(phoneClaim.uid);
    if (ownerEmail) owners.push([ownerEmail, 'phone']);
  }
  await notifyOwners(ports, owners);
  return true;
}

async function answerTaken(ports: SignupPorts, owners: [string, TakenContact][]): Promise<SignupAnswer> {
  await notifyOwners(ports, owners);
  return { uid: ports.randomUid() };
}

/** A failed notice is logged (by error name only: no address) and the caller still gets the same answer. */
async function notifyOwners(ports: SignupPorts, owners: [string, TakenContact][]): Promise<void> {
  for (const [email, taken] of owners) {
    try {
      await ports.notifyOwner(email, taken);
    } catch (error) {
      ports.log('sign-up attempt notice not sent', { taken, error: errorName(error) });
    }
  }
}

const errorName = (error: unknown) => (error as { name?: string } | null)?.name ?? 'Error';

/** Creates the Cognito user; undefined when the e-mail belongs to a Cognito user that is not an orphan. */
async function createAuthUser(signup: ValidSignup, ports: SignupPorts, now: Date): Promise<string | undefined> {
  const input = { email: signup.email, password: signup.password, name: signup.name };
  try {
    return await ports.createAuthUser(input);
  } catch (error) {
    if (!(error instanceof AuthUserExistsError)) throw error;
    const existing = await ports.findAuthUser(signup.email);
    const isOrphan =
      existing !== undefined && existing.status === 'UNCONFIRMED' && now.getTime() - existing.createdAt.getTime() >= ORPHAN_MIN_AGE_MS;
    // A confirmed user without a record (or a young unconfirmed one) is not ours to remove: answered as taken.
    if (!isOrphan || (await ports.findEmailClaim(signup.email))) return undefined;
    ports.log('removing orphan Cognito user before sign-up', { sub: existing.sub });
    await ports.deleteAuthUser(existing.sub);
    return ports.createAuthUser(input);
  }
}

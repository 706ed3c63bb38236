import { fetchAuthSession, signOut } from './auth';
import { API_PREFIX, CONSENT_PENDING_FIELD, type ApiPath } from '../../../contract';
import { commonTexts } from './texts';

/** An API error as the server sends it: `{message, field?}` (support answers `{success:false, error}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Public routes (sign-up, support) work without a session. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** 'text': the answer is a file (e.g. CSV), returned as it came. */
  responseType?: 'json' | 'text';
  /** Reads the answer's headers (a file sent in parts names the next part in one). */
  onHeaders?: (headers: Headers) => void;
}

let apiBase = API_PREFIX;
let onUnauthorized: () => void = () => undefined;

/** Who hears that the server refused a call until she accepts the texts in force (the signed-in layout). */
const consentPendingListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the API answers 403 naming `consentimento`: new versions of the terms were published during
 * her session, and the server refuses her routes until she accepts them. Returns the way to stop listening.
 */
export function onConsentPending(listener: () => void): () => void {
  consentPendingListeners.add(listener);
  return () => consentPendingListeners.delete(listener);
}

export function configureApi(options: { base?: string; onUnauthorized?: () => void }): void {
  if (options.base) apiBase = options.base.replace(/\/$/, '');
  if (options.onUnauthorized) onUnauthorized = options.onUnauthorized;
}

async function accessToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

function urlOf(path: ApiPath, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(key, String(value));
  return `${apiBase}${path.slice(API_PREFIX.length)}${search.size ? `?${search}` : ''}`;
}

async function send(url: string, method: string, body: unknown, signal?: AbortSignal, token?: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const bearer = token ?? (await accessToken());
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
}

export interface EarlyRequest {
  path: ApiPath;
  /** GET, or a POST without a body (the session's first call). */
  method?: 'GET' | 'POST';
  query?: Query;
}

/** Requests started before the code that makes them has run, each taken (once) by that code's own `apiRequest`. */
const early = new Map<string, Promise<Response>>();
/** An early answer not taken by then is dropped: a later visit to the page asks again. */
const EARLY_KEPT_MS = 10_000;
const earlyKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Starts the requests a page is about to make (at boot with the stored token, or beside the session's first call), so
 * they are not one round trip or more after it. Returns the way to drop those that nobody took.
 */
export function startEarly(requests: EarlyRequest[], token?: string): () => void {
  const keys = requests.map(({ path, method = 'GET', query }) => {
    const url = urlOf(path, query);
    const key = earlyKey(method, url);
    if (!early.has(key)) {
      const started = send(url, method, undefined, undefined, token);
      started.catch(() => undefined); // the taker sees the failure; nobody else must
      early.set(key, started);
      setTimeout(() => early.get(key) === started && early.delete(key), EARLY_KEPT_MS);
    }
    return key;
  });
  return () => keys.forEach((key) => early.delete(key));
}

/**
 * The one way the SPA calls its API: same origin, Cognito access token attached, errors typed. `path` is one of the
 * contract's routes (contract/paths.ts), its parameters filled with `fillPath`; it is sent below the stage's `apiBase`.
 */
export async function apiRequest<T>(path: ApiPath, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, anonymous = false, signal, responseType = 'json', onHeaders } = options;
  const url = urlOf(path, query);
  const key = earlyKey(method, url);
  const started = body === undefined ? early.get(key) : undefined;
  if (started) early.delete(key);

  let response: Response;
  try {
    response = await (started ?? send(url, method, body, signal));
    signal?.throwIfAborted();
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, commonTexts.networkError);
  }

  if (response.ok) onHeaders?.(response.headers);
  if (responseType === 'text' && response.ok) return (await response.text()) as T;
  const payload = await readJson(response);
  if (response.status === 401 && !anonymous) {
    // The session is gone or was revoked: forget it locally and send the caregiver to the login page.
    await signOut().catch(() => undefined);
    onUnauthorized();
    throw new ApiError(401, commonTexts.sessionExpired);
  }
  if (!response.ok) {
    // API Gateway's own refusal when the stage throttle is reached: English and without Retry-After, so said here.
    const throttled = response.status === 429 && payload?.message === 'Too Many Requests';
    const message = throttled ? commonTexts.busy : typeof payload?.message === 'string' ? payload.message : typeof payload?.error === 'string' ? payload.error : commonTexts.genericError;
    const field = typeof payload?.field === 'string' ? payload.field : undefined;
    if (response.status === 403 && field === CONSENT_PENDING_FIELD) consentPendingListeners.forEach((listener) => listener());
    throw new ApiError(response.status, message, field);
  }
  return payload as T;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : commonTexts.genericError;
}

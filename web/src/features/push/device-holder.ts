/**
 * Who turned notifications on in this browser: a browser has one push subscription whoever is signed in, so it is
 * remembered beside it (her uid, in this browser only). Someone else signed in later sees it off, and the browser's
 * subscription is dropped, so the first one's openings and notices stop showing on a phone she no longer uses here.
 */
const HOLDER_KEY = 'carey.notificacoes.titular';

export function deviceHolder(): string | null {
  try {
    return localStorage.getItem(HOLDER_KEY);
  } catch {
    return null;
  }
}

export function rememberHolder(uid: string): void {
  try {
    localStorage.setItem(HOLDER_KEY, uid);
  } catch {
    // storage refused (private mode full): she sees it off next time and turns it on again
  }
}

export function forgetHolder(): void {
  try {
    localStorage.removeItem(HOLDER_KEY);
  } catch {
    // nothing kept
  }
}

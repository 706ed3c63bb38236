/**
 * The versions of the terms of use and the privacy policy (LGPD art. 8 §2: the controller proves consent). A new
 * text gets a new id here, in the same commit that changes it: every caregiver whose last consent names an older id
 * accepts the new one at her next sign-in, before going on (docs/decisions/039-consent-you-can-show.md).
 */
export const LEGAL_VERSIONS = {
  /** Última atualização: 27/11/2026 (issue 41: 5.1, the right of withdrawal, each one counted and seen by the team) */
  termos: 'termos-2026-11-27-arrependimento',
  /** Última atualização: 24/11/2026 (issue 31: access records, retention, the team's console, the encarregado; issue 29: what the team sees, every team access in the Registro); 27/11/2026 (issue 41: withdrawals counted; issue 42: what a push to her phone carries, and who carries it; issue 43: reports of openings kept without her) */
  privacidade: 'privacidade-2026-11-27-notificacoes-denuncias',
} as const;

export interface LegalVersions {
  termos: string;
  privacidade: string;
}

/** One acceptance of both texts: which versions, when, and from which address (as the server saw it). */
export interface Consent extends LegalVersions {
  /** ISO 8601 */
  aceitoEm: string;
  /** The viewer's IP address (CloudFront-Viewer-Address in AWS, the socket locally). */
  ip: string;
  /** 'cadastro' at sign-up, 'entrada' when she accepted a new version at a sign-in. */
  origem: 'cadastro' | 'entrada';
}

/** POST /api/me/entrada's answer (the SPA calls it once a session starts): must she accept new versions first? */
export interface SignInAnswer {
  consentimentoPendente: boolean;
  /** The versions in force (the ones to accept). */
  versoes: LegalVersions;
}

/** POST /api/me/consentimento: the versions she read and accepts (they must be the ones in force). */
export type ConsentRequest = LegalVersions;

/**
 * The `field` of the 403 every signed-in route (but the session's first call, the acceptance, her export and her
 * deletion) answers while she has not accepted the versions in force: the SPA then shows the texts to accept.
 */
export const CONSENT_PENDING_FIELD = 'consentimento';

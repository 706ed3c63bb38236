import { NO_PLAN, type BairroFallback, type Consent, type SearchPosition } from '../../contract';
import type { SubscriptionState } from '../subscriptions/subscription-types';
import { isValidPoint, type GeoPoint } from '../base/places/geo';
import { caregiverTexts } from './caregiver-texts';
import { messages } from '../base/messages';

/** The caregiver as the spec names its fields (collection `cuidadores`). */
export interface Location {
  latitude: number;
  longitude: number;
  /** ISO 8601 */
  timestamp: string;
}

/** A CEP the caregiver typed as her position, placed when she typed it. */
export interface CepPosition {
  cep: string;
  latitude: number;
  longitude: number;
  precisao: 'cep' | 'municipio';
  bairro: string;
  cidade?: string;
  /** ISO 8601 */
  timestamp: string;
}

/** Her record; the plan's fields (tipodeconta, Stripe's ids, how she pays, a one-off Pix's period) are the state machine's (SubscriptionState). */
export interface Caregiver extends SubscriptionState {
  uid: string;
  name: string;
  email: string;
  /** 11 digits, area code included */
  phone: string;
  status: string;
  tipoDeCadastro: string;
  genero: string;
  /** Plan label; 'Sem Plano' when the caregiver has none. */
  tipodeconta: string;
  campotipoCadastro: string;
  /** ISO 8601 */
  dataCadastro: string;
  lastLocation?: Location;
  cepPosition?: CepPosition;
  avatar?: string;
  /** Incremented by every webhook-driven change; the optimistic lock of those writes. */
  subscriptionVersion?: number;
  /** The team console blocked her sign-in (Cognito's user is disabled while this is true). */
  signInBlocked?: boolean;
  /** Every acceptance of the terms and privacy policy, oldest first (lambdas/caregivers/consent.ts); erased with the record. */
  consentimentos?: Consent[];
  /**
   * The subscriptions she withdrew from within 7 days (CDC art. 49, refunded in full): one id per withdrawal, so asking
   * again adds nothing; the team's page of her shows how many (docs/decisions/068).
   */
  assinaturasDesistidas?: ReadonlySet<string>;
  /** ISO 8601: the sign-in (token `auth_time`) whose access record was written last (lambdas/caregivers/sign-in-record.ts); never shown. */
  entradaRegistrada?: string;
  /** Set when the caregiver asks to delete the account; from then on nothing but the deletion job changes the record. */
  deletionRequestedAt?: string;
  /**
   * The openings she reported ('Denunciar vaga'), as `reportedOpeningKey`s: hidden from her lists and digests. Kept
   * on the record, which every signed-in request reads anyway, so hiding costs no read (docs/decisions/035).
   */
  reportedOpenings?: ReadonlySet<string>;
  /** When she first dismissed the welcome dialog of /home (ISO 8601); it never opens again for her account. */
  welcomeDismissedAt?: string;
}

/** An opening's key in `reportedOpenings` (family and opening ids hold no '#'). */
export const reportedOpeningKey = (clientId: string, id: string) => `${clientId}#${id}`;

/** Whether she reported this opening (then she no longer sees it). */
export function hasReported(c: Pick<Caregiver, 'reportedOpenings'>, opening: { clientId: string; id: string }): boolean {
  return c.reportedOpenings?.has(reportedOpeningKey(opening.clientId, opening.id)) ?? false;
}

export { NO_PLAN };
export const UNVERIFIED_STATUS = caregiverTexts.unverifiedStatus;
export const LAUNCH_CAMPAIGN = caregiverTexts.launchCampaign;

/** The code of a stored fallback neighbourhood (written from the catalogue by clients/viacep.ts). */
function withBairroFallback(bairro: string | undefined): { bairroFallback?: BairroFallback } {
  if (bairro === messages.bairroNaoInformado) return { bairroFallback: 'nao-informado' };
  if (bairro === messages.bairroNaoEncontrado) return { bairroFallback: 'nao-encontrado' };
  return {};
}

/**
 * Where to measure distances from: the newer of the device's last location and the typed CEP (a caregiver who
 * types a CEP after her phone reported a location means the CEP; a later location at login means she moved).
 */
export function searchPosition(c: Pick<Caregiver, 'lastLocation' | 'cepPosition'>): { point: GeoPoint; posicao: SearchPosition } | undefined {
  const location = c.lastLocation && isValidPoint(c.lastLocation) ? c.lastLocation : undefined;
  const cep = c.cepPosition && isValidPoint(c.cepPosition) ? c.cepPosition : undefined;
  const useCep = cep && (!location || Date.parse(cep.timestamp) >= Date.parse(location.timestamp));
  if (useCep) {
    return {
      point: { latitude: cep.latitude, longitude: cep.longitude },
      posicao: {
        fonte: 'cep', cep: cep.cep, bairro: cep.bairro, ...(cep.cidade ? { cidade: cep.cidade } : {}),
        ...withBairroFallback(cep.bairro), atualizadaEm: cep.timestamp,
      },
    };
  }
  if (location) {
    return { point: { latitude: location.latitude, longitude: location.longitude }, posicao: { fonte: 'localizacao', atualizadaEm: location.timestamp } };
  }
  return undefined;
}

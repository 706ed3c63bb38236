/** The caregiver as the spec names its fields (collection `cuidadores`). */
export interface Location {
  latitude: number;
  longitude: number;
  /** ISO 8601 */
  timestamp: string;
}

export interface Caregiver {
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
  planoescolhido?: string;
  avatar?: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  subscriptionStatus?: string;
  /** Bookkeeping of the subscription state machine (lambdas/domain/subscription-state.ts); never shown. */
  subscriptionEventAt?: number;
  endedSubscriptionIds?: string[];
  /** Incremented by every webhook-driven change; the optimistic lock of those writes. */
  subscriptionVersion?: number;
  /** Set when the caregiver asks to delete the account; from then on nothing but the deletion job changes the record. */
  deletionRequestedAt?: string;
}

export const NO_PLAN = 'Sem Plano';
export const UNVERIFIED_STATUS = 'conta não verificada';
export const LAUNCH_CAMPAIGN = 'Lançamento';

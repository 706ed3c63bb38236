import { SEARCH_RADIUS_KM, type ProfessionalType } from './openings';

/** Most alerts one caregiver may keep. */
export const MAX_ALERTS_PER_CAREGIVER = 5;
/** The radius an alert may ask for, km: the distance search's. */
export const ALERT_RADIUS_KM = SEARCH_RADIUS_KM;

/** POST /api/alerts: the search to be told about. Every field is optional; the position comes from the profile. */
export interface CreateAlertRequest {
  tipoProfissional?: ProfessionalType;
  cidade?: string;
  /** Kilometres around the caregiver's position (her location or CEP, as stored on her profile). */
  raioKm?: number;
}

/** A saved alert, as GET /api/alerts lists it. */
export interface JobAlert {
  id: string;
  tipoProfissional: ProfessionalType | null;
  cidade: string | null;
  raioKm: number | null;
  /** ISO 8601 */
  createdAt: string;
}

/** POST /api/alerts answer: 201 with `created: true`, or 200 with the alert already saved for the same search. */
export interface CreateAlertResponse extends JobAlert {
  created: boolean;
}

export interface AlertsResponse {
  items: JobAlert[];
  max: number;
}

/** DELETE /api/alerts/{id}'s answer. */
export interface AlertDeleted {
  id: string;
  deleted: true;
}

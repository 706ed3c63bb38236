import { foldForComparison } from '../../base/text';
/**
 * The caregivers' list for the console's 'Cuidadoras' search: each caregiver record carries GSI1 keys that put it
 * in one index partition sorted by sign-up time (newest first when read backwards), and her name normalised for a
 * filter (lower case, no accents). docs/decisions/024-team-overview-counters.md says why a filtered Query of this
 * partition is enough for the team's console. Written with the record at sign-up (caregivers.ts beside it); the team's search reads it through caregivers/store.ts.
 */
export const CAREGIVER_LIST = 'CAREGIVERS';

/** 'Ana Lúcia  Sá' → 'ana lucia sa': what the name search compares. */
export const normalizeName = (name: string): string => foldForComparison(name);

export function caregiverIndexFields(c: { uid: string; name: string; dataCadastro: string }) {
  return { GSI1PK: CAREGIVER_LIST, GSI1SK: `${c.dataCadastro}#${c.uid}`, nomeBusca: normalizeName(c.name) };
}

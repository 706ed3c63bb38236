import type { Me } from '../../contract';
import type { Caregiver } from './caregiver';

/** Every field of the contract's `Me`, and only those: a field added to the record is not shown until `Me` has it. */
const ME_FIELDS: Record<keyof Me, true> = {
  uid: true,
  name: true,
  email: true,
  phone: true,
  status: true,
  tipoDeCadastro: true,
  genero: true,
  tipodeconta: true,
  planoescolhido: true,
  avatar: true,
  subscriptionStatus: true,
  cep: true,
  boasVindasDispensadas: true,
};

/** GET /api/me: her record as the contract's `Me` (fields picked, absent ones left out). */
export function meOf(caregiver: Caregiver): Me {
  const picked = Object.entries(caregiver).filter(([field, value]) => field in ME_FIELDS && value !== undefined);
  const cep = caregiver.cepPosition?.cep;
  return { ...(Object.fromEntries(picked) as unknown as Me), ...(cep ? { cep } : {}), ...(caregiver.welcomeDismissedAt ? { boasVindasDispensadas: true } : {}) };
}

import { requireEnv } from '../env';

export const BAIRRO_NAO_INFORMADO = 'Bairro não informado';
export const BAIRRO_NAO_ENCONTRADO = 'Bairro não encontrado';

/**
 * Resolves a postal code (CEP) to its neighbourhood with the spec's fallbacks: no CEP or no neighbourhood in the
 * answer → 'Bairro não informado'; lookup failed or code unknown → 'Bairro não encontrado'.
 * VIACEP_URL points at ViaCEP in AWS and at the fixture-backed stand-in locally.
 */
export async function lookupBairro(cep: string | undefined, fetchImpl: typeof fetch = fetch): Promise<string> {
  const digits = (cep ?? '').replace(/\D/g, '');
  if (!digits) return BAIRRO_NAO_INFORMADO;
  if (digits.length !== 8) return BAIRRO_NAO_ENCONTRADO;
  try {
    const res = await fetchImpl(`${requireEnv('VIACEP_URL').replace(/\/$/, '')}/ws/${digits}/json/`, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) return BAIRRO_NAO_ENCONTRADO;
    const body = (await res.json()) as { erro?: boolean | string; bairro?: string };
    if (body.erro) return BAIRRO_NAO_ENCONTRADO;
    return body.bairro?.trim() ? body.bairro.trim() : BAIRRO_NAO_INFORMADO;
  } catch {
    return BAIRRO_NAO_ENCONTRADO;
  }
}

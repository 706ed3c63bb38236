import { messages } from '../messages';
import { requireEnv } from '../env';

export const BAIRRO_NAO_INFORMADO = messages.bairroNaoInformado;
export const BAIRRO_NAO_ENCONTRADO = messages.bairroNaoEncontrado;

export interface CepLookup {
  bairro: string;
  /** The municipality's name and 7-digit IBGE code, when ViaCEP knows the code. */
  localidade?: string;
  ibge?: string;
  /** False when the lookup itself failed (network, timeout, 5xx): such an answer must not be cached. */
  definitive: boolean;
}

/**
 * Resolves a postal code (CEP) to its neighbourhood with the spec's fallbacks: no CEP or no neighbourhood in the
 * answer → 'Bairro não informado'; lookup failed or code unknown → 'Bairro não encontrado'.
 * VIACEP_URL points at ViaCEP in AWS and at the fixture-backed stand-in locally.
 */
export async function lookupCep(cep: string | undefined, fetchImpl: typeof fetch = fetch): Promise<CepLookup> {
  const digits = (cep ?? '').replace(/\D/g, '');
  if (!digits) return { bairro: BAIRRO_NAO_INFORMADO, definitive: true };
  if (digits.length !== 8) return { bairro: BAIRRO_NAO_ENCONTRADO, definitive: true };
  try {
    const res = await fetchImpl(`${requireEnv('VIACEP_URL').replace(/\/$/, '')}/ws/${digits}/json/`, { signal: AbortSignal.timeout(3000) });
    if (res.status === 400) return { bairro: BAIRRO_NAO_ENCONTRADO, definitive: true };
    if (!res.ok) return { bairro: BAIRRO_NAO_ENCONTRADO, definitive: false };
    const body = (await res.json()) as { erro?: boolean | string; bairro?: string; localidade?: string; ibge?: string };
    if (body.erro) return { bairro: BAIRRO_NAO_ENCONTRADO, definitive: true };
    return {
      bairro: body.bairro?.trim() ? body.bairro.trim() : BAIRRO_NAO_INFORMADO,
      definitive: true,
      ...(body.localidade?.trim() ? { localidade: body.localidade.trim() } : {}),
      ...(typeof body.ibge === 'string' && /^\d{7}$/.test(body.ibge) ? { ibge: body.ibge } : {}),
    };
  } catch {
    return { bairro: BAIRRO_NAO_ENCONTRADO, definitive: false };
  }
}

export async function lookupBairro(cep: string | undefined, fetchImpl: typeof fetch = fetch): Promise<string> {
  return (await lookupCep(cep, fetchImpl)).bairro;
}

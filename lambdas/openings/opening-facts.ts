import type { Opening } from '../../contract';
import { filterValue } from './opening';
import { openingTexts as t } from './texts';

/**
 * The server's one placeholder rule for what an opening says about itself (the SPA's is in
 * web/src/features/openings/format.ts). Each missing fact gets its own text from the spec's error catalogue (§8).
 */

type Facts = Pick<Opening, 'bairro' | 'enderecoCompleto' | 'tipoProfissional'>;

const FALLBACKS = new Set<string>([t.noBairro, t.bairroNotFound]);

/**
 * The neighbourhood shown: the one the CEP lookup named, unless it named none (the spec's fallback texts) or only
 * the city (a CEP known at city level); then the family's own `enderecoCompleto.bairro`, when the file gave one;
 * else the lookup's fallback text ('Bairro não encontrado' when it failed, 'Bairro não informado' otherwise).
 */
export function bairroOf(o: Facts): string {
  const looked = o.bairro?.trim() ?? '';
  const filed = o.enderecoCompleto?.bairro?.trim() ?? '';
  const city = o.enderecoCompleto?.cidade?.trim() ?? '';
  const named = looked !== '' && !FALLBACKS.has(looked) && !(city && filterValue(looked) === filterValue(city));
  if (named) return looked;
  if (filed) return filed;
  return FALLBACKS.has(looked) ? looked : t.noBairro;
}

export const cidadeOf = (o: Facts): string => o.enderecoCompleto?.cidade?.trim() || t.noCity;

export const funcaoOf = (o: Facts): string => o.tipoProfissional?.trim() || t.noFuncao;

/** 'Bairro, Cidade', each with its own fallback. */
export const placeOf = (o: Facts): string => `${bairroOf(o)}, ${cidadeOf(o)}`;

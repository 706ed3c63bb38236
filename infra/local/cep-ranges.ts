import table from './cep-ranges.json';

/** What ViaCEP says of a CEP at municipality level. */
export interface CepMunicipality {
  localidade: string;
  uf: string;
  /** The municipality's 7-digit IBGE code. */
  ibge: string;
}

type Row = [first: string, last: string, ibge: string, localidade: string, uf: string];

interface CepRange extends CepMunicipality {
  first: number;
  last: number;
}

const toRange = ([first, last, ibge, localidade, uf]: Row): CepRange => ({ first: Number(first), last: Number(last), ibge, localidade, uf });

/** Every range, narrowest first, so a municipality's own range wins over its state's. */
export const cepRanges: readonly CepRange[] = [...(table.municipios as Row[]), ...(table.estados as Row[])]
  .map(toRange)
  .sort((a, b) => a.last - a.first - (b.last - b.first));

/** The state ranges alone (each answered with the state's capital). */
export const stateRanges: readonly CepRange[] = (table.estados as Row[]).map(toRange);

/**
 * The municipality of an 8-digit CEP from the range table (`cep-ranges.json`): the narrowest range that holds it,
 * or undefined when none does (e.g. 00000-000) or the CEP is not 8 digits.
 */
export function municipalityOfCep(cep: string): CepMunicipality | undefined {
  if (!/^\d{8}$/.test(cep)) return undefined;
  const n = Number(cep);
  const range = cepRanges.find((r) => r.first <= n && n <= r.last);
  return range && { localidade: range.localidade, uf: range.uf, ibge: range.ibge };
}

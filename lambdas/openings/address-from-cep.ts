import type { Opening } from '../../contract/openings';
import { foldForComparison } from '../base/text';

type Address = NonNullable<Opening['enderecoCompleto']>;

/** IBGE's state codes (the first two digits of a municipality's code) and the UF each stands for. */
const UF_OF_STATE_CODE: Record<string, string> = {
  '11': 'RO', '12': 'AC', '13': 'AM', '14': 'RR', '15': 'PA', '16': 'AP', '17': 'TO',
  '21': 'MA', '22': 'PI', '23': 'CE', '24': 'RN', '25': 'PB', '26': 'PE', '27': 'AL', '28': 'SE', '29': 'BA',
  '31': 'MG', '32': 'ES', '33': 'RJ', '35': 'SP',
  '41': 'PR', '42': 'SC', '43': 'RS',
  '50': 'MS', '51': 'MT', '52': 'GO', '53': 'DF',
};

/** The UF of a 7-digit IBGE municipality code ('3509502', Campinas → 'SP'), or none. */
export const ufOfIbge = (ibge: string | undefined): string | undefined => (ibge && /^\d{7}$/.test(ibge) ? UF_OF_STATE_CODE[ibge.slice(0, 2)] : undefined);

/**
 * An opening's address with what its CEP says: the city the CEP lies in when none was given (so caregivers never read
 * 'Cidade não informada' for an opening with a known CEP, and a city alert matches it), and the UF when the city is
 * the CEP's. A city given that differs from the CEP's is kept as given, without a UF (which of the two is right is the
 * operator's to say). The bairro stays as given: the CEP's own is `bairro`, beside it.
 */
export function addressWithCep(given: Opening['enderecoCompleto'], cep: { localidade?: string; ibge?: string }): Address | undefined {
  const { uf: _ignored, ...rest } = (given ?? {}) as Address;
  const cidade = rest.cidade?.trim() ? rest.cidade : cep.localidade;
  const sameCity = cidade !== undefined && cep.localidade !== undefined && foldForComparison(cidade) === foldForComparison(cep.localidade);
  const uf = sameCity ? ufOfIbge(cep.ibge) : undefined;
  const address: Address = { ...rest, ...(cidade ? { cidade } : {}), ...(uf ? { uf } : {}) };
  return Object.keys(address).length ? address : undefined;
}

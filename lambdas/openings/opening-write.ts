import { resolveCep, type UnplacedCode } from '../base/places/cep-places';
import type { OpeningRecord } from './import-file';
import type { StoredOpening } from './opening';
import { addressWithCep } from './address-from-cep';

/**
 * One checked opening record as stored: CEP digits only, `createdAt` the server's (`listedAt`: when Carey first stored
 * it, kept by rewrites; never the file's or the form's, which would pin an opening on top of every list and keep it
 * from closing by age), its neighbourhood, city (and UF) and place
 * resolved from the CEP here (through the cache). The import and the console's form both write through this, so an
 * opening written either way lands in the same lists, index cells, counts and alerts. `unplaced` says why it has
 * no place (importMessages.unplaced).
 */
export async function storedFromRecord(record: OpeningRecord, listedAt: string): Promise<{ opening: StoredOpening; unplaced?: UnplacedCode }> {
  const { createdAt: given, enderecoCompleto: address, ...fields } = record;
  const cep = record.cep?.replace(/\D/g, '');
  const resolved = await resolveCep(cep);
  const enderecoCompleto = addressWithCep(address, resolved);
  const opening: StoredOpening = {
    ...fields,
    ...(enderecoCompleto ? { enderecoCompleto } : {}),
    ...(cep ? { cep } : {}),
    createdAt: new Date(listedAt).toISOString(),
    ...(given ? { dataInformada: new Date(given).toISOString() } : {}),
    bairro: resolved.bairro,
    ...(resolved.place ? { localizacao: resolved.place } : {}),
  };
  return { opening, ...(resolved.unplaced ? { unplaced: resolved.unplaced } : {}) };
}

import { resolveCep, type UnplacedCode } from '../base/places/cep-places';
import type { OpeningRecord } from './import-file';
import type { StoredOpening } from './opening';

/**
 * One checked opening record as stored: CEP digits only, createdAt in ISO 8601 (UTC), its neighbourhood and place
 * resolved from the CEP here (through the cache). The import and the console's form both write through this, so an
 * opening written either way lands in the same lists, index cells, counts and alerts. `unplaced` says why it has
 * no place (importMessages.unplaced).
 */
export async function storedFromRecord(record: OpeningRecord): Promise<{ opening: StoredOpening; unplaced?: UnplacedCode }> {
  const cep = record.cep?.replace(/\D/g, '');
  const resolved = await resolveCep(cep);
  const opening: StoredOpening = {
    ...record,
    ...(cep ? { cep } : {}),
    createdAt: new Date(record.createdAt).toISOString(),
    bairro: resolved.bairro,
    ...(resolved.place ? { localizacao: resolved.place } : {}),
  };
  return { opening, ...(resolved.unplaced ? { unplaced: resolved.unplaced } : {}) };
}

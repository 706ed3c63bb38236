import { scanPages } from '../../base/table/client';
import type { StoredOpening } from '../opening';
import { storedFromItem } from './openings';

/**
 * The open openings that have a CEP and no city (stored before 'Nova vaga' and the import filled the city from the
 * CEP, issue 51): a Scan of the openings' main items, for the one-off `scripts/fill-opening-cities.ts`. A city
 * of blanks counts as none, as the cards read it.
 */
export async function openOpeningsWithCepWithoutCity(): Promise<StoredOpening[]> {
  const found: StoredOpening[] = [];
  const pages = scanPages({
    FilterExpression: 'entity = :e AND attribute_exists(cep) AND attribute_not_exists(encerradaEm)',
    ExpressionAttributeValues: { ':e': 'opening' },
  });
  for await (const page of pages) {
    for (const opening of page.map(storedFromItem)) if (!opening.enderecoCompleto?.cidade?.trim()) found.push(opening);
  }
  return found;
}

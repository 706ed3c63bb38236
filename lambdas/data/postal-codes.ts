import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { BAIRRO_NAO_ENCONTRADO, lookupCep, type CepLookup } from '../clients/viacep';
import { db, tableName } from './client';

export const postalCodeKey = (cep: string) => ({ PK: `CEP#${cep}`, SK: 'CEP' });

const DAY_SECONDS = 86_400;
/** Neighbourhoods rarely change; an unknown code may be created, so it is asked again sooner. */
const TTL_FOUND_SECONDS = 30 * DAY_SECONDS;
const TTL_UNKNOWN_SECONDS = DAY_SECONDS;

/**
 * The neighbourhood of a CEP, from the cache when it holds a live answer, otherwise from ViaCEP (then cached).
 * Called when an opening is written, never when openings are read. Failed lookups are not cached.
 */
export async function resolveBairro(
  cep: string | undefined,
  lookup: (cep: string | undefined) => Promise<CepLookup> = lookupCep,
  now: () => number = () => Math.floor(Date.now() / 1000),
): Promise<string> {
  const digits = (cep ?? '').replace(/\D/g, '');
  if (digits.length !== 8) return (await lookup(cep)).bairro;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: postalCodeKey(digits) }));
  // DynamoDB deletes expired items some time after expiry, so an expired item can still be read: ignore it.
  if (Item && typeof Item.bairro === 'string' && Number(Item.expiresAt) > now()) return Item.bairro;
  const answer = await lookup(digits);
  if (answer.definitive) {
    const found = answer.bairro !== BAIRRO_NAO_ENCONTRADO;
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...postalCodeKey(digits), entity: 'postal-code', cep: digits, bairro: answer.bairro, expiresAt: now() + (found ? TTL_FOUND_SECONDS : TTL_UNKNOWN_SECONDS) },
      }),
    );
  }
  return answer.bairro;
}

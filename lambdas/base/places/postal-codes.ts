import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CepPlace } from './geo';
import { db, tableName } from '../table/client';

export const postalCodeKey = (cep: string) => ({ PK: `CEP#${cep}`, SK: 'CEP' });

/** What a CEP resolved to: the spec's neighbourhood (or its fallback text), the municipality and the place. */
export interface CachedCep {
  bairro: string;
  localidade?: string;
  ibge?: string;
  place?: CepPlace;
}

const DAY_SECONDS = 86_400;
/** Neighbourhoods rarely change; an unknown code may be created, so it is asked again sooner. */
export const TTL_FOUND_SECONDS = 30 * DAY_SECONDS;
export const TTL_UNKNOWN_SECONDS = DAY_SECONDS;
/** Items written before CEPs were placed lack coordinates: they are read as a miss and resolved again. */
const CACHE_VERSION = 2;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A live cache entry for the CEP (8 digits), if any. */
export async function getCachedCep(cep: string, now: () => number = nowSeconds): Promise<CachedCep | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: postalCodeKey(cep) }));
  // DynamoDB deletes expired items some time after expiry, so an expired item can still be read: ignore it.
  if (!Item || typeof Item.bairro !== 'string' || Item.v !== CACHE_VERSION || !(Number(Item.expiresAt) > now())) return undefined;
  return {
    bairro: Item.bairro,
    ...(typeof Item.localidade === 'string' ? { localidade: Item.localidade } : {}),
    ...(typeof Item.ibge === 'string' ? { ibge: Item.ibge } : {}),
    ...(Item.place ? { place: Item.place as CepPlace } : {}),
  };
}

export async function cacheCep(cep: string, value: CachedCep, ttlSeconds: number, now: () => number = nowSeconds): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...postalCodeKey(cep), entity: 'postal-code', v: CACHE_VERSION, cep, ...value, expiresAt: now() + ttlSeconds },
    }),
  );
}

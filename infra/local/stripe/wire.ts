import http from 'node:http';
import { randomBytes } from 'node:crypto';

/** Stripe's wire format as the SDK meets it: ids, timestamps, form-encoded requests, JSON answers, errors. */
export type Json = Record<string, unknown>;

/** A Stripe-shaped error: the SDK turns `{ error: body }` with this status into its own error classes. */
export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

/**
 * The stand-in's clock, Stripe's test clock as the model: real time plus an offset that only moves forward
 * (POST /v1/test_helpers/test_clocks/{id}/advance). Every object's timestamps and every event's `created` use it.
 */
let clockOffsetSeconds = 0;
export const now = () => Math.floor(Date.now() / 1000) + clockOffsetSeconds;
export const clockOffset = () => clockOffsetSeconds;
export function setClockOffset(seconds: number) {
  clockOffsetSeconds = seconds;
}
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function mustGet<T>(map: Map<string, T>, id: string, kind: string): T {
  const found = map.get(id);
  if (!found) throw new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` });
  return found;
}

/** Stripe's form encoding: `a[b][0][c]=v` → { a: { b: { 0: { c: v } } } }. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split(/[[\]]+/).filter((p) => p !== '');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

/** A form-encoded array (`{ 0: ..., 1: ... }` after parseForm) in index order. */
export function listOf(value: unknown): unknown[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Json)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => v);
}

export function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  res.end(JSON.stringify(body));
}

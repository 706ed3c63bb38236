import { listOf, StripeHttpError, type Json } from './wire';

/**
 * A list answer (`GET /v1/...`) as Stripe pages it: newest first; `limit` 1..100, 10 when absent; `starting_after`
 * (the page after that object) or `ending_before` (the page before it), each an id from the list; `has_more` says
 * whether more lie beyond the page in that direction. The SDK's auto-pagination (`for await`) walks it.
 */
export function pagedList(url: string, data: Json[], form: Json) {
  const sorted = [...data].sort((a, b) => Number(b.created) - Number(a.created));
  const limit = form.limit === undefined ? 10 : Number(form.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'This value must be between 1 and 100.', param: 'limit' });
  const at = (param: 'starting_after' | 'ending_before') => {
    const index = sorted.findIndex((o) => o.id === form[param]);
    if (index < 0) throw new StripeHttpError(400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${String(form[param])}'`, param });
    return index;
  };
  if (form.ending_before !== undefined) {
    const end = at('ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', url, has_more: start > 0, data: sorted.slice(start, end) };
  }
  const start = form.starting_after !== undefined ? at('starting_after') + 1 : 0;
  return { object: 'list', url, has_more: start + limit < sorted.length, data: sorted.slice(start, start + limit) };
}

/** Stripe's `created` filter: an exact time, or a range (`created[gt|gte|lt|lte]`). */
export function createdMatches(filter: unknown, created: unknown): boolean {
  if (filter === undefined) return true;
  const t = Number(created);
  if (typeof filter !== 'object' || filter === null) return t === Number(filter);
  const range = filter as Json;
  const bound = (key: string, ok: (b: number) => boolean) => range[key] === undefined || ok(Number(range[key]));
  return bound('gt', (b) => t > b) && bound('gte', (b) => t >= b) && bound('lt', (b) => t < b) && bound('lte', (b) => t <= b);
}

/** The `expand[]` paths asked for on a list's items (`data.x.y` → `x.y`). */
export const expandedOnItems = (form: Json) => listOf(form.expand).map(String).filter((p) => p.startsWith('data.')).map((p) => p.slice(5));

/** The distance bench's three layouts by name (distance-layouts.ts generates them), without what loads them. */
export const LAYOUTS = ['dense city', 'three cities', 'whole country'] as const;
export type Layout = (typeof LAYOUTS)[number];

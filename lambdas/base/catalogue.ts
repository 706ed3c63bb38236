/** The type of a catalogue declared `as const`, with its words widened to string: a template takes any catalogue of that shape. */
export type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => unknown ? T[K] : Catalogue<T[K]>;
};

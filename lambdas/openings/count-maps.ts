import { CELL_PRECISION, COARSE_READ_CAP, SUBCELL_PRECISION, type CellCount } from './distance-paging';

/** Reading the index's count maps (lambdas/openings/data/geo-index.ts) into the units a distance page plans. */

/**
 * The units to plan from one region's count map (`n#{cell}`, `t#{cell}#{type}`, `m#{cell}#{city}`,
 * `s#{sub-cell}`): every cell with an upper bound of its openings matching the filters, except that a cell too big
 * for one read (more than `splitAbove` openings) comes as its non-empty sub-cells, when they count every one of its
 * openings (their sum equals the cell's count: openings written before sub-cells were counted leave the cell whole
 * until a re-import counts them). A partition count map (`n#{partition}`…, no sub-cells) reads the same way:
 * one unit per partition.
 */
export function countsFromMap(map: Readonly<Record<string, unknown>>, tipo: string, cidade: string, splitAbove = COARSE_READ_CAP): CellCount[] {
  const subcells = new Map<string, Array<[string, number]>>();
  for (const [name, value] of Object.entries(map)) {
    if (!name.startsWith('s#') || name.length !== 2 + SUBCELL_PRECISION) continue;
    const parent = name.slice(2, 2 + CELL_PRECISION);
    const list = subcells.get(parent) ?? [];
    list.push([name.slice(2), Number(value)]);
    subcells.set(parent, list);
  }
  const counts: CellCount[] = [];
  for (const [name, value] of Object.entries(map)) {
    if (!name.startsWith('n#')) continue;
    const cell = name.slice(2);
    const total = Number(value);
    const bounds = [total];
    if (tipo) bounds.push(Number(map[`t#${cell}#${tipo}`] ?? 0));
    if (cidade) bounds.push(Number(map[`m#${cell}#${cidade}`] ?? 0));
    const bound = Math.min(...bounds);
    const subs = subcells.get(cell) ?? [];
    const complete = subs.every(([, n]) => Number.isInteger(n) && n >= 0) && subs.reduce((sum, [, n]) => sum + n, 0) === total;
    if (total > splitAbove && bound > 0 && complete) {
      for (const [sub, n] of subs) if (n > 0) counts.push({ cell: sub, bound: Math.ceil((n * bound) / total), total: n });
    } else {
      counts.push({ cell, bound, total });
    }
  }
  return counts;
}

import fs from 'node:fs';

/**
 * Hardening tests note what they tried here; `npm run test:reliability` sets RELIABILITY_REPORT and prints the
 * totals per category. Outside that run nothing is written.
 */
export type Category = 'entrada inválida' | 'autorização' | 'concorrência' | 'falhas' | 'abuso' | 'cabeçalhos' | 'exclusão de conta';

function append(entry: Record<string, unknown>) {
  const file = process.env.RELIABILITY_REPORT;
  if (file) fs.appendFileSync(file, JSON.stringify(entry) + '\n');
}

export function recordCases(category: Category, name: string, cases: number, failures = 0) {
  append({ kind: 'cases', category, name, cases, failures });
}

export function recordIntegrity(category: string, problems: string[]) {
  append({ kind: 'integrity', category, problems });
}

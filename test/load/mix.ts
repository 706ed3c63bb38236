/**
 * The load test's request mix: one row per kind of request a caregiver's session makes, with its share of the
 * traffic. A new route (or a new way to call one) is one more row. Weights are relative; they need not add to 100.
 * The same rows feed the capacity model (docs/capacity.md), which multiplies each row's measured cost by how often
 * a caregiver makes that request in a month (`perCaregiverMonth`).
 */
import { routes } from '../../lambdas/routes';

export interface LoadUser {
  token: string;
  /** Notices made for this user before the run; marking one read twice is allowed (idempotent). */
  noticeIds: string[];
}

export interface MixContext {
  user: LoadUser;
  /** A number unique to this request within the run (unique phones and e-mails). */
  sequence: number;
  /** The first openings page's cursor, read before the run. */
  cursor: string;
}

export interface MixRow {
  name: string;
  weight: number;
  method: 'GET' | 'POST' | 'PUT';
  path(ctx: MixContext): string;
  body?(ctx: MixContext): unknown;
  signedIn: boolean;
  /** Statuses that are a correct answer; 429 (rate limited) is counted apart and never an error. */
  ok: readonly number[];
  /** Requests per active caregiver per month, for the cost model (see the usage profile in docs/capacity.md). */
  perCaregiverMonth: number;
  /** E-mails each accepted request sends through SES (the support message; Cognito's verification e-mail). */
  emails?: number;
  /** Adds records (and e-mails held by the SES stand-in): memory grows with them, so `--steady` leaves these out. */
  creates?: boolean;
}

const pick = <T>(items: readonly T[], n: number) => items[n % items.length];

const sampleContext: MixContext = { user: { token: '', noticeIds: ['n'] }, sequence: 0, cursor: 'c' };
/** The route key (`METHOD path template`) of the route table's route a row's requests reach: its throttle's key. */
export function routeKeyOf(row: Pick<MixRow, 'name' | 'method' | 'path'>): string {
  const pathname = row.path(sampleContext).split('?')[0];
  const route = routes.find((r) => r.method === row.method && new RegExp(`^${r.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(pathname));
  if (!route) throw new Error(`mix row "${row.name}": no route of the table answers ${row.method} ${pathname}`);
  return `${route.method} ${route.path}`;
}
const TIPOS = ['Cuidador', 'Acompanhante', 'Enfermeiro(a)'] as const;
const CIDADES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte'] as const;

/** 12 sessions a month per active caregiver; these counts per month follow from what one session does. */
export const loadMix: readonly MixRow[] = [
  { name: 'openings: first page', weight: 24, method: 'GET', path: () => '/api/openings', signedIn: true, ok: [200], perCaregiverMonth: 12 },
  { name: 'openings: next page', weight: 8, method: 'GET', path: (c) => `/api/openings?cursor=${encodeURIComponent(c.cursor)}`, signedIn: true, ok: [200], perCaregiverMonth: 6 },
  {
    name: 'openings: by type',
    weight: 8,
    method: 'GET',
    path: (c) => `/api/openings?tipoProfissional=${encodeURIComponent(pick(TIPOS, c.sequence))}`,
    signedIn: true,
    ok: [200],
    perCaregiverMonth: 6,
  },
  {
    name: 'openings: by city',
    weight: 6,
    method: 'GET',
    path: (c) => `/api/openings?cidade=${encodeURIComponent(pick(CIDADES, c.sequence))}`,
    signedIn: true,
    ok: [200],
    perCaregiverMonth: 4,
  },
  {
    name: 'openings: nearest first',
    weight: 8,
    method: 'GET',
    path: (c) => `/api/openings?ordem=distancia&raioKm=${pick([10, 25, 50, 200], c.sequence)}`,
    signedIn: true,
    ok: [200],
    perCaregiverMonth: 6,
  },
  { name: 'me', weight: 16, method: 'GET', path: () => '/api/me', signedIn: true, ok: [200], perCaregiverMonth: 12 },
  { name: 'notices', weight: 16, method: 'GET', path: () => '/api/notices', signedIn: true, ok: [200], perCaregiverMonth: 12 },
  {
    name: 'notice: mark read',
    weight: 8,
    method: 'POST',
    path: (c) => `/api/notices/${pick(c.user.noticeIds, c.sequence)}/read`,
    signedIn: true,
    ok: [200],
    perCaregiverMonth: 4,
  },
  {
    name: 'location',
    weight: 4,
    method: 'PUT',
    path: () => '/api/me/location',
    body: (c) => ({ latitude: -23.5 - (c.sequence % 100) / 1000, longitude: -46.6 }),
    signedIn: true,
    ok: [200],
    perCaregiverMonth: 4,
  },
  {
    name: 'support: post',
    weight: 2,
    method: 'POST',
    path: () => '/api/support',
    body: (c) => ({ nome: 'Carga Teste', email: `suporte.${c.sequence}@exemplo.com.br`, whatsapp: '(11) 91234-5678', mensagem: `Mensagem de carga ${c.sequence}` }),
    signedIn: false,
    ok: [200],
    perCaregiverMonth: 0.2,
    emails: 1,
    creates: true,
  },
  {
    name: 'sign-up',
    weight: 2,
    method: 'POST',
    path: () => '/api/signup',
    body: (c) => ({
      name: 'Carga Cadastro',
      phone: `219${String(c.sequence).padStart(8, '0')}`,
      email: `cadastro.${c.sequence}@exemplo.com.br`,
      password: 'senhaForte1',
      confirmPassword: 'senhaForte1',
      tipoDeCadastro: pick(TIPOS, c.sequence),
      genero: 'Feminino',
      acceptedTerms: true,
    }),
    signedIn: false,
    ok: [201],
    // New caregivers: 10% of the active ones each month.
    perCaregiverMonth: 0.1,
    emails: 1,
    creates: true,
  },
];

/** Picks a row with probability proportional to its weight; `random` is in [0, 1). */
export function pickRow(rows: readonly MixRow[], random: number): MixRow {
  const total = rows.reduce((sum, r) => sum + r.weight, 0);
  let left = random * total;
  for (const row of rows) {
    left -= row.weight;
    if (left < 0) return row;
  }
  return rows[rows.length - 1];
}

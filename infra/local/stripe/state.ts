import fs from 'node:fs';
import type { Json } from './wire';

/** What the stand-in remembers: customers, checkout and portal sessions, subscriptions. */
export interface Session extends Json {
  id: string;
  status: 'open' | 'complete' | 'expired';
  customer: string | null;
  success_url: string;
  cancel_url: string;
  /** Not in Stripe's answer (publicSession drops it): the price the session charges. */
  priceId: string;
  allow_promotion_codes: boolean;
  subscription: string | null;
}
export interface Subscription extends Json {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
}
export interface PortalSession {
  id: string;
  customer: string;
  return_url: string;
}

export interface StandInState {
  customers: Map<string, Json>;
  sessions: Map<string, Session>;
  subscriptions: Map<string, Subscription>;
  portalSessions: Map<string, PortalSession>;
  /** Writes the state file, if there is one. */
  save(): void;
}

/**
 * Keeps customers, sessions and subscriptions between restarts when given a file (npm run dev keeps DynamoDB too,
 * which holds their ids); without it they live in memory.
 */
export function openState(stateFile?: string): StandInState {
  const saved = stateFile && fs.existsSync(stateFile) ? (JSON.parse(fs.readFileSync(stateFile, 'utf8')) as Record<string, [string, never][]>) : {};
  const state: StandInState = {
    customers: new Map(saved.customers),
    sessions: new Map(saved.sessions),
    subscriptions: new Map(saved.subscriptions),
    portalSessions: new Map(saved.portalSessions),
    save() {
      if (!stateFile) return;
      const { customers, sessions, subscriptions, portalSessions } = state;
      fs.writeFileSync(stateFile, JSON.stringify({ customers: [...customers], sessions: [...sessions], subscriptions: [...subscriptions], portalSessions: [...portalSessions] }));
    },
  };
  return state;
}

import { apiPaths } from '../../contract';
import type { EmailEventConsumer, Route } from './route-table';

/** The base's one route: the health check, which needs nothing. */
export const baseRoutes: readonly Route[] = [
  { method: 'GET', path: apiPaths.health, handler: 'base/handlers/health', access: 'public', needs: [] },
];

/** SES's bounce and complaint events mark the address undeliverable (lambdas/base/mail/undeliverable.ts). */
export const emailEventConsumers: readonly EmailEventConsumer[] = [{ handler: 'base/handlers/ses-events', needs: ['table-write', 'hash-pepper'] }];

import { accountJobs, accountRoutes } from './account/routes';
import { alertJobs, alertRoutes, alertStreamConsumers } from './alerts/routes';
import { baseRoutes, emailEventConsumers } from './base/routes';
import type { Route, ScheduledJob, TableStreamConsumer } from './base/route-table';
import { caregiverJobs, caregiverRoutes, cognitoTriggers } from './caregivers/routes';
import { noticeRoutes } from './notices/routes';
import { openingJobs, openingRoutes } from './openings/routes';
import { pushJobs, pushRoutes } from './push/routes';
import { subscriptionJobs, subscriptionRoutes } from './subscriptions/routes';
import { supportJobs, supportRoutes } from './support/routes';
import { teamJobs, teamRoutes } from './team/routes';

export type { Access, EmailEventConsumer, HttpMethod, Need, Route, RouteThrottle, ScheduledJob, TableStreamConsumer, CognitoTriggerFunction } from './base/route-table';
export { handlerName } from './base/route-table';
export { cognitoTriggers, emailEventConsumers };

/**
 * The route table: the single list of API routes, put together from each slice's routes.ts (rows declared where
 * their handlers live). The CDK HTTP API and the local gateway are both built from it, so they cannot drift.
 */
export const routes: readonly Route[] = withSignInRecords([
  ...baseRoutes,
  ...caregiverRoutes,
  ...noticeRoutes,
  ...openingRoutes,
  ...supportRoutes,
  ...subscriptionRoutes,
  ...accountRoutes,
  ...alertRoutes,
  ...pushRoutes,
  // the team's console (Painel da equipe)
  ...teamRoutes,
]);

/**
 * Every signed-in route writes the access record of a sign-in the first time it sees it (Marco Civil art. 15,
 * whatever the client calls: lambdas/caregivers/signed-in.ts), so each holds what that needs; added here, once, so no
 * new route can be without it (docs/decisions/067).
 */
function withSignInRecords(table: readonly Route[]): readonly Route[] {
  return table.map((route) => (route.access === 'signed-in' ? { ...route, needs: [...route.needs, 'sign-in-record'] } : route));
}

export const scheduledJobs: readonly ScheduledJob[] = [...supportJobs, ...accountJobs, ...caregiverJobs, ...alertJobs, ...openingJobs, ...teamJobs, ...subscriptionJobs, ...pushJobs];

export const tableStreamConsumers: readonly TableStreamConsumer[] = [...alertStreamConsumers];

export type CognitoTrigger = keyof typeof cognitoTriggers;

import { apiPaths } from '../../contract';
import type { Route } from './route-table';

/** The base's one route: the health check, which needs nothing. */
export const baseRoutes: readonly Route[] = [
  { method: 'GET', path: apiPaths.health, handler: 'base/handlers/health', access: 'public', needs: [] },
];

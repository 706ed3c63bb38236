import type { Route } from '../routes';
import { teamOpeningRoutes } from './opening-routes';

/** A handler of this slice, named as the route table names handlers (from lambdas/handlers/). */
const handler = (name: string) => `../team/handlers/${name}`;

/** The team console's routes (Painel da equipe): members of the team's group only (`access: 'team'`). */
export const teamRoutes: readonly Route[] = [
  { method: 'GET', path: '/api/equipe/registro', handler: handler('list-audit'), access: 'team', needs: ['table-read'] },
  { method: 'GET', path: '/api/equipe/registro.csv', handler: handler('audit-csv'), access: 'team', needs: ['table-read'] },
  { method: 'GET', path: '/api/equipe/cuidadoras', handler: handler('find-caregivers'), access: 'team', needs: ['table-read'] },
  { method: 'GET', path: '/api/equipe/cuidadoras/{uid}', handler: handler('get-caregiver'), access: 'team', needs: ['table-read'] },
  { method: 'POST', path: '/api/equipe/cuidadoras/{uid}/verificacao', handler: handler('verify-caregiver'), access: 'team', needs: ['table-write'] },
  { method: 'POST', path: '/api/equipe/cuidadoras/{uid}/bloqueio', handler: handler('block-caregiver'), access: 'team', needs: ['table-write', 'cognito-block'] },
  { method: 'DELETE', path: '/api/equipe/cuidadoras/{uid}/bloqueio', handler: handler('block-caregiver'), access: 'team', needs: ['table-write', 'cognito-block'] },
  // the same deletion as hers (POST /api/me/deletion), without her password
  { method: 'POST', path: '/api/equipe/cuidadoras/{uid}/exclusao', handler: handler('delete-caregiver'), access: 'team', needs: ['table-read', 'table-write', 'cognito-delete', 'stripe', 'hash-pepper'] },
  // Atendimento: only the reply sends e-mail
  { method: 'GET', path: '/api/equipe/atendimento', handler: handler('list-support'), access: 'team', needs: ['table-read'] },
  { method: 'POST', path: '/api/equipe/atendimento/{id}/resposta', handler: handler('reply-support'), access: 'team', needs: ['table-read', 'table-write', 'ses-send'] },
  { method: 'POST', path: '/api/equipe/atendimento/{id}/arquivo', handler: handler('archive-support'), access: 'team', needs: ['table-read', 'table-write'] },
  ...teamOpeningRoutes,
];

import { operatorRoleTexts } from './operator-role-texts';

/**
 * The team's operators and their roles (docs/decisions/049-operator-roles.md). Each operator has a record in the
 * table (role, active) that every /api/equipe route reads on each request; the route table says which roles reach
 * each team route (`roles`), and the server refuses the others with 403.
 */
export const OPERATOR_ROLES = [operatorRoleTexts.admin, operatorRoleTexts.support, operatorRoleTexts.readOnly] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ADMIN_ROLE: OperatorRole = operatorRoleTexts.admin;

export const isOperatorRole = (value: unknown): value is OperatorRole => (OPERATOR_ROLES as readonly unknown[]).includes(value);

/**
 * The role sets team routes are given: 'Administração' everything (operators included); 'Atendimento' reads, answers
 * the support inbox, resends verification and sends a notice to one caregiver; 'Leitura' reads only.
 */
const routeRoles = {
  everyone: OPERATOR_ROLES,
  support: [operatorRoleTexts.admin, operatorRoleTexts.support],
  admin: [operatorRoleTexts.admin],
} as const satisfies Record<string, readonly OperatorRole[]>;

/**
 * What each role may do in the console, by kind of action: the route table gives each team route its kind's roles
 * (lambdas/team/*routes.ts), and the console shows an action only to those roles (the API refuses the others anyway).
 */
export const teamActionRoles = {
  read: routeRoles.everyone,
  sendNotices: routeRoles.support,
  answerSupport: routeRoles.support,
  resendVerification: routeRoles.support,
  manageOpenings: routeRoles.admin,
  manageCaregivers: routeRoles.admin,
  manageOperators: routeRoles.admin,
} as const satisfies Record<string, readonly OperatorRole[]>;
export type TeamAction = keyof typeof teamActionRoles;

export const roleMay = (role: OperatorRole, action: TeamAction): boolean => (teamActionRoles[action] as readonly OperatorRole[]).includes(role);

/** GET /api/equipe/operadoras: one operator as the console lists her. */
export interface TeamOperator {
  /** Her Cognito `sub`. */
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  /** ISO 8601 */
  createdAt: string;
  /** Her authenticator app (TOTP MFA) is enabled in Cognito. */
  totpEnabled: boolean;
  /** The one who asks (she cannot remove herself). */
  self: boolean;
}

export interface TeamOperatorList {
  operators: TeamOperator[];
}

/** POST /api/equipe/operadoras ('Convidar operadora'). */
export interface OperatorInvite {
  email: string;
  name: string;
  role: OperatorRole;
}

/** PUT /api/equipe/operadoras/{id}/papel. */
export interface OperatorRoleChange {
  role: OperatorRole;
}

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { teamApiPaths } from '../../../../contract';
import { roleMay, type OperatorRole, type TeamAction } from '../../../../contract/operators';
import type { TeamOverviewAnswer } from '../../../../contract/team';
import { apiRequest } from '../../lib/api-client';

/** Her role; 'loading' while the console asks; null when it could not tell (then the API alone decides). */
type RoleState = OperatorRole | 'loading' | null;

const OperatorRoleContext = createContext<RoleState>(null);

/**
 * The signed-in operator's role, read when the console opens and again at each page she moves to ('Visão geral' names
 * it beside its counts): the console shows each action only to the roles that may take it (contract/operators.ts
 * `teamActionRoles`, the same sets the API checks on every request). A role changed meanwhile counts at the API at
 * once, here from her next page.
 */
export function OperatorRoleProvider({ children }: { children: ReactNode }) {
  const [role, setRole] = useState<RoleState>('loading');
  const { pathname } = useLocation();
  useEffect(() => {
    let active = true;
    apiRequest<TeamOverviewAnswer>(teamApiPaths.overview).then(
      (answer) => active && setRole(answer.operator.role),
      // A failed read keeps the role already known; only a first one leaves the decision to the API alone.
      () => active && setRole((known) => (known === 'loading' ? null : known)),
    );
    return () => {
      active = false;
    };
  }, [pathname]);
  return <OperatorRoleContext.Provider value={role}>{children}</OperatorRoleContext.Provider>;
}

export const useOperatorRole = (): RoleState => useContext(OperatorRoleContext);

/**
 * Whether to offer an action: by her role once known; not while the console is still asking (so nothing appears and
 * then vanishes); and, if it could not tell, yes: the API refuses in Portuguese what her role may not do.
 */
export function useMay(action: TeamAction): boolean {
  const role = useOperatorRole();
  if (role === 'loading') return false;
  return role === null || roleMay(role, action);
}

/** Her role is known and may not take this action: where a page says so instead of showing its form. */
export function useRefused(action: TeamAction): boolean {
  const role = useOperatorRole();
  return role !== 'loading' && role !== null && !roleMay(role, action);
}

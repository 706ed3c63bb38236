import { createContext, useContext } from 'react';

/**
 * The console's own 'Sair': ends the operator's session and shows the team's sign-in where she is (never the
 * caregivers' login); signed in again, she is back on the same page (team-layout.tsx provides it).
 */
export const TeamSignOutContext = createContext<(() => Promise<void>) | null>(null);

export function useTeamSignOut(): () => Promise<void> {
  const signOutHere = useContext(TeamSignOutContext);
  if (!signOutHere) throw new Error('useTeamSignOut outside the team console');
  return signOutHere;
}

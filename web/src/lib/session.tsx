import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { fetchAuthSession, mayHaveSession, signOut } from './auth';
import { loginPathReturningTo, paths } from '../config/paths';
import { configureApi } from './api-client';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionValue {
  status: SessionStatus;
  /** Asks Cognito again (after sign-in, or when a page needs to be sure). */
  refresh(): Promise<SessionStatus>;
  /** Signs out and goes home, or to the login that brings her back to `returnTo` (a page of this app). */
  signOutAndLeave(returnTo?: string): Promise<void>;
  /** True from "Sair" until she is on / : the page she left is not one to come back to. */
  leaving: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

async function currentStatus(): Promise<SessionStatus> {
  // Nothing stored: signed out, without loading Amplify (the public pages stay light).
  if (!mayHaveSession()) return 'signed-out';
  try {
    // fetchAuthSession refreshes expired tokens, so a returning caregiver stays signed in.
    const session = await fetchAuthSession();
    return session.tokens?.accessToken ? 'signed-in' : 'signed-out';
  } catch {
    return 'signed-out';
  }
}

/**
 * Knows whether someone is signed in; until it knows, protected pages render only 'Carregando...'. `beforeSignOut`
 * runs while her session still holds (the app forgets this device's push there); its failure never keeps her in.
 */
export function SessionProvider({ children, beforeSignOut }: { children: ReactNode; beforeSignOut?: () => Promise<void> }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const navigate = useNavigate();

  const refresh = useCallback(async () => {
    const next = await currentStatus();
    setStatus(next);
    return next;
  }, []);

  // useNavigate's function changes with the location; keep the latest in a ref so the checks below run once.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const location = useLocation();
  const hereRef = useRef('');
  hereRef.current = `${location.pathname}${location.search}`;
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving && location.pathname === paths.root) setLeaving(false);
  }, [leaving, location.pathname]);

  useEffect(() => {
    let active = true;
    void currentStatus().then((next) => active && setStatus(next));
    configureApi({
      // The session ended under her (a 401): sign in again and come back to this page.
      onUnauthorized: () => {
        setStatus('signed-out');
        navigateRef.current(loginPathReturningTo(hereRef.current), { replace: true });
      },
    });
    return () => {
      active = false;
    };
  }, []);

  const beforeSignOutRef = useRef(beforeSignOut);
  beforeSignOutRef.current = beforeSignOut;
  const signOutAndLeave = useCallback(async (returnTo?: string) => {
    await beforeSignOutRef.current?.().catch((error: unknown) => console.error(error));
    await signOut().catch(() => undefined);
    setLeaving(true);
    setStatus('signed-out');
    navigateRef.current(returnTo ? loginPathReturningTo(returnTo) : paths.root, { replace: true });
  }, []);

  const value = useMemo(() => ({ status, refresh, signOutAndLeave, leaving }), [status, refresh, signOutAndLeave, leaving]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

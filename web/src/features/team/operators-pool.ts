import type { RuntimeConfig } from '../../config/runtime-config';
import { fetchAuthSession, switchUserPool } from '../../lib/auth';

/**
 * Points Amplify at the operators' own pool while the console is open, and returns the function that points it back
 * at the caregivers' (docs/decisions/047, 048). Kept in the console's chunk: /login never loads it.
 */
export async function switchToOperatorsPool(config: RuntimeConfig): Promise<() => Promise<void>> {
  const { operators, userPoolEndpoint } = config.auth;
  await switchUserPool({ ...operators, userPoolEndpoint });
  return () => switchUserPool(config.auth);
}

/** Whether an operators'-pool session is held (Amplify refreshes an expired access token here). */
export async function hasOperatorSession(): Promise<boolean> {
  try {
    const session = await fetchAuthSession();
    return Boolean(session.tokens?.accessToken);
  } catch {
    return false;
  }
}

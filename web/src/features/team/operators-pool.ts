import type { RuntimeConfig } from '../../config/runtime-config';
import { fetchAuthSession, switchUserPool } from '../../lib/auth';

/**
 * Points Amplify at the operators' own pool while the console is open, and returns the function that points it back
 * at the caregivers' (docs/decisions/047, 048). Kept in the console's chunk: /login never loads it.
 */
export function switchToOperatorsPool(config: RuntimeConfig): () => void {
  const { operators, userPoolEndpoint } = config.auth;
  // The pool is set at once (Amplify is re-configured when it is loaded): a cleanup and the next switch keep their order.
  void switchUserPool({ ...operators, userPoolEndpoint });
  return () => void switchUserPool(config.auth);
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

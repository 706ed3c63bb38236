import { fetchAuthSession } from 'aws-amplify/auth';
import type { RuntimeConfig } from '../../config/runtime-config';
import { configureAmplifyPool } from '../../lib/amplify-config';

/**
 * Points Amplify at the operators' own pool while the console is open, and returns the function that points it back
 * at the caregivers' (docs/decisions/047). Kept in the console's chunk: /login never loads it.
 */
export function switchToOperatorsPool(config: RuntimeConfig): () => void {
  const { operators, userPoolEndpoint } = config.auth;
  configureAmplifyPool({ ...operators, userPoolEndpoint });
  return () => configureAmplifyPool(config.auth);
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

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { requireEnv } from '../env';

/**
 * A secret the stack generates: the environment variable `localName` when set (the local stack's fixed, non-secret
 * value), otherwise the Secrets Manager secret named by `idName` (AWS; never in a bundle or the repository). Read
 * once per container; a failed read is tried again on the next call.
 */
export function stackSecret(localName: string, idName: string, what: string): () => Promise<string> {
  let secretPromise: Promise<string> | undefined;
  const load = async () => {
    const local = process.env[localName];
    if (local) return local;
    const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: requireEnv(idName) }));
    if (!out.SecretString || out.SecretString.length < 32) throw new Error(`The ${what} must be a string of at least 32 characters`);
    return out.SecretString;
  };
  return () => {
    secretPromise ??= load().catch((error) => {
      secretPromise = undefined;
      throw error;
    });
    return secretPromise;
  };
}

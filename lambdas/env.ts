/** Reads a required setting; handlers call this at cold start so a missing variable fails loudly and early. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

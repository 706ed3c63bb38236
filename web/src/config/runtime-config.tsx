import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from '../../../contract';

export type { RuntimeConfig };

/** Reads /config.json: the deployment (or the local stack) writes it, so one build serves every stage. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  // Default cache mode, so the response preloaded by index.html is used; the server marks it no-cache.
  const response = await fetchImpl('/config.json');
  if (!response.ok) throw new Error(`config.json: ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}

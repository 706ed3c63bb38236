import { useLocation } from 'react-router-dom';

/** A one-line message handed over by the previous page through navigation state (e.g. 'Email ... enviado!'). */
export function useFlash(): string | undefined {
  const state = useLocation().state as { flash?: unknown } | null;
  return typeof state?.flash === 'string' ? state.flash : undefined;
}

import { useSyncExternalStore } from 'react';

/**
 * How many times her position was saved in this tab. Her sign-in saves the device's position without waiting (it never
 * blocks on the browser's answer), so Minha Conta's nearby count and the distance list may have asked before it
 * landed: they ask again when this changes.
 */
let version = 0;
const listeners = new Set<() => void>();

export function notePositionSaved(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePositionVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}

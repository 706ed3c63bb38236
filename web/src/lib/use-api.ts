import { useCallback, useEffect, useState } from 'react';
import type { ApiPath } from '../../../contract';
import { apiRequest, errorMessage } from './api-client';

export interface Resource<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload(): void;
  setData(update: (current: T | undefined) => T | undefined): void;
}

/** GETs one API path when a page mounts; pages show 'Carregando...' while `loading`. */
export function useApiResource<T>(path: ApiPath | null): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: path !== null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    apiRequest<T>(path, { signal: controller.signal })
      .then((data) => setState({ data, loading: false }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error(error);
        setState({ loading: false, error: errorMessage(error) });
      });
    return () => controller.abort();
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);
  return { ...state, reload, setData };
}

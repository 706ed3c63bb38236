import { useCallback, useEffect, useState } from 'react';
import type { ApiPath } from '../../../contract';
import { ApiError, apiRequest, errorMessage } from './api-client';

export interface Resource<T> {
  data?: T;
  error?: string;
  /** The server's own words when it refused her (403: blocked, being deleted): shown instead of a page's "try again". */
  refusal?: string;
  loading: boolean;
  reload(): void;
  setData(update: (current: T | undefined) => T | undefined): void;
}

/** GETs one API path when a page mounts; pages show 'Carregando...' while `loading`. */
export function useApiResource<T>(path: ApiPath | null): Resource<T> {
  const [state, setState] = useState<{ data?: T; error?: string; refusal?: string; loading: boolean }>({ loading: path !== null });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined, refusal: undefined }));
    apiRequest<T>(path, { signal: controller.signal })
      .then((data) => setState({ data, loading: false }))
      .catch((error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        console.error(error);
        setState({ loading: false, error: errorMessage(error), refusal: refusalOf(error) });
      });
    return () => controller.abort();
  }, [path, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);
  return { ...state, reload, setData };
}

/** A refusal of her account by the server (403) carries the reason she must read; any other failure does not. */
export function refusalOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 403 ? error.message : undefined;
}

/** What a page says when its data did not load: the server's refusal if it refused her, else the page's own words. */
export function loadFailedText(resource: Pick<Resource<unknown>, 'refusal'>, fallback: string): string {
  return resource.refusal ?? fallback;
}

import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@homeport/sdk';

export interface Query<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * One read with loading and error states: on mount, again on `reload`, and
 * again when `key` changes. An answer that arrives after the component left
 * (or after a newer read started) is dropped.
 */
export function useQuery<T>(read: () => Promise<T>, key: string = ''): Query<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    read()
      .then((value) => {
        if (!live) return;
        setData(value);
        setError(null);
      })
      .catch((caught: unknown) => live && setError(caught instanceof ApiError ? caught : null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` is a fresh closure each render; the round and the key decide when to read.
  }, [round, key]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
}

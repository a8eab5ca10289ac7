import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@homeport/sdk';

export interface LocalQuery<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/** One local read with loading and error states; `reload` reads again. */
export function useLocalQuery<T>(read: () => Promise<T>): LocalQuery<T> {
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
    // `read` is a fresh closure each render; the round decides when to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
}

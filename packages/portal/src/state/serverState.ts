import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { atom, type Getter } from 'jotai';

/**
 * The portal's QueryClient, set once when PortalApp creates its jotai store,
 * so that derived atoms can read server state from the one cache instead of
 * holding a copy of their own.
 */
export const queryClientAtom = atom<QueryClient | null>(null);

const cacheVersionAtom = atom(0);

/** Bumped on every change of the query cache while anything derived from it is mounted. */
const followCacheAtom = atom(
  (get) => get(cacheVersionAtom),
  (get, set) =>
    get(queryClientAtom)
      ?.getQueryCache()
      .subscribe(() => set(cacheVersionAtom, (version) => version + 1)),
);
followCacheAtom.onMount = (follow) => follow();

/**
 * A read-only atom of the cached data under the key `keyOf` gives (null while
 * there is no key or no data). The cache is the only owner: the atom
 * follows it and is never written.
 */
export function cachedAtom<T>(keyOf: (get: Getter) => QueryKey | null) {
  return atom((get): T | null => {
    get(followCacheAtom);
    const key = keyOf(get);
    const client = get(queryClientAtom);
    return (key && client?.getQueryData<T>(key)) ?? null;
  });
}

/** The QueryClient of a store; outside React (event handlers) and in hooks that already hold the store. */
export function queryClientOf(store: { get: Getter }): QueryClient {
  const client = store.get(queryClientAtom);
  if (!client) throw new Error('no QueryClient in this jotai store (PortalApp sets it)');
  return client;
}

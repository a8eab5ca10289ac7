import type { ClaimStorage } from './wizardClaims';

const NOWHERE: ClaimStorage = { getItem: () => null, setItem: () => undefined };

/** localStorage where the browser lets the page have it (a sandboxed frame or a strict privacy mode may not). */
export function claimStorage(): ClaimStorage {
  try {
    return typeof localStorage === 'undefined' ? NOWHERE : localStorage;
  } catch {
    return NOWHERE;
  }
}

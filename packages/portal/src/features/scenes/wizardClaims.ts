/**
 * The rules this browser's add-scene wizards have started and not finished
 * (docs/decisions.md "Half-made scenes"). An open wizard refreshes its
 * claim; a claim left without refresh for CLAIM_STALE_MS belongs to a tab
 * that closed before it could delete its half rule, and the scene list
 * deletes that rule. Other browsers' half rules are hidden, never deleted:
 * their wizard may still be open.
 */

export interface WizardClaim {
  serial: string;
  ruleId: number;
  /** When the wizard last said it is open (epoch ms). */
  seenAt: number;
}

/** How often an open wizard refreshes its claim. */
export const CLAIM_REFRESH_MS = 15_000;
/** A claim not refreshed for this long is a closed tab's: a background tab's timers may run only once a minute. */
export const CLAIM_STALE_MS = 180_000;

const KEY = 'homeport.sceneWizardClaims';

/** The storage the claims live in: localStorage in the browser; anything with the same two calls in tests. */
export type ClaimStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isClaim(value: unknown): value is WizardClaim {
  const c = value as WizardClaim;
  return typeof c === 'object' && c !== null && typeof c.serial === 'string' && Number.isInteger(c.ruleId) && typeof c.seenAt === 'number';
}

export function readClaims(storage: ClaimStorage): WizardClaim[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isClaim) : [];
  } catch {
    return []; // a damaged entry is as good as none
  }
}

function writeClaims(storage: ClaimStorage, claims: WizardClaim[]): void {
  try {
    storage.setItem(KEY, JSON.stringify(claims));
  } catch {
    // Storage full or refused (private mode): the half rule stays hidden instead of being cleaned.
  }
}

/** Records (or refreshes) the wizard's claim on its rule. */
export function claim(storage: ClaimStorage, serial: string, ruleId: number, now: number): void {
  writeClaims(storage, [...readClaims(storage).filter((c) => !(c.serial === serial && c.ruleId === ruleId)), { serial, ruleId, seenAt: now }]);
}

/** The wizard finished or deleted its rule. */
export function release(storage: ClaimStorage, serial: string, ruleId: number): void {
  writeClaims(
    storage,
    readClaims(storage).filter((c) => !(c.serial === serial && c.ruleId === ruleId)),
  );
}

/** This browser's half rules on `serial` whose wizard has gone (no refresh for CLAIM_STALE_MS). */
export function staleClaims(storage: ClaimStorage, serial: string, now: number): number[] {
  return readClaims(storage)
    .filter((c) => c.serial === serial && now - c.seenAt > CLAIM_STALE_MS)
    .map((c) => c.ruleId);
}

/**
 * spec 1 §4.2: privilege mode is held by `{userId}` or `{userId}:{client}`.
 * `who` holds it when the owner string is `who` itself or starts with
 * `who:` (a user holds the privilege of each of its clients). The gateway
 * checks this before a write; the portal to tell whether this client holds it.
 */
export function holdsPrivilege(owner: string | null, who: string): boolean {
  return owner !== null && owner.length > 0 && who.length > 0 && (owner === who || owner.startsWith(`${who}:`));
}

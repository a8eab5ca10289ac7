let counter = 0;

/**
 * A request uid. crypto.randomUUID where the platform has it (Node 19+, and
 * browsers only in secure contexts, hence the fallback for plain-http LANs).
 */
export function createUid(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}-${counter.toString(36)}`;
}

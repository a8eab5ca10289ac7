import { sessionSecretOf } from '@homeport/sdk';

/**
 * DESIGN.md "Access control": session ids appear only in the login answer
 * that created them. The matrix records every REST answer a role received and
 * every MQTT message any client of the run received, and the last cell looks
 * for every session id of the run in all of them.
 */
export interface Received {
  /** What it was, for the failure message: `REST GET /api/... as owner`, `MQTT {topic} to support`. */
  source: string;
  text: string;
  /** A login answer names the session it created: that one may appear in it. */
  created?: string;
}

export class SessionLeaks {
  private readonly received: Received[] = [];
  /** Every session id of the run, with whose it is. */
  private readonly sessions = new Map<string, string>();

  noteSession(sessionId: string, whose: string): void {
    this.sessions.set(sessionId, whose);
  }

  record(entry: Received): void {
    this.received.push(entry);
  }

  get count(): number {
    return this.received.length;
  }

  /** One line per place a session id showed up where it should not, repeats counted. */
  leaks(): string[] {
    const lines = new Map<string, number>();
    for (const entry of this.received) {
      for (const [sessionId, whose] of this.sessions) {
        // The secret half alone is as good as the id (sdk sessionRef.ts); the ref alone is public.
        const secret = sessionSecretOf(sessionId) ?? sessionId;
        if (sessionId !== entry.created && entry.text.includes(secret)) {
          const line = `${entry.source} carries a session id of ${whose}`;
          lines.set(line, (lines.get(line) ?? 0) + 1);
        }
      }
    }
    return [...lines].map(([line, n]) => (n > 1 ? `${line} (${n} times)` : line)).sort();
  }
}

import { timingSafeEqual } from 'node:crypto';
import { SESSION_REF_SEPARATOR, sessionRefOf, sessionSecretOf } from '@homeport/sdk';
import { randomToken, sha256Hex } from './digest';
import type { CloudStore } from '../store/cloudStore';
import type { RevokeReason, SessionRecord, UserRecord } from '../store/cloudState';
import { sessionByRef, userByIdIndexed } from '../store/cloudIndex';

export interface SessionLimits {
  /** docs/contracts.md: idle limit 12 h. */
  idleMs: number;
  /** docs/contracts.md: absolute limit 7 days. */
  maxMs: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 12 * 3_600_000, maxMs: 7 * 86_400_000 };

/** lastSeenAt is written at most this often per session, so reads do not rewrite cloud.json each time. */
const TOUCH_PERSIST_MS = 60_000;

export type SessionCheck =
  | { status: 'live'; session: SessionRecord; user: UserRecord }
  /** Never issued, or issued for another user id. */
  | { status: 'unknown' }
  /** Revoked by logout, or past its idle or absolute limit. */
  | { status: 'ended'; session: SessionRecord };

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Sessions in cloud.json (DESIGN.md "Auth": idle and absolute limits, revoked
 * by logout). A session id is `{ref}.{secret}` (sdk model/sessionRef.ts): the
 * record keeps the ref as its id and only a SHA-256 of the secret, so neither
 * cloud.json nor any answer but the login's holds an id that works.
 */
export class Sessions {
  private readonly persistedAt = new Map<string, number>();

  constructor(
    private readonly cloud: CloudStore,
    private readonly limits: SessionLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session; its id is answered here once and never kept. */
  create(userId: string, client: Pick<SessionRecord, 'clientType' | 'deviceModel'> = {}): { session: SessionRecord; sessionId: string } {
    const now = this.now();
    const ref = randomToken(12);
    const secret = randomToken(24);
    const session: SessionRecord = { id: ref, userId, secretHash: sha256Hex(secret), createdAt: now, lastSeenAt: now, revokedAt: null, ...client };
    const state = this.cloud.state;
    // Forget sessions that ended long ago, so the collection does not grow without bound.
    const forgotten = state.sessions.filter((s) => now - s.createdAt >= this.limits.maxMs + 86_400_000).map((s) => s.id);
    if (forgotten.length > 0) state.sessions = state.sessions.filter((s) => now - s.createdAt < this.limits.maxMs + 86_400_000);
    state.sessions.push(session);
    // Only this session (and those forgotten) is written: an append to the sessions log.
    this.cloud.commitRecords('sessions', [session], forgotten);
    return { session, sessionId: `${ref}${SESSION_REF_SEPARATOR}${secret}` };
  }

  /** The session a client presents its id for: unknown unless the secret matches. */
  check(sessionId: string): SessionCheck {
    const ref = sessionRefOf(sessionId);
    const secret = sessionSecretOf(sessionId);
    const session = ref === null ? undefined : sessionByRef(this.cloud.state, ref);
    if (!session || secret === null || !sameHex(sha256Hex(secret), session.secretHash)) return { status: 'unknown' };
    return this.status(session);
  }

  /** The session of a ref the simulator itself holds (its MQTT clients, QA's control API). */
  checkRef(ref: string): SessionCheck {
    const session = sessionByRef(this.cloud.state, ref);
    return session ? this.status(session) : { status: 'unknown' };
  }

  private status(session: SessionRecord): SessionCheck {
    if (!this.isLive(session)) return { status: 'ended', session };
    const user = userByIdIndexed(this.cloud.state, session.userId);
    return user ? { status: 'live', session, user } : { status: 'ended', session };
  }

  /** The user's live sessions, oldest first. */
  liveOf(userId: string): SessionRecord[] {
    return this.cloud.state.sessions.filter((s) => s.userId === userId && this.isLive(s));
  }

  /** Whether a session ended by its idle or absolute limit (not revoked). */
  /** The session was revoked at least `ms` ago. */
  revokedLongerThan(session: SessionRecord, ms: number): boolean {
    return session.revokedAt !== null && this.now() - session.revokedAt >= ms;
  }

  expiredByTime(session: SessionRecord): boolean {
    return session.revokedAt === null && !this.isLive(session);
  }

  private isLive(session: SessionRecord): boolean {
    const now = this.now();
    return session.revokedAt === null && now - session.createdAt < this.limits.maxMs && now - session.lastSeenAt < this.limits.idleMs;
  }

  /**
   * Records activity for the idle limit. The record changes at once; the
   * disk only once a minute per session (or with the next other write), so
   * reads do not rewrite cloud.json. A restart may forget under a minute.
   */
  touch(session: SessionRecord): void {
    const now = this.now();
    session.lastSeenAt = now;
    const persisted = this.persistedAt.get(session.id) ?? session.createdAt;
    if (now - persisted < TOUCH_PERSIST_MS) return;
    this.persistedAt.set(session.id, now);
    this.cloud.commitRecords('sessions', [session]);
  }

  revoke(session: SessionRecord, reason: RevokeReason = 'logout'): void {
    this.revokeMany([session], reason);
  }

  /** Ends several sessions with one write. */
  revokeMany(sessions: SessionRecord[], reason: RevokeReason, commit = true): void {
    const now = this.now();
    for (const session of sessions) {
      this.persistedAt.delete(session.id);
      session.revokedAt = now;
      session.revokeReason = reason;
    }
    if (commit) this.cloud.commitRecords('sessions', sessions);
  }
}

import { randomInt } from 'node:crypto';
import type { CloudStore } from '../store/cloudStore';
import type { TokenPurpose, TokenRecord } from '../store/cloudState';
import { randomToken, sha256Hex } from './digest';

/** Purposes whose tokens are 6-digit codes a person types. */
const isCode = (purpose: TokenPurpose) => purpose === 'otp' || purpose === 'action_otp' || purpose === 'link_otp';

/** Tokens past their expiry by this much are dropped at the next issue. */
const KEEP_EXPIRED_MS = 86_400_000;

export type TokenState = 'live' | 'used' | 'expired';

/**
 * One-time tokens in cloud.json (activation, reset links, OTP codes, hash
 * login, SSO and OAuth2 codes). Only a SHA-256 is stored. Methods change the
 * state in memory; the caller commits once its whole change is made.
 */
export class OneTimeTokens {
  constructor(
    private readonly cloud: CloudStore,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Issues a token; `otp` and `action_otp` get 6 digits, the rest a random 32-character token.
   * `voidOthers` marks the user's earlier live tokens of that purpose used (only the newest link works).
   */
  issue(purpose: TokenPurpose, userId: string, ttlMs: number, data: TokenRecord['data'] = {}, voidOthers = false): { raw: string; record: TokenRecord } {
    const now = this.now();
    const state = this.cloud.state;
    state.tokens = state.tokens.filter((t) => now - t.expiresAt < KEEP_EXPIRED_MS);
    if (voidOthers) {
      for (const t of state.tokens) if (t.purpose === purpose && t.userId === userId && t.usedAt === null) t.usedAt = now;
    }
    const raw = isCode(purpose) ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomToken();
    const record: TokenRecord = { id: this.idOf(purpose, raw, userId), purpose, userId, createdAt: now, expiresAt: now + ttlMs, usedAt: null, attempts: 0, data };
    state.tokens.push(record);
    return { raw, record };
  }

  /** The record of a raw token of that purpose, whatever its state; `userId` is needed for OTP codes. */
  find(purpose: TokenPurpose, raw: string, userId = ''): TokenRecord | null {
    const id = this.idOf(purpose, raw, userId);
    return this.cloud.state.tokens.find((t) => t.id === id && t.purpose === purpose) ?? null;
  }

  /** The user's newest token of a purpose that is still live. */
  newestLive(purpose: TokenPurpose, userId: string): TokenRecord | null {
    const live = this.cloud.state.tokens.filter((t) => t.purpose === purpose && t.userId === userId && this.stateOf(t) === 'live');
    return live.at(-1) ?? null;
  }

  /** How many tokens of a purpose the user was issued since `since`. */
  issuedSince(purpose: TokenPurpose, userId: string, since: number): TokenRecord[] {
    return this.cloud.state.tokens.filter((t) => t.purpose === purpose && t.userId === userId && t.createdAt >= since);
  }

  stateOf(record: TokenRecord): TokenState {
    if (record.usedAt !== null) return 'used';
    return this.now() >= record.expiresAt ? 'expired' : 'live';
  }

  use(record: TokenRecord): void {
    record.usedAt = this.now();
  }

  private idOf(purpose: TokenPurpose, raw: string, userId: string): string {
    // OTP codes are short and repeat across users: the user is part of the key.
    return sha256Hex(isCode(purpose) ? `${purpose}:${userId}:${raw}` : `${purpose}:${raw}`);
  }
}

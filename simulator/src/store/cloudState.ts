import type { Country, Gateway, UserDetails } from '@homeport/sdk';

/**
 * The cloud collections kept in `cloud.json` (docs/contracts.md "Simulator
 * data") and served raw by json-server at /api/__db. Every record carries an
 * `id` so that json-server's `/api/__db/{collection}/{id}` routes work.
 */

export interface UserRecord extends UserDetails {
  /** `scrypt$...` (auth/password.ts); null for fleet customers who cannot log in. */
  passwordHash: string | null;
  createdAt: number;
}

export interface SessionRecord {
  /** Same as sessionId, for json-server. */
  id: string;
  sessionId: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
}

export interface GatewayRecord extends Gateway {
  /** Same as serialNumber, for json-server. */
  id: string;
}

export interface CountryRecord extends Country {
  /** Same as alpha2Code, for json-server. */
  id: string;
}

/** A secondary (or support) account of a master account (spec 2 §3 "Linked account"). */
export interface LinkedAccountRecord {
  id: string;
  masterAccountId: string;
  secondaryAccountId: string;
  isSupport: boolean;
  verified: boolean;
}

/** Failed logins of one identity (docs/contracts.md: 5 in 15 min lock it for 60 s). */
export interface LoginAttemptRecord {
  /** The lower-cased identity. */
  id: string;
  failures: number[];
  lockedUntil: number | null;
}

/** What the data folder was seeded from (reset reseeds with the same). */
export interface CloudMeta {
  seed: number;
  gateways: number;
}

export interface CloudState {
  meta: CloudMeta;
  users: UserRecord[];
  sessions: SessionRecord[];
  gateways: GatewayRecord[];
  countries: CountryRecord[];
  linkedAccounts: LinkedAccountRecord[];
  loginAttempts: LoginAttemptRecord[];
}

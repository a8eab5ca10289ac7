import type { Brand, Country, FirmwareCampaign, Gateway, GatewayAddress, KpiReport, Licence, RestartKind, UserDetails } from '@homeport/sdk';
import type { ClientType, ExportStatus } from '@homeport/sdk';
import type { BackupSnapshot, Operation, OperationTask } from '@homeport/sdk';
import type { AlarmDelivery, AlarmPriorityCode, AlarmSource, WayOfNotify } from '@homeport/sdk';

/**
 * The cloud collections kept in `cloud.json` (docs/contracts.md "Simulator
 * data") and served raw by json-server at /api/__db. Every record carries an
 * `id` so that json-server's `/api/__db/{collection}/{id}` routes work.
 */

export interface UserRecord extends UserDetails {
  /** `scrypt$...` (auth/password.ts); null for fleet customers who cannot log in. */
  passwordHash: string | null;
  createdAt: number;
  /** false from registration until activation; absent (older folders) counts as active. */
  active?: boolean;
  /** Absent counts as accepted (accounts seeded before the acceptance rule). */
  privacyPolicyAccepted?: boolean;
  termsOfServiceAccepted?: boolean;
  gender?: string;
  userOnBoardingSource?: string;
  /**
   * Ids of contacts added while another account held the same value: kept
   * and shown to this account as any other (the answer does not tell that
   * the value is taken), but never used to find an account (sign-in,
   * linking, alarm recipients). docs/decisions.md "No account oracle".
   */
  heldElsewhere?: string[];
}

export interface SessionRecord {
  /** The session's ref, the public half of its id (sdk model/sessionRef.ts). */
  id: string;
  userId: string;
  /** SHA-256 hex of the secret half; the id itself is never stored. */
  secretHash: string;
  createdAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  /** Why it ended early; `forced` makes REST answer 000622 instead of 00003. */
  revokeReason?: RevokeReason;
  /** Until when an OTP authorization (POST /auth/otp/authorize/verify) covers this session's sensitive calls. */
  otpAuthorizedUntil?: number;
  /** spec 2 §3 "Logged user": from the login's User-Agent; absent in older folders (an API client). */
  clientType?: ClientType;
  deviceModel?: string;
}

export type RevokeReason = 'logout' | 'other_session' | 'password' | 'expired' | 'forced' | 'deleted';

export interface GatewayRecord extends Gateway {
  /** Same as serialNumber, for json-server. */
  id: string;
  /** spec 1 §4.2: set when a replacement finishes. */
  replacementFinished?: boolean;
  /** On a failed gateway being replaced: the serial of its replacement, when known. */
  replacedBy?: string | null;
  /** On a replacement gateway: the serial of the failed one it replaces. */
  replacementOf?: string | null;
  /** A reboot or factory reset in progress: when the gateway is back (simulator clock); resumed at the next start. */
  restart?: { kind: RestartKind; backAt: number } | null;
  /** A Wi-Fi network being joined: when the join is settled (simulator clock); resumed at the next start. */
  wifiSettleAt?: number | null;
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
  /** Absent on seeded links. */
  createdAt?: number;
  /** What the master typed (lower-cased e-mail or digits); absent on seeded links. secondaryAccountId is '' when no account has it. */
  target?: string;
}

/**
 * A personal data export (spec 2 §3, spec 3 §3 "Export task"): queued
 * pending, built in_progress, then completed, all on the simulator clock
 * (cloud/exportTasks.ts), resumed at start; canceled or failed otherwise.
 */
export interface ExportTaskRecord {
  id: string;
  userId: string;
  status: ExportStatus;
  createdAt: number;
  /** Pending: when the build is due to start; afterwards when this run started. Null for a task canceled before it started. */
  startedAt: number | null;
  /** Pending or in progress: when it is due to complete; completed: when it did; null otherwise. */
  completedAt: number | null;
  canceledAt: number | null;
  failedAt: number | null;
  /** Why it failed (an errorCode); null otherwise. */
  failure: string | null;
  /** Counts the runs: a timer of an earlier run does nothing. */
  run: number;
  fileName: string | null;
  /** The file (JSON of the user's data), made when it completes. */
  content: string | null;
}

/** Wrong guesses against one subject (auth/guessThrottle.ts; the figures in auth/guessLimits.ts). */
export interface LoginAttemptRecord {
  /** `{kind}:{subject}`: `account:demo@homeport.test`, `client:203.0.113.7`, `pin:HP1000000001`... */
  id: string;
  /** When the wrong guesses since the last lock were made. */
  failures: number[];
  lockedUntil: number | null;
  /** Locks in a row so far (each one lasts twice the one before); absent in older folders. */
  locks?: number;
}

/** What the data folder was seeded from (reset reseeds with the same). */
export interface CloudMeta {
  seed: number;
  gateways: number;
  /**
   * Whether each generated gateway was assigned at seeding (so has a home), one bit each, base64
   * (seed/derivedGateway.ts); absent in folders seeded with every gateway's file written.
   */
  homes?: string;
}

/** What one-time tokens are for (auth/oneTimeTokens.ts). */
export type TokenPurpose = 'activation' | 'password_reset' | 'pin_reset' | 'otp' | 'action_otp' | 'link_otp' | 'hash_login' | 'sso_code' | 'oauth_code';

/** A one-time token or code; only its SHA-256 is kept (the raw value went to the outbox or the caller). */
export interface TokenRecord {
  /** SHA-256 of purpose and raw value: the lookup key. */
  id: string;
  purpose: TokenPurpose;
  userId: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  /** Wrong guesses (OTP). */
  attempts: number;
  /** Purpose-specific values (origin, state, serial, redirect URI...). */
  data: Record<string, string | null>;
}

export type OutboxKind = 'otp' | 'activation' | 'password_reset' | 'pin_reset' | 'email' | 'push' | 'whatsapp' | 'alarm' | 'other';
export type OutboxChannel = 'sms' | 'email' | 'push' | 'whatsapp' | 'call' | 'other';

/** A message the simulator "sent" (docs/contracts.md "Simulator control API"), for QA to read. */
export interface OutboxRecord {
  id: string;
  seq: number;
  at: number;
  kind: OutboxKind;
  channel: OutboxChannel;
  to: string;
  userId: string | null;
  subject: string;
  text: string;
  code?: string;
  /** The portal path of the link (`/activate/{code}`). */
  path?: string;
  /** `path` on the origin the triggering call was made to. */
  link?: string;
  /** What sent it, when a retry must not send it twice (an announcement task's id). */
  ref?: string;
  /** The gateway whose rule or alarm sent it: such a message keeps to the budgets (cloud/outbox.ts). */
  serial?: string;
}

/** A brand of the login brand list (the sdk's Brand, keyed by `id`) and, when it has redirect URIs, an OAuth2 client. */
export interface ClientRecord extends Omit<Brand, 'clientId'> {
  /** The clientId. */
  id: string;
  /** SHA-256 of the client secret (a machine secret, not a password); null for a brand that is not an OAuth2 client. */
  secretHash: string | null;
  /** Exact URIs, or with `:*` as the port for any port. */
  redirectUris: string[];
  scopes: string[];
  /**
   * A public client (RFC 6749 §2.1: an app that cannot keep a secret): it
   * names itself at the token endpoint without a secret, and every
   * authorization request of it must carry a PKCE S256 challenge. Absent: confidential.
   */
  public?: boolean;
}

/** Tokens issued to an OAuth2 client for one user and gateway. */
export interface OAuthGrantRecord {
  id: string;
  userId: string;
  clientId: string;
  serialNumber: string;
  scope: string[];
  /** SHA-256 of the tokens. */
  accessTokenHash: string;
  refreshTokenHash: string;
  /** The authorization code it came from (a replayed code revokes it). */
  codeId: string;
  createdAt: number;
  expiresAt: number;
}

/** A licence key (spec 2 §5, §7 /subs): bought by a user, then the subscription of the gateway it was assigned with. */
export interface LicenceRecord extends Omit<Licence, 'licenceKey'> {
  /** The key itself (20 uppercase hex). */
  id: string;
  /** Who holds it; null for a key not sold yet (QA mints them for a user). */
  userId: string | null;
  activatedAt: number | null;
  validUntil: number | null;
}

/** A gateway's address (spec 2 §3 "Address"), keyed by its serial. */
export interface AddressRecord extends GatewayAddress {
  id: string;
}

/** One user's choice to be told when one gateway goes online or offline (GW_OO_NOTIF); keyed `{serial}:{userId}`. */
export interface OnlineOfflineNoticeRecord {
  id: string;
  serialNumber: string;
  userId: string;
  enabled: boolean;
}

/** The last KPI report the cloud received from a gateway, keyed by its serial. */
export interface KpiReportRecord extends KpiReport {
  id: string;
}

/** A gateway firmware campaign (spec 2 §3), keyed by its campaignID. */
export interface CampaignRecord extends FirmwareCampaign {
  id: string;
}

/** What the cloud knows of one gateway's firmware upgrades, keyed by its serial (docs/contracts.md "Gateway firmware campaigns"). */
export interface FirmwareStateRecord {
  id: string;
  /** When the gateway last checked for an upgrade (POST /zota/table/refresh); null: never. */
  checkedAt: number | null;
  /** The installation a confirmed campaign runs, while it runs (the simulator clock moves it on). */
  running: { campaignID: string; softwareId: string; softwareVersion: string; ohmVersion: string | null; startedAt: number } | null;
}

/** One alarm of one gateway (spec 2 §3 "Alarm"; docs/contracts.md "Alarms and notifications"). */
export interface AlarmRecord {
  id: string;
  serialNumber: string;
  alarmCode: number;
  name: string;
  description: string;
  alarmPriorityCode: AlarmPriorityCode;
  wayOfNotify: WayOfNotify;
  /** In escalation order. */
  recipients: AlarmRecipientRecord[];
  system: boolean;
  createdAt: number;
  updatedAt: number;
}

/**
 * An alarm recipient: an address and its ways. No account is looked up when
 * it is added (docs/decisions.md "No account oracle"): push goes to the
 * account the address names when the alarm escalates. Folders from before
 * kept firstName, username and userId; they are not read.
 */
export interface AlarmRecipientRecord {
  id: string;
  contact: string;
  emailNotification: boolean;
  pushNotification: boolean;
}

/** One outside address asked to confirm alarm messages from one gateway (cloud/alarms/recipientConfirmations.ts); keyed `{serial}:{address}`. */
export interface RecipientConfirmationRecord {
  id: string;
  serialNumber: string;
  contact: string;
  /** SHA-256 of the link's token. */
  tokenHash: string;
  sentAt: number;
  confirmedAt: number | null;
}

/** A gateway's alarm table: its version, what was sent to the gateway, the escalation time of each priority (seconds); keyed by serial. */
export interface AlarmTableRecord {
  id: string;
  version: number;
  sentVersion: number;
  sentAt: number | null;
  escalation: Record<'0' | '1' | '2' | '3', number>;
  /** The next user alarm code (above 1000). */
  nextUserCode: number;
}

/** A raised alarm (spec 2 §3 "Alarm notification"), with its deliveries and escalation. */
export interface AlarmNotificationRecord {
  id: string;
  serialNumber: string;
  alarmCode: number;
  alarmName: string;
  priority: AlarmPriorityCode;
  source: AlarmSource;
  isReacted: boolean;
  responseMsg: string | null;
  reactedBy: string | null;
  timeOfEventGeneration: number;
  timeOfEventAcknowledge: number | null;
  escalationStep: number;
  /** When the next escalation step goes (simulator clock); null when none will. Resumed at start. */
  nextEscalationAt: number | null;
  deliveries: AlarmDelivery[];
}

/** One user's choice to get camera (media device) alarms of one gateway; keyed `{serial}:{userId}`. */
export interface MediaDeviceNoticeRecord {
  id: string;
  serialNumber: string;
  userId: string;
  enabled: boolean;
}

/**
 * A replacement operation (docs/contracts.md "Fleet: replacement,
 * operations, virtual gateways") with its tasks and the home it moves (read
 * by its snapshot task); kept so it resumes after a restart.
 */
export interface OperationRecord extends Operation {
  /** Same as _id, for json-server. */
  id: string;
  tasks: OperationTask[];
  snapshot: BackupSnapshot | null;
  /** True once the replacement was given up (cancel all, or delete of a Failed one): the gateways left it. */
  givenUp: boolean;
}

export interface CloudState {
  meta: CloudMeta;
  users: UserRecord[];
  sessions: SessionRecord[];
  gateways: GatewayRecord[];
  countries: CountryRecord[];
  linkedAccounts: LinkedAccountRecord[];
  loginAttempts: LoginAttemptRecord[];
  tokens: TokenRecord[];
  outbox: OutboxRecord[];
  clients: ClientRecord[];
  oauthGrants: OAuthGrantRecord[];
  licences: LicenceRecord[];
  addresses: AddressRecord[];
  onlineOfflineNotices: OnlineOfflineNoticeRecord[];
  kpiReports: KpiReportRecord[];
  campaigns: CampaignRecord[];
  firmwareStates: FirmwareStateRecord[];
  alarms: AlarmRecord[];
  alarmTables: AlarmTableRecord[];
  alarmNotifications: AlarmNotificationRecord[];
  mediaDeviceNotices: MediaDeviceNoticeRecord[];
  /** Outside alarm recipients asked to confirm; absent in folders from before (made on first use). */
  alarmRecipientConfirmations?: RecipientConfirmationRecord[];
  exportTasks: ExportTaskRecord[];
  /** Replacement operations; absent in folders seeded before them (cloud/replacement.ts adds it). */
  operations?: OperationRecord[];
}

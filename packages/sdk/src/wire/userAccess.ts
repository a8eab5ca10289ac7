import * as v from 'valibot';
import { defaultCustomerConfig } from '../config/customerConfig';
import { isValidLinkedAccountId } from '../rules/validation';
import { queryChoice, queryInteger, recordId } from './fields';

/**
 * Linked accounts, logged-in sessions, connected clients and the personal
 * data export (spec 2 §2 "User settings", §3, §4, §7; docs/contracts.md
 * "Linked accounts, sessions, clients and data export"). One definition,
 * read by the simulator and the clients.
 */

/** spec 2 §9: secondary accounts 5 per page, options 5, 10, 20. */
export const LINKED_PAGE_SIZES = [5, 10, 20] as const;
export type LinkedPageSize = (typeof LINKED_PAGE_SIZES)[number];
export const DEFAULT_LINKED_PAGE_SIZE: LinkedPageSize = 5;

/** The errorCodes of these calls (spec 2 §8 names LINKED_USER_NOT_FOUND_ERROR). */
export const UserAccessErrorCode = {
  /** spec 2 §8: the account to link does not exist (HTTP 404). */
  linkedUserNotFound: 'LINKED_USER_NOT_FOUND_ERROR',
  /** The two accounts are linked already (HTTP 409). */
  alreadyLinked: 'LINKED_ACCOUNT_EXISTS',
  /** A user cannot link their own account (HTTP 400). */
  linkSelf: 'LINKED_ACCOUNT_SELF',
  /** The link's code is wrong, expired or used up (HTTP 400). */
  wrongOtp: 'OTP_WRONG',
  /** The link is verified already: nothing to verify or resend (HTTP 409). */
  alreadyVerified: 'LINKED_ACCOUNT_VERIFIED',
  /** The export start or stop came without its `otp` header (HTTP 401). */
  otpRequired: 'OTP_REQUIRED',
  /** An export is pending or in progress already (HTTP 409). */
  exportPending: 'EXPORT_ALREADY_PENDING',
  /** The export is not completed (download) or not pending or in progress (stop) (HTTP 409). */
  exportNotReady: 'EXPORT_NOT_READY',
  /** Admin start: the task is in progress, or completed (HTTP 409). */
  exportNotStartable: 'EXPORT_NOT_STARTABLE',
  /** Admin delete: the task is in progress (HTTP 409). */
  exportInProgress: 'EXPORT_IN_PROGRESS',
  /** A task's failure: its user no longer exists. */
  exportUserGone: 'EXPORT_USER_GONE',
  /** A task's failure: the file could not be built. */
  exportBuildFailed: 'EXPORT_BUILD_FAILED',
} as const;

const digitsOrEmail = v.pipe(
  v.string('must be an e-mail address or digits'),
  v.trim(),
  v.check((value) => isValidLinkedAccountId(value.replace(/^\+/, ''), defaultCustomerConfig), 'must be an e-mail address or 5 to 45 digits'),
  v.transform((value) => (value.includes('@') ? value.toLowerCase() : value.replace(/^\+/, ''))),
);

/** POST /crm/linked_accounts/create and /support: the caller (primary) and the account to link (its e-mail or phone digits). */
export const CreateLinkBody = v.object({ primUserId: recordId(), secUserId: digitsOrEmail });

/** POST /crm/linked_accounts/verify: the code the secondary account received. */
export const VerifyLinkBody = v.object({ id: recordId(), otp: v.pipe(v.string('must be 6 digits'), v.trim(), v.regex(/^\d{6}$/, 'must be 6 digits')) });

/** POST /crm/linked_accounts/delete. */
export const DeleteLinkBody = v.object({ id: recordId() });

/** GET getMySecondary/{id} and getWhereIAmSecondary/{id}: one page. */
export const LinkedPageQuery = v.object({
  page: queryInteger(1, 10_000, 1),
  limit: v.pipe(
    queryChoice(
      LINKED_PAGE_SIZES.map((n) => String(n)),
      String(DEFAULT_LINKED_PAGE_SIZE),
    ),
    v.transform((value) => Number(value) as LinkedPageSize),
  ),
});

/** A linked account as both sides see it (spec 2 §3 "Linked account", plus the other side's names). */
export interface LinkedAccount {
  id: string;
  masterAccountId: string;
  secondaryAccountId: string;
  isSupport: boolean;
  verified: boolean;
  /** The other account: the secondary in getMySecondary, the master in getWhereIAmSecondary. */
  username: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  createdAt: number;
}

export interface LinkedPage {
  items: LinkedAccount[];
  total: number;
  page: number;
  limit: LinkedPageSize;
}

/** The user-topic events of linked accounts (spec 2 §4): both accounts are told. */
export const LinkedAccountEvent = {
  created: 'linked_account_created',
  verified: 'linked_account_verified',
  deleted: 'linked_account_deleted',
} as const;
export const LINKED_ACCOUNT_EVENTS: readonly string[] = Object.values(LinkedAccountEvent);

export const LinkedAccountEventData = v.object({
  id: recordId(),
  masterAccountId: recordId(),
  secondaryAccountId: recordId(),
  isSupport: v.boolean(),
  verified: v.boolean(),
});

/** How a session's client reached the cloud (spec 2 §3 "Logged user": clientType). */
export const CLIENT_TYPES = ['web', 'mobile', 'api'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A row of POST /auth/getLoggedInUsers with the spec's names (spec 2 §3 "Logged user"). */
export interface LoggedSession {
  sessionRef: string;
  userId: string;
  name: string;
  lastName: string;
  username: string;
  clientType: ClientType;
  deviceModel: string;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
  mqttClients: number;
}

/** A connected client (spec 2 §3 "Client token": clientId, serial_number; GET /oauth2_v2/token/getTokens). */
export interface ClientToken {
  clientId: string;
  brand: string;
  environment: string | null;
  serial_number: string;
  scope: string[];
  createdAt: number;
  expiresAt: number;
}

/**
 * spec 2 §3, spec 3 §3-§4 "Export task": one model for the user's own export
 * and the admin's export tasks (docs/decisions.md "Export tasks"). Queued
 * pending, in_progress while the file is built, then completed with the
 * file; canceled when stopped; failed when the user is gone or the build fails.
 */
export const EXPORT_STATUSES = ['pending', 'in_progress', 'completed', 'canceled', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** spec 3 §3 "Export task": taskState; each time is null until that stage is reached (a new run clears the last run's ends). */
export interface ExportTaskState {
  status: ExportStatus;
  startedAt: number | null;
  completedAt: number | null;
  canceledAt: number | null;
  failedAt: number | null;
}

export interface ExportTask {
  _id: string;
  userId: string;
  taskState: ExportTaskState;
  /** spec 3 §3: when it was asked for (the same as createdAt). */
  requestedAt: number;
  createdAt: number;
  /** When it completes (pending, in progress) or completed; null when canceled or failed. */
  completedAt: number | null;
  /** Why it failed (an errorCode, e.g. EXPORT_USER_GONE); null otherwise. */
  failure: string | null;
  /** The download's file name, once completed. */
  fileName: string | null;
  size: number | null;
}

/** GET /privacy/user/{id}: the user's export tasks, newest first. */
export interface PrivacyOverview {
  userId: string;
  tasks: ExportTask[];
}

/** POST /privacy/export/start. */
export const ExportStartBody = v.object({ userId: recordId() });
/** POST /privacy/export/stop. */
export const ExportStopBody = v.object({ id: recordId() });
/** The header start and stop need (spec 2 §7): a 6-digit code from POST /auth/otp/authorize/send. */
export const OTP_HEADER = 'otp';
export const OtpHeader = v.pipe(v.string('the otp header must be 6 digits'), v.trim(), v.regex(/^\d{6}$/, 'the otp header must be 6 digits'));

/** Export task events on the user's topic (spec 2 §7 "export task events"). */
export const ExportTaskEvent = {
  created: 'export_task_created',
  /** The file is being built (in_progress). */
  started: 'export_task_started',
  completed: 'export_task_completed',
  /** Canceled (the user's or an admin's stop). */
  stopped: 'export_task_stopped',
  failed: 'export_task_failed',
} as const;
export const EXPORT_TASK_EVENTS: readonly string[] = Object.values(ExportTaskEvent);

import type { Gateway } from '@homeport/sdk';
import type { GatewayContents } from '../gateway/contents';

/** Gateway record fields QA may set through PATCH /api/__sim/gateways/{serial}. */
export type CloudPatch = Partial<
  Pick<
    Gateway,
    | 'connectionStatus'
    | 'replacementInProgress'
    | 'backupRestoreInProgress'
    | 'installations'
    | 'installationSoftwareId'
    | 'currentFWVersion'
    | 'subscriptionLockMode'
    | 'operationMode'
    | 'isAutomaticallyBackup'
    | 'name'
  >
>;
/** Emulator fields QA may set the same way. */
export type EmulatorPatch = Partial<Pick<GatewayContents, 'pinLocked' | 'privilegedBy'>>;

/** Words about how a change happened, not stored fields (docs/contracts.md "Gateway state events"). */
export interface PatchDirectives {
  /** The new gateway of a replacement that starts with this PATCH. */
  replacementPeer?: string;
  /** How a backup restore that ends with this PATCH ended. */
  backupRestoreResult?: 'restoreCompleted' | 'backupFailed';
}

export interface GatewayPatch {
  cloud: CloudPatch;
  emulator: EmulatorPatch;
  directives: PatchDirectives;
}

export type PatchResult = ({ ok: true } & GatewayPatch) | { ok: false; field: string; message: string };

type Check = (value: unknown) => string | null;

const isBool: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const isFlags: Check = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0x7fffffff ? null : 'must be an integer from 0 to 2147483647');
const isText =
  (max: number, nullable = false): Check =>
  (v) =>
    (nullable && v === null) || (typeof v === 'string' && v.length >= 1 && v.length <= max)
      ? null
      : `must be a string of 1 to ${max} characters${nullable ? ' or null' : ''}`;

function isInstallations(value: unknown): string | null {
  const bad = 'must be a list of {softwareId: string, history: [{status: string, ts?: number}]}';
  if (!Array.isArray(value) || value.length > 100) return bad;
  for (const item of value) {
    if (typeof item !== 'object' || item === null) return bad;
    const { softwareId, history } = item as Record<string, unknown>;
    if (typeof softwareId !== 'string' || softwareId.length > 128 || !Array.isArray(history) || history.length > 100) return bad;
    for (const entry of history) {
      if (typeof entry !== 'object' || entry === null) return bad;
      const { status, ts } = entry as Record<string, unknown>;
      if (typeof status !== 'string' || status.length > 64) return bad;
      if (ts !== undefined && (typeof ts !== 'number' || !Number.isFinite(ts))) return bad;
    }
  }
  return null;
}

const CLOUD_FIELDS: Record<keyof CloudPatch, Check> = {
  connectionStatus: (v) => (v === 'online' || v === 'offline' ? null : 'must be "online" or "offline"'),
  replacementInProgress: isBool,
  backupRestoreInProgress: isBool,
  installations: isInstallations,
  installationSoftwareId: isText(128, true),
  currentFWVersion: isText(32),
  subscriptionLockMode: isFlags,
  operationMode: isFlags,
  isAutomaticallyBackup: isBool,
  name: isText(64),
};

const EMULATOR_FIELDS: Record<keyof EmulatorPatch, Check> = {
  pinLocked: isBool,
  privilegedBy: isText(128, true),
};

const DIRECTIVES: Record<keyof PatchDirectives, Check> = {
  replacementPeer: (v) => (typeof v === 'string' && /^[A-Za-z0-9]{1,32}$/.test(v) ? null : 'must be a gateway serial'),
  backupRestoreResult: (v) => (v === 'restoreCompleted' || v === 'backupFailed' ? null : 'must be "restoreCompleted" or "backupFailed"'),
};

export const PATCHABLE_FIELDS = [...Object.keys(CLOUD_FIELDS), ...Object.keys(EMULATOR_FIELDS), ...Object.keys(DIRECTIVES)];

/** A directive only makes sense with the change it describes. */
function directiveProblem(body: Record<string, unknown>): { field: string; message: string } | null {
  if (body.replacementPeer !== undefined && body.replacementInProgress !== true) {
    return { field: 'replacementPeer', message: 'replacementPeer goes with replacementInProgress: true' };
  }
  if (body.backupRestoreResult !== undefined && body.backupRestoreInProgress !== false) {
    return { field: 'backupRestoreResult', message: 'backupRestoreResult goes with backupRestoreInProgress: false' };
  }
  return null;
}

/** Validates every field before anything is applied: the patch is all or nothing. */
export function parseGatewayPatch(body: Record<string, unknown>): PatchResult {
  const cloud: Record<string, unknown> = {};
  const emulator: Record<string, unknown> = {};
  const directives: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    const cloudCheck = Object.hasOwn(CLOUD_FIELDS, field) ? CLOUD_FIELDS[field as keyof CloudPatch] : undefined;
    const emulatorCheck = Object.hasOwn(EMULATOR_FIELDS, field) ? EMULATOR_FIELDS[field as keyof EmulatorPatch] : undefined;
    const directiveCheck = Object.hasOwn(DIRECTIVES, field) ? DIRECTIVES[field as keyof PatchDirectives] : undefined;
    const check = cloudCheck ?? emulatorCheck ?? directiveCheck;
    if (!check) return { ok: false, field, message: `${field} cannot be set; settable: ${PATCHABLE_FIELDS.join(', ')}` };
    const problem = check(value);
    if (problem) return { ok: false, field, message: `${field} ${problem}` };
    (cloudCheck ? cloud : emulatorCheck ? emulator : directives)[field] = field === 'replacementPeer' ? String(value).toUpperCase() : value;
  }
  const misplaced = directiveProblem(body);
  if (misplaced) return { ok: false, ...misplaced };
  return { ok: true, cloud: cloud as CloudPatch, emulator: emulator as EmulatorPatch, directives: directives as PatchDirectives };
}

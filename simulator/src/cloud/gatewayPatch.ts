import type { Gateway } from '@homeport/sdk';
import { CloudPatchEntries, EmulatorPatchEntries, type GatewayPatchBodyType } from '@homeport/sdk/sim';
import type { GatewayContents } from '../gateway/contents';

/** Gateway record fields QA may set through PATCH /api/__sim/gateways/{serial} (checked by the sdk's GatewayPatchBody); swVersions only a firmware installation sets, connectionType only the gateway itself changes (gateway/wifiConnect.ts). */
export type CloudPatch = Partial<
  Pick<
    Gateway,
    | 'connectionStatus'
    | 'replacementInProgress'
    | 'backupRestoreInProgress'
    | 'installations'
    | 'installationSoftwareId'
    | 'currentFWVersion'
    | 'swVersions'
    | 'subscriptionLockMode'
    | 'operationMode'
    | 'isAutomaticallyBackup'
    | 'name'
    | 'connectionType'
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

/** A checked PATCH body split into what the cloud stores, what the emulator stores, and the directives. */
export function splitGatewayPatch(body: GatewayPatchBodyType): GatewayPatch {
  const cloud: Record<string, unknown> = {};
  const emulator: Record<string, unknown> = {};
  const directives: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const part = Object.hasOwn(CloudPatchEntries, field) ? cloud : Object.hasOwn(EmulatorPatchEntries, field) ? emulator : directives;
    part[field] = value;
  }
  return { cloud: cloud as CloudPatch, emulator: emulator as EmulatorPatch, directives: directives as PatchDirectives };
}

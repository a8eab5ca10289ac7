import type { Gateway } from '@homeport/sdk';
import { PIN_LOCKED_STATUS } from '../gateway/commands/get-lock-status';
import type { PatchDirectives } from './gatewayPatch';

/** The event names of docs/contracts.md "Gateway state events". */
export const GatewayStateEvent = {
  replacementCreated: 'replacement_created',
  replacementFinished: 'replacement_finished',
  firmware: 'fw_installation_changed',
  backupRestore: 'backup_restore',
  subscriptionLock: 'subscription_lock_changed',
  mode: 'gateway_mode_changed',
  lockStatus: 'gateway_lock_status',
  privilegedMode: 'privileged_mode',
} as const;

export interface StateEvent {
  name: string;
  data: unknown;
  /** Replacement events also go to the peer gateway and homeport/admin/evt. */
  replacement?: true;
}

/** spec 1 §4.2: the current installation (named by installationSoftwareId, else the last) and its last status. */
export function currentInstallation(gateway: Pick<Gateway, 'installations' | 'installationSoftwareId'>): { softwareId: string; status: string } | null {
  const list = gateway.installations;
  const current = list.find((i) => gateway.installationSoftwareId !== null && i.softwareId === gateway.installationSoftwareId) ?? list.at(-1);
  const status = current?.history.at(-1)?.status;
  return current && status !== undefined ? { softwareId: current.softwareId, status } : null;
}

export interface Replacement {
  oldSerialNumber: string;
  newSerialNumber: string | null;
}

/**
 * The events a real backend or gateway sends for the changes of one PATCH,
 * in the contract's order. `changes` holds only fields whose value changed.
 */
export function gatewayStateEvents(
  changes: Record<string, unknown>,
  context: { firmwareBefore: ReturnType<typeof currentInstallation>; firmwareAfter: ReturnType<typeof currentInstallation>; replacement: Replacement; directives: PatchDirectives },
): StateEvent[] {
  const events: StateEvent[] = [];
  const has = (field: string) => Object.hasOwn(changes, field);
  if (has('replacementInProgress')) {
    // spec 1 §4.2: create sets replacementInProgress on both gateways; finish clears it and sets replacementFinished.
    events.push(
      changes.replacementInProgress === true
        ? { name: GatewayStateEvent.replacementCreated, data: { ...context.replacement }, replacement: true }
        : { name: GatewayStateEvent.replacementFinished, data: { ...context.replacement, replacementFinished: true }, replacement: true },
    );
  }
  const { firmwareBefore: before, firmwareAfter: after } = context;
  if (after && (before?.softwareId !== after.softwareId || before.status !== after.status)) {
    events.push({ name: GatewayStateEvent.firmware, data: after });
  }
  if (has('backupRestoreInProgress')) {
    // spec 1 §4.2: flagged by an event, cleared on backupFailed or restoreCompleted.
    const status = changes.backupRestoreInProgress === true ? 'started' : (context.directives.backupRestoreResult ?? 'restoreCompleted');
    events.push({ name: GatewayStateEvent.backupRestore, data: { status } });
  }
  if (has('subscriptionLockMode')) events.push({ name: GatewayStateEvent.subscriptionLock, data: { subscriptionLockMode: changes.subscriptionLockMode } });
  if (has('operationMode')) events.push({ name: GatewayStateEvent.mode, data: { operationMode: changes.operationMode } });
  // spec 1 §4.2: high bit set and not all ones means locked; 0 unlocked.
  if (has('pinLocked')) events.push({ name: GatewayStateEvent.lockStatus, data: { status: changes.pinLocked === true ? PIN_LOCKED_STATUS : 0 } });
  if (has('privilegedBy')) {
    const owner = (changes.privilegedBy as string | null) ?? null;
    events.push({ name: GatewayStateEvent.privilegedMode, data: { active: owner !== null, owner } });
  }
  return events;
}

import { topics, type GatewayUpdatedData } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { GatewayRecord } from '../store/cloudState';
import { currentInstallation, gatewayStateEvents, type Replacement } from './gatewayStateEvents';
import { patchGatewayFields } from '../gateway/ops/cloudChanges';
import type { CloudPatch, GatewayPatch } from './gatewayPatch';
import { noticeConnectionChange } from './onlineOfflineNotices';
import { ownerSegment } from './ownerSegment';
import { gatewayBySerial } from '../store/cloudIndex';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function setCloudFields(gateway: GatewayRecord, patch: CloudPatch, changes: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(patch) as Array<[keyof CloudPatch, never]>) {
    if (same(gateway[field], value)) continue;
    gateway[field] = value;
    changes[field] = value;
  }
}

/** The two gateways of a replacement: a start names the new one; a finish may name either side. */
function replacementOf(gateway: GatewayRecord, starting: boolean, peer: string | undefined): Replacement {
  if (starting) return { oldSerialNumber: gateway.serialNumber, newSerialNumber: peer ?? null };
  if (gateway.replacementOf) return { oldSerialNumber: gateway.replacementOf, newSerialNumber: gateway.serialNumber };
  return { oldSerialNumber: gateway.serialNumber, newSerialNumber: gateway.replacedBy ?? null };
}

/**
 * spec 1 §4.2: a create event sets replacementInProgress on both the new and
 * the failed gateway; finish clears it and sets replacementFinished. Changes
 * the other gateway and answers its changes (empty when there is none).
 */
function linkReplacement(
  ctx: SimContext,
  gateway: GatewayRecord,
  started: boolean,
  replacement: Replacement,
  changes: Record<string, unknown>,
): { peer: GatewayRecord | null; peerChanges: Record<string, unknown> } {
  const peerSerial = replacement.oldSerialNumber === gateway.serialNumber ? replacement.newSerialNumber : replacement.oldSerialNumber;
  const peer = peerSerial === null ? null : (gatewayBySerial(ctx.cloud.state, peerSerial) ?? null);
  const peerChanges: Record<string, unknown> = {};
  const oldOne = replacement.oldSerialNumber === gateway.serialNumber ? gateway : peer;
  const newOne = oldOne === gateway ? peer : gateway;
  if (started) {
    if (oldOne) oldOne.replacedBy = replacement.newSerialNumber;
    if (newOne) newOne.replacementOf = replacement.oldSerialNumber;
    for (const g of [gateway, peer]) if (g) g.replacementFinished = false;
  } else {
    for (const g of [gateway, peer]) {
      if (!g) continue;
      g.replacedBy = null;
      g.replacementOf = null;
      g.replacementFinished = true;
    }
    changes.replacementFinished = true;
  }
  if (peer) {
    if (peer.replacementInProgress !== started) {
      peer.replacementInProgress = started;
      peerChanges.replacementInProgress = started;
    }
    if (!started) peerChanges.replacementFinished = true;
  }
  return { peer, peerChanges };
}

/**
 * What a patch writes: `cloud` (the default) the whole cloud, with whatever
 * the caller changed in it before (a firmware state, a licence); `records`
 * only the gateway records it changed and the outbox, for a caller that
 * changed nothing else (or wrote it already), so that a connection change
 * costs a line, not the fleet.
 */
export type PatchWrite = 'cloud' | 'records';

/**
 * Applies a validated patch: emulator file first, then the cloud (`write`),
 * then the
 * events (docs/contracts.md "Events" and "Gateway state events"):
 * `gateway_updated` with the changed fields on the gateway's evt topic and
 * homeport/admin/evt, then one specific event per kind of change. Nothing
 * is published when nothing changed.
 */
export async function applyGatewayPatch(
  ctx: SimContext,
  gateway: GatewayRecord,
  patch: Pick<GatewayPatch, 'cloud' | 'emulator'> & Partial<Pick<GatewayPatch, 'directives'>>,
  write: PatchWrite = 'cloud',
): Promise<Record<string, unknown>> {
  const directives = patch.directives ?? {};
  const changes: Record<string, unknown> = {};
  // The gateway is reached only when the patch is for it: a connection change does not load it.
  if (Object.keys(patch.emulator).length > 0) {
    Object.assign(changes, await ctx.emulators.runIfThere(gateway.serialNumber, patchGatewayFields, { fields: patch.emulator }));
  }
  const firmwareBefore = currentInstallation(gateway);
  const replacement = replacementOf(gateway, patch.cloud.replacementInProgress === true, directives.replacementPeer);
  setCloudFields(gateway, patch.cloud, changes);
  let peer: GatewayRecord | null = null;
  let peerChanges: Record<string, unknown> = {};
  if (Object.hasOwn(changes, 'replacementInProgress')) {
    ({ peer, peerChanges } = linkReplacement(ctx, gateway, changes.replacementInProgress === true, replacement, changes));
  }
  if (Object.keys(changes).length === 0) return changes;
  // GW_OO_NOTIF: the users who asked are told.
  const notices = Object.hasOwn(changes, 'connectionStatus') ? noticeConnectionChange(ctx, gateway) : [];
  // The history records every connection change (cloud/history/).
  if (Object.hasOwn(changes, 'connectionStatus')) ctx.history.recordGateway(gateway.serialNumber, gateway.connectionStatus === 'online' ? 'online' : 'offline');
  if (write === 'records') {
    // Only the records changed are written (store/cloudParts.ts): a gateway going offline does not rewrite the fleet.
    // The outbox keeps its newest 1000, so a notice may push one out: its log is rewritten (1000 lines at most).
    if (notices.length > 0) ctx.cloud.commitPart('outbox');
    ctx.cloud.commitGateways(peer ? [gateway, peer] : [gateway]);
  } else {
    ctx.cloud.commit();
  }

  const admin = topics.adminEvents(ctx.product);
  const evtOf = (g: GatewayRecord) => topics.events({ product: ctx.product, owner: ownerSegment(g), serial: g.serialNumber });
  const updated = async (g: GatewayRecord, c: Record<string, unknown>) => {
    const data: GatewayUpdatedData = { serialNumber: g.serialNumber, changes: c };
    await ctx.bus.publishEvent(evtOf(g), 'gateway_updated', data);
    await ctx.bus.publishEvent(admin, 'gateway_updated', data);
  };
  await updated(gateway, changes);
  if (peer && Object.keys(peerChanges).length > 0) await updated(peer, peerChanges);

  const events = gatewayStateEvents(changes, { firmwareBefore, firmwareAfter: currentInstallation(gateway), replacement, directives });
  for (const event of events) {
    await ctx.bus.publishEvent(evtOf(gateway), event.name, event.data);
    if (!event.replacement) continue;
    if (peer) await ctx.bus.publishEvent(evtOf(peer), event.name, event.data);
    await ctx.bus.publishEvent(admin, event.name, event.data);
  }
  ctx.log(`control: ${gateway.serialNumber} ${JSON.stringify(changes)}${peer ? `; ${peer.serialNumber} ${JSON.stringify(peerChanges)}` : ''}`);
  return changes;
}

import { operationModeWith, topics, type RestartAnswer, type RestartKind, GatewaySettingsEvent } from '@homeport/sdk';
import { applyGatewayPatch } from '../cloud/applyGatewayPatch';
import { ownerSegment } from '../cloud/ownerSegment';
import type { ClockTimer } from '../clock/simClock';
import type { SimContext } from '../context';
import type { GatewayRecord } from '../store/cloudState';
import { restartGatewayState } from './ops/cloudChanges';
import { gatewayBySerial } from '../store/cloudIndex';

/**
 * How long the gateway is away (simulator clock; docs/decisions.md "Gateway
 * settings"): a reboot about as long as a home router's, a factory reset
 * longer (it formats its data partition first).
 */
export const RESTART_MS: Record<RestartKind, number> = { reboot: 45_000, factory_reset: 90_000 };

/** Gateways restarting now, by serial: the registry's epoch it restarted in (a reset ends it) and when it is back. */
const restartsOf = (ctx: SimContext): SimContext['restarts'] => ctx.restarts;

/** When a restarting gateway is back (simulator clock), or null. */
export function restartingUntil(ctx: SimContext, serial: string): number | null {
  const entry = restartsOf(ctx).get(serial);
  return entry && ctx.emulators.epoch === entry.epoch ? entry.backAt : null;
}

/**
 * QA set the connection by hand (PATCH /api/__sim/gateways/{serial}): a
 * restart in progress no longer brings the gateway back by itself.
 */
export function cancelRestart(ctx: SimContext, serial: string): void {
  const entry = restartsOf(ctx).get(serial);
  if (entry?.timer) ctx.clock.clearTimeout(entry.timer);
  restartsOf(ctx).delete(serial);
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (gateway?.restart) {
    gateway.restart = null;
    ctx.cloud.commit();
  }
}

/**
 * Arms the gateway's return at `backAt` (simulator clock; at once when it
 * has passed): online again through the same path as any connection change,
 * and the record's note of the restart cleared.
 */
function armReturn(ctx: SimContext, serial: string, backAt: number): void {
  const entry = { epoch: ctx.emulators.epoch, backAt, timer: null as ClockTimer | null };
  restartsOf(ctx).set(serial, entry);
  entry.timer = ctx.clock.setTimeoutAt(() => {
    // A reset of the simulator in between loaded new emulators, or QA took over: this restart is over.
    if (restartsOf(ctx).get(serial) !== entry || ctx.emulators.epoch !== entry.epoch) return;
    restartsOf(ctx).delete(serial);
    const now = gatewayBySerial(ctx.cloud.state, serial);
    if (!now) return;
    now.restart = null;
    ctx.cloud.commit();
    if (now.connectionStatus === 'online') return;
    applyGatewayPatch(ctx, now, { cloud: { connectionStatus: 'online' }, emulator: {} }, 'records').catch((error: unknown) =>
      ctx.log(`restart: ${serial} did not come back: ${String(error)}`),
    );
  }, backAt);
}

/**
 * At start: restarts a stopped simulator left in progress (the record's
 * `restart`, written before the gateway went offline) are resumed, each
 * gateway back at its time, at once when that has passed. Its wipe, if a
 * factory reset, was saved before the answer. Answers how many.
 */
export function resumeRestarts(ctx: SimContext): number {
  let count = 0;
  for (const gateway of ctx.cloud.state.gateways) {
    if (!gateway.restart) continue;
    armReturn(ctx, gateway.serialNumber, gateway.restart.backAt);
    ctx.log(`restart: ${gateway.serialNumber} ${gateway.restart.kind} resumed, back at ${new Date(gateway.restart.backAt).toISOString()}`);
    count++;
  }
  return count;
}

/**
 * spec 2 §2 reboot and factory reset, with their real effects: the radio
 * closes (a pairing in progress is forgotten), privileged mode ends, a
 * factory reset wipes the home and the gateway's settings; then
 * `gateway_restarting` and the gateway goes offline through the same path
 * as any connection change (applyGatewayPatch: gateway_updated), and comes
 * back online by itself after RESTART_MS on the simulator clock. The caller
 * has checked that it is online and that the caller may.
 */
export async function restartGateway(ctx: SimContext, gateway: GatewayRecord, kind: RestartKind): Promise<RestartAnswer> {
  const serial = gateway.serialNumber;
  const backInMs = RESTART_MS[kind];
  const backAt = ctx.now() + backInMs;
  // The gateway's part (ops/cloudChanges.ts): the radio closes, a factory reset wipes, the boot time noted; saved.
  const restarted = await ctx.emulators.runIfThere(serial, restartGatewayState, { kind, backAt });
  if (!restarted) throw new Error(`no emulator contents for ${serial}`);
  // Noted in the record before anything is said, so that a simulator stopped from here on resumes it.
  gateway.restart = { kind, backAt };
  ctx.cloud.commit();

  const evt = topics.events({ product: ctx.product, owner: ownerSegment(gateway), serial });
  await ctx.bus.publishEvent(evt, GatewaySettingsEvent.restarting, { serialNumber: serial, kind, backInMs });
  if (kind === 'factory_reset') await ctx.bus.publishEvent(evt, GatewaySettingsEvent.factoryReset, { serialNumber: serial });
  // A factory reset also ends bridge mode (the cloud keeps it as operationMode bits).
  const operationMode = kind === 'factory_reset' ? operationModeWith(gateway.operationMode, 'normal') : gateway.operationMode;
  await applyGatewayPatch(ctx, gateway, { cloud: { connectionStatus: 'offline', operationMode }, emulator: { privilegedBy: null } }, 'records');
  armReturn(ctx, serial, backAt);
  ctx.log(`restart: ${serial} ${kind}, back in ${backInMs} ms`);
  return { serialNumber: serial, kind, backInMs };
}

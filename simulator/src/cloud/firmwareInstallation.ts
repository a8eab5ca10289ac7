import { FIRMWARE_INSTALLING_STATUSES, nextInstallationStep, type Installation } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { CampaignRecord, FirmwareStateRecord, GatewayRecord } from '../store/cloudState';
import { installOhmVersion } from '../gateway/ops/cloudChanges';
import { applyGatewayPatch } from './applyGatewayPatch';
import { currentInstallation } from './gatewayStateEvents';
import { gatewayBySerial } from '../store/cloudIndex';

/**
 * How long a gateway stays in each status before the next (simulator clock;
 * docs/decisions.md "Gateway firmware campaigns"): about three minutes from
 * accepted to installed, most of it downloading and installing.
 */
export const FIRMWARE_STEP_MS: Record<string, number> = {
  accepted: 5_000,
  delivering: 20_000,
  delivered: 5_000,
  downloading: 60_000,
  installing: 90_000,
};

/** The installations kept on a gateway record (the wire allows 100). */
const KEPT_INSTALLATIONS = 20;

export const firmwareStateOf = (ctx: SimContext, serial: string): FirmwareStateRecord | undefined => ctx.cloud.state.firmwareStates.find((s) => s.id === serial);

function ensureState(ctx: SimContext, serial: string): FirmwareStateRecord {
  let state = firmwareStateOf(ctx, serial);
  if (!state) {
    state = { id: serial, checkedAt: null, running: null };
    ctx.cloud.state.firmwareStates.push(state);
  }
  return state;
}

/** The gateway's installations with `installation` last (an earlier one of the same software gives way to it). */
function withInstallation(gateway: GatewayRecord, installation: Installation): Installation[] {
  return [...gateway.installations.filter((i) => i.softwareId !== installation.softwareId), installation].slice(-KEPT_INSTALLATIONS);
}

/** The current installation's history with one more status. */
function withStatus(gateway: GatewayRecord, softwareId: string, status: string, ts: number): Installation[] {
  return gateway.installations.map((i) => (i.softwareId === softwareId ? { softwareId, history: [...i.history, { status, ts }] } : i));
}

const logFailure = (ctx: SimContext, serial: string) => (error: unknown) => ctx.log(`firmware: ${serial} ${String(error)}`);

/** Per gateway, the last step's publishing: the next step waits for it, so the broker sees the statuses in order. */
function enqueue(ctx: SimContext, serial: string, work: () => Promise<void>): void {
  const map = ctx.firmwareChains;
  const next = (map.get(serial) ?? Promise.resolve()).then(work).catch(logFailure(ctx, serial));
  map.set(serial, next);
}

/**
 * spec 1 §4.2, spec 2 §7 confirm: the gateway accepts the campaign's
 * software; the installation is recorded (state, so a restart resumes it)
 * and runs on the simulator clock. The caller has checked everything.
 */
export async function startInstallation(ctx: SimContext, gateway: GatewayRecord, campaign: CampaignRecord): Promise<void> {
  const now = ctx.now();
  ensureState(ctx, gateway.serialNumber).running = {
    campaignID: campaign.campaignID,
    softwareId: campaign.softwareId,
    softwareVersion: campaign.softwareVersion,
    ohmVersion: campaign.ohmVersion,
    startedAt: now,
  };
  const installations = withInstallation(gateway, { softwareId: campaign.softwareId, history: [{ status: 'accepted', ts: now }] });
  // Commits cloud.json (with the running record) at once and publishes gateway_updated and fw_installation_changed.
  const accepted = applyGatewayPatch(ctx, gateway, { cloud: { installations, installationSoftwareId: campaign.softwareId }, emulator: {} }).then(() => undefined);
  enqueue(ctx, gateway.serialNumber, () => accepted);
  scheduleStep(ctx, gateway.serialNumber, { softwareId: campaign.softwareId, startedAt: now }, 'accepted', now);
  await accepted;
}

/** One attempt of one software on one gateway (a second confirm of the same software after a cancel is another). */
interface Attempt {
  softwareId: string;
  startedAt: number;
}

const stillRunning = (ctx: SimContext, serial: string, attempt: Attempt): boolean => {
  const running = firmwareStateOf(ctx, serial)?.running;
  return running?.softwareId === attempt.softwareId && running.startedAt === attempt.startedAt;
};

/**
 * Sets the timer of the status after `status`, due its step's time after
 * `status` was reached (so a restarted simulator resumes where the stored
 * history says). When it fires the status is set (after the last step's
 * events went out) and the following timer is set, while the attempt runs.
 */
function scheduleStep(ctx: SimContext, serial: string, attempt: Attempt, status: string, reachedAt: number): void {
  const next = nextInstallationStep(status);
  if (!next) return;
  const due = reachedAt + (FIRMWARE_STEP_MS[status] ?? 0);
  ctx.clock.setTimeoutAt(() => {
    if (!stillRunning(ctx, serial, attempt)) return;
    enqueue(ctx, serial, () => moveOn(ctx, serial, attempt, status, next, due));
    scheduleStep(ctx, serial, attempt, next, due);
  }, due);
}

/** One step, if the installation is still where the timer left it (a cancel, a reset or QA's PATCH may have moved it). */
async function moveOn(ctx: SimContext, serial: string, attempt: Attempt, was: string, next: string, at: number): Promise<void> {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  const state = firmwareStateOf(ctx, serial);
  const current = gateway ? currentInstallation(gateway) : null;
  if (!gateway || !state?.running || !stillRunning(ctx, serial, attempt) || current?.softwareId !== attempt.softwareId || current.status !== was) return;
  const installations = withStatus(gateway, attempt.softwareId, next, at);
  if (next !== 'installed') {
    // A step on the way changes the gateway's record only.
    await applyGatewayPatch(ctx, gateway, { cloud: { installations }, emulator: {} }, 'records');
    return;
  }
  // Installed: the gateway runs the new firmware (and its ohm version, when the campaign brings one).
  const { softwareVersion, ohmVersion } = state.running;
  state.running = null;
  if (ohmVersion) await ctx.emulators.runIfThere(serial, installOhmVersion, { ohmVersion });
  await applyGatewayPatch(ctx, gateway, {
    cloud: { installations, currentFWVersion: softwareVersion, ...(ohmVersion ? { swVersions: { ...gateway.swVersions, ohmVersion } } : {}) },
    emulator: {},
  });
  ctx.log(`firmware: ${serial} installed ${softwareVersion}`);
}

/**
 * Control API: the running installation ends as canceled (the gateway gave
 * up) or failed. Any installation in progress can be ended, also one QA set
 * by PATCH. Answers false when none is in progress.
 */
export async function endInstallation(ctx: SimContext, gateway: GatewayRecord, action: 'cancel' | 'fail'): Promise<{ softwareId: string; status: string } | null> {
  const current = currentInstallation(gateway);
  if (!current || !FIRMWARE_INSTALLING_STATUSES.includes(current.status)) return null;
  const status = action === 'cancel' ? 'canceled' : 'failed';
  const state = firmwareStateOf(ctx, gateway.serialNumber);
  if (state) state.running = null;
  await applyGatewayPatch(ctx, gateway, { cloud: { installations: withStatus(gateway, current.softwareId, status, ctx.now()) }, emulator: {} });
  return { softwareId: current.softwareId, status };
}

/** At start: every installation stored as running goes on from its last status (docs/decisions.md). */
export function resumeInstallations(ctx: SimContext): number {
  let resumed = 0;
  for (const state of ctx.cloud.state.firmwareStates) {
    const gateway = gatewayBySerial(ctx.cloud.state, state.id);
    const current = gateway ? currentInstallation(gateway) : null;
    if (!gateway || !state.running || current?.softwareId !== state.running.softwareId || !FIRMWARE_INSTALLING_STATUSES.includes(current.status)) continue;
    const reachedAt = gateway.installations.find((i) => i.softwareId === current.softwareId)?.history.at(-1)?.ts ?? ctx.now();
    scheduleStep(ctx, state.id, { softwareId: state.running.softwareId, startedAt: state.running.startedAt }, current.status, reachedAt);
    resumed += 1;
  }
  return resumed;
}

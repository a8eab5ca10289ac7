import { FIRMWARE_INSTALLING_STATUSES, nextInstallationStep, type Installation } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { CampaignRecord, FirmwareStateRecord, GatewayRecord } from '../store/cloudState';
import { applyGatewayPatch } from './applyGatewayPatch';
import { currentInstallation } from './gatewayStateEvents';

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
  // Commits cloud.json (with the running record) and publishes gateway_updated and fw_installation_changed.
  await applyGatewayPatch(ctx, gateway, { cloud: { installations, installationSoftwareId: campaign.softwareId }, emulator: {} });
  scheduleNextStep(ctx, gateway.serialNumber);
}

/**
 * Sets the timer of the running installation's next status, due its step's
 * time after the last status was reached (so a restarted simulator resumes
 * where the stored history says). Each status is set only after the last
 * one's events went out, so the broker sees them in order.
 */
export function scheduleNextStep(ctx: SimContext, serial: string): void {
  const gateway = ctx.cloud.state.gateways.find((g) => g.serialNumber === serial);
  const running = firmwareStateOf(ctx, serial)?.running;
  const current = gateway ? currentInstallation(gateway) : null;
  if (!gateway || !running || !current || current.softwareId !== running.softwareId) return;
  if (!FIRMWARE_INSTALLING_STATUSES.includes(current.status)) return;
  const next = nextInstallationStep(current.status);
  const reachedAt = gateway.installations.find((i) => i.softwareId === current.softwareId)?.history.at(-1)?.ts ?? ctx.now();
  const due = reachedAt + (FIRMWARE_STEP_MS[current.status] ?? 0);
  if (!next) return;
  ctx.clock.setTimeoutAt(() => {
    moveOn(ctx, serial, current, next, due)
      .then(() => scheduleNextStep(ctx, serial))
      .catch(logFailure(ctx, serial));
  }, due);
}

/** One step, if the installation is still where the timer left it (a cancel, a reset or QA's PATCH may have moved it). */
async function moveOn(ctx: SimContext, serial: string, was: { softwareId: string; status: string }, next: string, at: number): Promise<void> {
  const gateway = ctx.cloud.state.gateways.find((g) => g.serialNumber === serial);
  const state = firmwareStateOf(ctx, serial);
  const current = gateway ? currentInstallation(gateway) : null;
  if (!gateway || !state?.running || current?.softwareId !== was.softwareId || current.status !== was.status || state.running.softwareId !== was.softwareId) return;
  const installations = withStatus(gateway, was.softwareId, next, at);
  if (next !== 'installed') {
    await applyGatewayPatch(ctx, gateway, { cloud: { installations }, emulator: {} });
    return;
  }
  // Installed: the gateway runs the new firmware (and its ohm version, when the campaign brings one).
  const { softwareVersion, ohmVersion } = state.running;
  state.running = null;
  const emulator = ctx.emulators.get(serial);
  if (emulator && ohmVersion) {
    emulator.contents.platform.ohmVersion = ohmVersion;
    emulator.save();
  }
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
  const running = ctx.cloud.state.firmwareStates.filter((s) => s.running !== null);
  for (const state of running) scheduleNextStep(ctx, state.id);
  return running.length;
}

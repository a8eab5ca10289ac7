import type { Gateway } from '../model/entities';
import type { FirmwareCampaign } from '../wire/zota';
import { FIRMWARE_INSTALLING_STATUSES, isFirmwareInstalling } from './gatewayState';
import { compareVersions } from './versions';

/** spec 1 §4.2: the statuses a gateway firmware installation runs through, in order, ending installed. */
export const FIRMWARE_INSTALLATION_STEPS: readonly string[] = [...FIRMWARE_INSTALLING_STATUSES, 'installed'];

/** The statuses that end an installation: installed, or canceled (spec 1 §4.2); `failed` is the control API's fail. */
export const FIRMWARE_INSTALLATION_ENDS: readonly string[] = ['installed', 'canceled', 'failed'];

/** spec 2 §3: a campaign offers an upgrade only when its version is newer than the gateway's ("4.1.0" > "3.6.2"). */
export function isNewerFirmware(candidate: string, current: string): boolean {
  return compareVersions(candidate, current) > 0;
}

/** Gateway models are compared without regard to case (the seed says DOC400, the bridge list doc400). */
export const sameModel = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * spec 2 §3, §8: the campaign to offer a gateway: of its model, newer than
 * its firmware, the newest of those (the latest published on a tie); null
 * means "There is no firmware upgrade available."
 */
export function campaignForGateway<C extends Pick<FirmwareCampaign, 'model' | 'softwareVersion' | 'publishedAt'>>(
  campaigns: readonly C[],
  gateway: Pick<Gateway, 'model' | 'currentFWVersion'>,
): C | null {
  let best: C | null = null;
  for (const campaign of campaigns) {
    if (!sameModel(campaign.model, gateway.model) || !isNewerFirmware(campaign.softwareVersion, gateway.currentFWVersion)) continue;
    const order = best ? compareVersions(campaign.softwareVersion, best.softwareVersion) : 1;
    if (order > 0 || (order === 0 && best !== null && campaign.publishedAt >= best.publishedAt)) best = campaign;
  }
  return best;
}

/**
 * spec 1 §4.2, spec 2 §2: the upgrade button is enabled only when a campaign
 * id is available, the caller may change the gateway, the gateway is online
 * and no installation is running (after confirmation it stays disabled).
 */
export function mayConfirmUpgrade(input: {
  campaignID: string | null | undefined;
  canWrite: boolean;
  gateway: Pick<Gateway, 'connectionStatus' | 'installations' | 'installationSoftwareId'>;
}): boolean {
  return !!input.campaignID && input.canWrite && input.gateway.connectionStatus === 'online' && !isFirmwareInstalling(input.gateway);
}

/** The step after `status` in FIRMWARE_INSTALLATION_STEPS; null after installed or for a status not on the way. */
export function nextInstallationStep(status: string): string | null {
  const index = FIRMWARE_INSTALLATION_STEPS.indexOf(status);
  return index < 0 || index === FIRMWARE_INSTALLATION_STEPS.length - 1 ? null : FIRMWARE_INSTALLATION_STEPS[index + 1]!;
}

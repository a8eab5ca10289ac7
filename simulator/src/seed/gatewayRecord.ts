import type { Gateway } from '@homeport/sdk';
import type { GatewayContents } from '../gateway/contents';
import type { GatewayRecord } from '../store/cloudState';
import { DAY_MS, SEED_EPOCH } from './ids';
import type { Prng } from './prng';
import { REGION_ORDER, REGIONS } from './regions';

export interface GatewayPlan {
  serial: string;
  /** 1-based position in the fleet; decides the region. */
  index: number;
  name: string;
  owner: string | null;
  online: boolean;
  model?: string;
  firmware?: string;
  /**
   * Firmware older than any the picks give (Other Flat: before scenario-status
   * collections). The picks are still made, so the gateways after this one
   * come out as before.
   */
  olderFirmware?: { currentFWVersion: string; ohmVersion: string };
  operationMode?: number;
}

const MODELS = ['DOC400', 'DOC400', 'HA101', 'HA102', 'JCO4032', 'LIV100', 'SHH600', 'SHH800'];
const FIRMWARE = ['3.2.1', '3.4.0', '3.6.2', '4.0.1'];
const OHM = ['4.18.2', '4.19.0', '4.21.3'];
// spec 1 §4.2: the statuses a gateway firmware installation goes through.
const INSTALL_STEPS = ['accepted', 'delivering', 'delivered', 'downloading', 'installing', 'installed'];

/** A gateway's cloud record and its emulator contents' platform, consistent with each other. */
export function planGateway(prng: Prng, plan: GatewayPlan): { record: GatewayRecord; platform: GatewayContents['platform'] } {
  const region = REGION_ORDER[(plan.index - 1) % REGION_ORDER.length] ?? 'S';
  const place = prng.pick(REGIONS[region]);
  const model = plan.model ?? prng.pick(MODELS);
  const pickedFirmware = plan.firmware ?? prng.pick(FIRMWARE);
  const firmware = plan.olderFirmware?.currentFWVersion ?? pickedFirmware;
  const softwareId = `fw-${model.toLowerCase()}-${firmware}`;
  const installedAt = SEED_EPOCH - prng.int(5, 200) * DAY_MS;
  const connectionType: Gateway['connectionType'] = model === 'VOC200' ? 'unknown' : prng.chance(0.6) ? 'ethernet' : 'wifi';
  const pickedOhm = prng.pick(OHM);
  const ohmVersion = plan.olderFirmware?.ohmVersion ?? pickedOhm;
  const record: GatewayRecord = {
    id: plan.serial,
    serialNumber: plan.serial,
    name: plan.name,
    userId: plan.owner,
    connectionStatus: plan.online ? 'online' : 'offline',
    secureId: prng.hex(24),
    type: model === 'VOC200' ? 'VG' : 'HG',
    model,
    operationMode: plan.operationMode ?? 0,
    connectionType,
    currentFWVersion: firmware,
    swVersions: { ohmVersion },
    installations: [
      {
        softwareId,
        history: INSTALL_STEPS.map((status, step) => ({ status, ts: installedAt + step * 60_000 })),
      },
    ],
    installationSoftwareId: softwareId,
    backupRestoreInProgress: false,
    replacementInProgress: false,
    subscriptionLockMode: 0,
    isAutomaticallyBackup: prng.chance(0.5),
    region,
    state: place.state,
    centre: prng.pick(place.centres),
  };
  const platform: GatewayContents['platform'] = {
    model,
    ohmVersion,
    appVersion: '2.18.8',
    osmVersion: prng.pick(['1.24.0', '1.25.0', '1.26.1']),
    networkType: connectionType,
    ip: `192.168.${prng.int(0, 10)}.${prng.int(2, 250)}`,
  };
  return { record, platform };
}

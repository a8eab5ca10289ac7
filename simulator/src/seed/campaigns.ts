import type { CampaignRecord } from '../store/cloudState';
import { DAY_MS, SEED_EPOCH } from './ids';

/** The installation's softwareId of a campaign (the seed's installations are named the same way). */
export const softwareIdOf = (model: string, version: string): string => `fw-${model.toLowerCase()}-${version}`;

const campaign = (n: number, model: string, softwareVersion: string, ohmVersion: string | null, softwareDescription: string[], daysAgo: number): CampaignRecord => ({
  id: `fwc-${n}`,
  campaignID: `fwc-${n}`,
  model,
  softwareId: softwareIdOf(model, softwareVersion),
  softwareVersion,
  softwareDescription,
  ohmVersion,
  publishedAt: SEED_EPOCH - daysAgo * DAY_MS,
});

const FEATURES_41 = ['Faster Z-Wave inclusion', 'Scenes keep running while the cloud is unreachable', 'Zigbee channel chosen at start-up', 'Security fixes'];

/**
 * The seeded campaigns (docs/simulator.md "Firmware campaigns"): 4.1.0 for
 * DOC400, HA101, HA102 and LIV100 (DOC400 also has the older 4.0.1, so the
 * newest is chosen); none for SHH600, SHH800, JCO4032 and VOC200, so their
 * gateways show "There is no firmware upgrade available."
 */
export function seedCampaigns(): CampaignRecord[] {
  return [
    campaign(1, 'DOC400', '4.0.1', '4.21.3', ['Longer battery reports for sensors', 'Security fixes'], 60),
    campaign(2, 'DOC400', '4.1.0', '4.22.0', FEATURES_41, 10),
    campaign(3, 'HA101', '4.1.0', '4.22.0', FEATURES_41, 10),
    campaign(4, 'HA102', '4.1.0', '4.22.0', FEATURES_41, 10),
    campaign(5, 'LIV100', '4.1.0', null, ['Night mode for the status light', 'Security fixes'], 20),
  ];
}

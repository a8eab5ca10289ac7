import type { GatewayContents } from '../gateway/contents';
import { newFactorySecrets, type FactorySecrets } from '../gateway/factorySecrets';
import type { CloudState, GatewayRecord, LinkedAccountRecord } from '../store/cloudState';
import {
  adminAccount,
  DEMO_OFFLINE_SERIAL,
  DEMO_ONLINE_SERIAL,
  demoAccount,
  familyAccount,
  NAMED_GATEWAY_COUNT,
  otherAccount,
  OTHER_SERIALS,
  termsAccount,
  viewerAccount,
} from './accounts';
import { seedCampaigns } from './campaigns';
import { clientRecords } from './clients';
import { seedCountries } from './countries';
import { giveCustomersAudience } from './announcementAudience';
import { CustomerPool } from './customers';
import { demoHome } from './demoHome';
import { encodeHomes } from './derivedGateway';
import { genericHome } from './genericHome';
import { defaultScenarioStatuses } from '../gateway/rules/scenarioStatuses';
import { seedLicences } from './licences';
import { planGateway, type GatewayPlan } from './gatewayRecord';
import { serialOf } from './ids';
import { Prng } from './prng';
import { accountRecord } from './users';

export interface SeedOptions {
  seed: number;
  gateways: number;
}

export interface SeedData {
  cloud: CloudState;
  /** The named gateways' contents; the generated ones' are derived on first load (seed/derivedGateway.ts). */
  contents: GatewayContents[];
}

/** The first generated gateways are fixed so that every combination exists in any fleet. */
const FORCED: Record<number, { assigned: boolean; online: boolean; model?: string }> = {
  6: { assigned: false, online: true },
  7: { assigned: false, online: false },
  8: { assigned: true, online: false },
  9: { assigned: true, online: true, model: 'VOC200' },
};

/** Other Flat's (HP1000000003) firmware and ohm version: older than the sdk's SCENARIO_STATUS_MIN_FIRMWARE. */
export const OLD_STATUS_FIRMWARE = { currentFWVersion: '3.1.0', ohmVersion: '3.1.7' };

export const MIN_GATEWAYS = NAMED_GATEWAY_COUNT;
export const MAX_GATEWAYS = 100_000;

/**
 * The deterministic seed (docs/contracts.md "Seed"): the same options give
 * the same data folder, byte for byte, but for each gateway's factory
 * secrets, which come from `secretsFor` (random by default: a secret the
 * seed's PRNG made would be the same in every folder seeded alike). Named
 * gateways first (demo, other), then a generated fleet over regions S, N, E, W.
 */
export function buildSeed({ seed, gateways }: SeedOptions, secretsFor: (serial: string) => FactorySecrets = newFactorySecrets): SeedData {
  if (!Number.isInteger(gateways) || gateways < MIN_GATEWAYS || gateways > MAX_GATEWAYS) {
    throw new Error(`gateways must be an integer from ${MIN_GATEWAYS} to ${MAX_GATEWAYS}`);
  }
  const fleetPrng = new Prng(seed);
  const homePrng = new Prng(seed ^ 0x9e3779b9);
  const customers = new CustomerPool(new Prng(seed ^ 0x85ebca6b), Math.ceil((gateways - NAMED_GATEWAY_COUNT) / 2));

  const records: GatewayRecord[] = [];
  const contents: GatewayContents[] = [];
  const homes: boolean[] = [];
  const add = (plan: GatewayPlan, home: Pick<GatewayContents, 'devices' | 'floors'> & Partial<Pick<GatewayContents, 'rules' | 'scenarioStatuses' | 'ruleSeq'>>) => {
    const { record, platform } = planGateway(fleetPrng, plan);
    records.push(record);
    contents.push({
      serialNumber: plan.serial,
      platform,
      privilegedBy: null,
      pinLocked: false,
      factory: secretsFor(plan.serial),
      rules: [],
      scenarioStatuses: defaultScenarioStatuses(),
      ruleSeq: 0,
      ...home,
    });
  };

  add({ serial: DEMO_ONLINE_SERIAL, index: 1, name: 'Demo Home', owner: demoAccount.userId, online: true, model: 'DOC400', firmware: '3.6.2' }, demoHome());
  add({ serial: DEMO_OFFLINE_SERIAL, index: 2, name: 'Beach House', owner: demoAccount.userId, online: false, model: 'DOC400' }, genericHome(homePrng, true));
  OTHER_SERIALS.forEach((serial, i) =>
    add(
      {
        serial,
        index: 3 + i,
        name: ['Other Flat', 'Other Office', 'Other Garage'][i] ?? serial,
        owner: otherAccount.userId,
        online: i !== 1,
        // One gateway in operation mode bit 2 (spec 1 §6: only Settings usable).
        operationMode: i === 2 ? 4 : 0,
        // Other Flat runs firmware from before scenario-status collections: get_scenario_statuses answers 1, get_statuses works.
        olderFirmware: i === 0 ? OLD_STATUS_FIRMWARE : undefined,
      },
      genericHome(homePrng, true),
    ),
  );

  // Generated gateways: their cloud records now, their contents derived when first loaded (seed/derivedGateway.ts).
  for (let index = NAMED_GATEWAY_COUNT + 1; index <= gateways; index += 1) {
    const serial = serialOf(index);
    const fixed = FORCED[index];
    const assigned = fixed?.assigned ?? fleetPrng.chance(0.75);
    const online = fixed?.online ?? fleetPrng.chance(0.7);
    const owner = assigned ? customers.assign(serial) : null;
    homes.push(assigned);
    records.push(
      planGateway(fleetPrng, { serial, index, name: owner ? `${owner.firstName}'s Home` : 'Unassigned gateway', owner: owner?.id ?? null, online, model: fixed?.model }).record,
    );
  }

  const saltPrng = new Prng(seed ^ 0xc2b2ae35);
  const linkedAccounts: LinkedAccountRecord[] = [
    {
      id: 'link-1',
      masterAccountId: demoAccount.userId,
      secondaryAccountId: familyAccount.userId,
      isSupport: familyAccount.linkedTo?.isSupport ?? false,
      verified: true,
    },
  ];
  giveCustomersAudience(customers.all());
  const users = [
    accountRecord(demoAccount, demoAccount.owns, saltPrng),
    accountRecord(adminAccount, [], saltPrng),
    accountRecord(otherAccount, otherAccount.owns, saltPrng),
    // A secondary account reaches its master's gateways (spec 2 §3 "Linked account").
    accountRecord(familyAccount, demoAccount.owns, saltPrng),
    accountRecord(termsAccount, [], saltPrng),
    accountRecord(viewerAccount, [], saltPrng),
    ...customers.all(),
  ];

  return {
    cloud: {
      meta: { seed, gateways, homes: encodeHomes(homes) },
      users,
      sessions: [],
      gateways: records,
      countries: seedCountries(),
      linkedAccounts,
      loginAttempts: [],
      tokens: [],
      outbox: [],
      clients: clientRecords(),
      oauthGrants: [],
      licences: seedLicences(seed, records),
      addresses: [],
      onlineOfflineNotices: [],
      kpiReports: [],
      campaigns: seedCampaigns(),
      firmwareStates: [],
      alarms: [],
      alarmTables: [],
      alarmNotifications: [],
      exportTasks: [],
      mediaDeviceNotices: [],
    },
    contents,
  };
}

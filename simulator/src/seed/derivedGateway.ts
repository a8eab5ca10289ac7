import type { GatewayContents } from '../gateway/contents';
import { newFactorySecrets, type FactorySecrets } from '../gateway/factorySecrets';
import { defaultScenarioStatuses } from '../gateway/rules/scenarioStatuses';
import { gatewayBySerial } from '../store/cloudIndex';
import type { CloudStore } from '../store/cloudStore';
import type { CloudMeta, GatewayRecord } from '../store/cloudState';
import { NAMED_GATEWAY_COUNT } from './accounts';
import { genericHome } from './genericHome';
import { Prng } from './prng';

/**
 * A generated gateway's contents (docs/simulator.md "Fleet size") are not
 * written at seeding: they are derived from the seed and the serial when the
 * gateway is first loaded (its factory secrets made then, and its file
 * written), so a fresh start costs the same at any fleet size. What the seed
 * decided for the whole fleet at once (whether the gateway was assigned, so
 * has a home) is kept in cloud.json's meta as one bit a gateway (`homes`,
 * base64); the rest comes from a PRNG of the seed and the gateway's index,
 * and from the cloud record (model, versions, connection).
 */

/** The homes bits of the generated gateways, in fleet order (bit i: gateway NAMED_GATEWAY_COUNT + 1 + i). */
export function encodeHomes(assigned: readonly boolean[]): string {
  const bytes = Buffer.alloc(Math.ceil(assigned.length / 8));
  assigned.forEach((yes, i) => {
    if (yes) bytes[i >> 3]! |= 1 << (i & 7);
  });
  return bytes.toString('base64');
}

function hasHome(homes: string, position: number): boolean {
  const bytes = Buffer.from(homes, 'base64');
  return ((bytes[position >> 3] ?? 0) & (1 << (position & 7))) !== 0;
}

/** The fleet index of a seed serial (HP1000000042: 42), or null. */
export function indexOfSerial(serial: string): number | null {
  const match = /^HP(\d{10})$/.exec(serial);
  if (!match) return null;
  const index = Number(match[1]) - 1_000_000_000;
  return index > 0 ? index : null;
}

/** The PRNG of one generated gateway: the seed's, mixed with its index (independent of every other gateway). */
export function gatewayPrng(seed: number, index: number): Prng {
  return new Prng((seed ^ Math.imul(index, 0x9e3779b1) ^ 0x27d4eb2f) >>> 0);
}

/** A generated home: 10 to 30 devices (20 on average), on one floor; an unassigned gateway has none. */
export const GENERATED_DEVICES = { min: 10, max: 30 };

/**
 * The contents of a generated gateway of this seed, or null for any other
 * serial (named gateways, virtual ones, folders seeded before `homes`).
 */
export function deriveGatewayContents(meta: CloudMeta, record: GatewayRecord, secretsFor: (serial: string) => FactorySecrets = newFactorySecrets): GatewayContents | null {
  if (typeof meta.homes !== 'string') return null;
  const index = indexOfSerial(record.serialNumber);
  if (index === null || index <= NAMED_GATEWAY_COUNT || index > meta.gateways) return null;
  const prng = gatewayPrng(meta.seed, index);
  const home = genericHome(prng, hasHome(meta.homes, index - NAMED_GATEWAY_COUNT - 1), GENERATED_DEVICES);
  return {
    serialNumber: record.serialNumber,
    platform: {
      model: record.model,
      ohmVersion: record.swVersions.ohmVersion,
      appVersion: '2.18.8',
      osmVersion: prng.pick(['1.24.0', '1.25.0', '1.26.1']),
      networkType: record.connectionType,
      ip: `192.168.${prng.int(0, 10)}.${prng.int(2, 250)}`,
    },
    privilegedBy: null,
    pinLocked: false,
    factory: secretsFor(record.serialNumber),
    rules: [],
    scenarioStatuses: defaultScenarioStatuses(),
    ruleSeq: 0,
    ...home,
  };
}

/** For readers that never load an emulator (statistics): a generated gateway's contents as derived, without secrets of its own. */
export function statisticsDerive(cloud: Pick<CloudStore, 'state'>): (serial: string) => GatewayContents | null {
  return (serial) => {
    const record = gatewayBySerial(cloud.state, serial);
    return record ? deriveGatewayContents(cloud.state.meta, record, () => ({ pin: '000000', localPassword: 'unused' })) : null;
  };
}

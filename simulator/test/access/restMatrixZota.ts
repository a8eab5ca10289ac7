import { expect } from 'vitest';
import type { HttpRequest, MatrixFixture } from './fixture';
import { control, gatewayRead, gatewayWrite, ownData } from './outcomes';
import type { RestRow } from './restRow';
import { TARGET_SERIAL } from './roles';

/**
 * The access matrix rows of gateway firmware campaigns (docs/contracts.md
 * "Gateway firmware campaigns"); REST_ROWS takes them in.
 */

const SERIAL = TARGET_SERIAL;
/** Seed: the newest DOC400 campaign (4.1.0); the target gateway is a DOC400 on 3.6.2. */
const CAMPAIGN = 'fwc-2';

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

interface FirmwareView {
  currentFWVersion: string;
  installations: Array<{ softwareId: string; history: Array<{ status: string; ts?: number }> }>;
  installationSoftwareId: string | null;
}
const firmwareOf = async (fx: MatrixFixture): Promise<FirmwareView> => {
  const { currentFWVersion, installations, installationSoftwareId } = (await fx.gateway(SERIAL)) as unknown as FirmwareView;
  return { currentFWVersion, installations, installationSoftwareId };
};
const lastStatus = (view: FirmwareView) => view.installations.find((i) => i.softwareId === view.installationSoftwareId)?.history.at(-1)?.status;

/** Ends what a cell started and puts the installations back as they were. */
async function putBack(fx: MatrixFixture, before: FirmwareView | undefined): Promise<void> {
  const now = await firmwareOf(fx);
  if (['accepted', 'delivering', 'delivered', 'downloading', 'installing'].includes(lastStatus(now) ?? '')) {
    await fx.qaOk('POST', `/__sim/gateways/${SERIAL}/firmware-installation`, { action: 'cancel' });
  }
  if (before)
    await fx.patchGateway(SERIAL, { installations: before.installations, installationSoftwareId: before.installationSoftwareId, currentFWVersion: before.currentFWVersion });
}

/** The target's firmware before the cancel row put an installation in progress. */
let seeded: FirmwareView | undefined;

const campaignCount = async (fx: MatrixFixture) => (await fx.qaOk<unknown[]>('GET', '/__db/campaigns')).length;

export const ZOTA_ROWS: RestRow[] = [
  row({
    service: 'zota',
    method: 'GET',
    route: '/api/zota/list',
    why: 'spec 2 §7: campaigns are product information any signed-in user reads',
    expect: ownData(),
    request: () => get('/api/zota/list?model=DOC400'),
  }),
  row({
    service: 'zota',
    method: 'GET',
    route: '/api/zota/modellist',
    why: 'spec 2 §7: product information any signed-in user reads',
    expect: ownData(),
    request: () => get('/api/zota/modellist'),
  }),
  row({
    service: 'zota',
    method: 'GET',
    route: '/api/zota/software/:id',
    why: 'spec 2 §7: product information any signed-in user reads',
    expect: ownData(),
    request: () => get('/api/zota/software/fw-doc400-4.1.0'),
  }),
  row({
    service: 'zota',
    method: 'GET',
    route: '/api/zota/table/info',
    why: 'spec 1 §6: a gateway the caller reaches; admins reach all',
    expect: gatewayRead,
    request: () => get(`/api/zota/table/info?serialNumber=${SERIAL}`),
  }),
  row({
    service: 'zota',
    method: 'POST',
    route: '/api/zota/table/refresh',
    why: 'docs/decisions.md "Gateway firmware campaigns": a check reads the gateway, so whoever reads it may ask',
    expect: gatewayRead,
    request: () => post('/api/zota/table/refresh', { serialNumber: SERIAL }),
  }),
  row<FirmwareView>({
    service: 'zota',
    method: 'POST',
    route: '/api/zota/confirm',
    why: 'spec 1 §6: a firmware upgrade is a write on the gateway (its users and admin-support); the read-only admin 000403',
    expect: gatewayWrite,
    request: () => post('/api/zota/confirm', { gatewayID: SERIAL, campaignID: CAMPAIGN }),
    observe: firmwareOf,
    effect: (after) => expect(after.installationSoftwareId).toBe('fw-doc400-4.1.0'),
    restore: (fx, _role, before) => putBack(fx, before),
  }),

  // ---- __sim: QA's side of firmware campaigns ----
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/zota/campaigns',
    why: 'DESIGN.md "Access control"',
    expect: control({ status: 201 }),
    request: () => post('/api/__sim/zota/campaigns', { model: 'SHH600', softwareVersion: '9.0.0', softwareDescription: ['Matrix'] }),
    observe: campaignCount,
    restore: async (fx) => {
      for (const c of await fx.qaOk<Array<{ id: string; model: string }>>('GET', '/__db/campaigns?model=SHH600')) await fx.qaOk('DELETE', `/__sim/zota/campaigns/${c.id}`);
    },
  }),
  row({
    service: '__sim',
    method: 'DELETE',
    route: '/api/__sim/zota/campaigns/:id',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: async (fx) => {
      await fx.qaOk('POST', '/__sim/zota/campaigns', { model: 'SHH600', softwareVersion: '9.0.0', softwareDescription: ['Matrix'] });
    },
    request: async (fx) => {
      const [campaign] = await fx.qaOk<Array<{ id: string }>>('GET', '/__db/campaigns?model=SHH600');
      return { method: 'DELETE', path: `/api/__sim/zota/campaigns/${campaign?.id ?? 'fwc-none'}` };
    },
    observe: campaignCount,
    restore: async (fx) => {
      for (const c of await fx.qaOk<Array<{ id: string }>>('GET', '/__db/campaigns?model=SHH600')) await fx.qaOk('DELETE', `/__sim/zota/campaigns/${c.id}`);
    },
  }),
  row<FirmwareView>({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/firmware-installation',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: async (fx) => {
      seeded = await firmwareOf(fx);
      await fx.patchGateway(SERIAL, { installations: [{ softwareId: 'fw-matrix', history: [{ status: 'downloading' }] }], installationSoftwareId: 'fw-matrix' });
    },
    request: () => post(`/api/__sim/gateways/${SERIAL}/firmware-installation`, { action: 'cancel' }),
    observe: firmwareOf,
    effect: (after) => expect(lastStatus(after)).toBe('canceled'),
    restore: async (fx) => {
      if (seeded) await fx.patchGateway(SERIAL, { installations: seeded.installations, installationSoftwareId: seeded.installationSoftwareId });
    },
  }),
];

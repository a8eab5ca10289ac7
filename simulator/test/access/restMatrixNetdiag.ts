import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { HttpRequest, MatrixFixture } from './fixture';
import { allowed, gatewayRead, NOT_YOURS, ROLE_REFUSED, withSession } from './outcomes';
import type { RestRow } from './restRow';
import { TARGET_SERIAL } from './roles';

/**
 * The access matrix rows of network diagnostics (docs/contracts.md "Network
 * diagnostics"): whoever reaches the gateway reads its topology, images and
 * spans; catching an image is a write (the gateway's users and
 * admin-support; the read-only admin 000403). The images are read from the
 * data folder's `netdiag/` log, never through the role.
 */

const SERIAL = TARGET_SERIAL;
const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

/** The images of the target gateway on disk. */
const imagesOnDisk = (fx: MatrixFixture): number => {
  const file = join(fx.t.dataDir, 'netdiag', `${SERIAL}.log`);
  return existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '').length
    : 0;
};

const backOnline = (fx: MatrixFixture) => fx.patchGateway(SERIAL, { connectionStatus: 'online' });

/** spec 1 §6: catching an image writes; a new image answers 201. */
const imageWrite = withSession({ owner: allowed(201), linked: allowed(201), stranger: NOT_YOURS, viewer: ROLE_REFUSED, support: allowed(201), supportConnected: allowed(201) });

export const NETDIAG_ROWS: RestRow[] = [
  row({
    service: 'aggregated_data',
    method: 'GET',
    route: '/api/aggregated_data/fetch',
    why: 'spec 2 §2, spec 1 §6: the topology of a gateway the caller reaches (the portal shows /net_diag to users only with NETDIAG_AVAILABLE_TO_USER)',
    expect: gatewayRead,
    prepare: backOnline,
    request: () => get(`/api/aggregated_data/fetch?serialNumber=${SERIAL}`),
  }),
  row({
    service: 'aggregated_data',
    method: 'POST',
    route: '/api/aggregated_data/create',
    why: 'spec 3 §7, spec 1 §6: a new network image is a write on the gateway',
    expect: imageWrite,
    // The daily images due by now are taken first (a netdiag read catches them up), so the cell's one write is its own.
    prepare: async (fx) => {
      await backOnline(fx);
      expect((await fx.call('owner', get(`/api/aggregated_data/getSpans?serialNumber=${SERIAL}&page=0&limit=1`))).status).toBe(200);
    },
    request: () => post('/api/aggregated_data/create', { serialNumber: SERIAL }),
    observe: (fx) => imagesOnDisk(fx),
    effect: (after, before) => expect(after).toBe(before + 1),
  }),
  row({
    service: 'aggregated_data',
    method: 'GET',
    route: '/api/aggregated_data/getSpans',
    why: 'spec 2 §2 history (/net_diag_offline is open to both roles): a gateway the caller reaches',
    expect: gatewayRead,
    request: () => get(`/api/aggregated_data/getSpans?serialNumber=${SERIAL}`),
  }),
  row({
    service: 'aggregated_data',
    method: 'GET',
    route: '/api/aggregated_data/fetchNetworkHistoryImage',
    why: 'spec 2 §2 history (/net_diag_offline is open to both roles): a gateway the caller reaches',
    expect: gatewayRead,
    request: () => get(`/api/aggregated_data/fetchNetworkHistoryImage?serialNumber=${SERIAL}`),
  }),
];

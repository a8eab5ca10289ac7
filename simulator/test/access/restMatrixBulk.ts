import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { BulkCampaign, BulkContent, BulkTask } from '@homeport/sdk';
import { adminAccount } from '../../src/seed/accounts';
import { serialOf } from '../../src/seed/ids';
import type { HttpRequest, MatrixFixture } from './fixture';
import { adminOnly, allowed, control, OK, ROLE_REFUSED, withSession, type Outcome } from './outcomes';
import type { RestRow } from './restRow';
import { isSignedIn, type Role } from './roles';

/**
 * The access matrix rows of /bom and /location (docs/contracts.md "Bulk
 * operations"): admins read; only admin-support changes (spec 1 §6, spec 3
 * §1: the read-only admin 000403); users 000403. REST_ROWS takes them in.
 * The state is read from the data folder (bulk/), never through the role.
 * The queue is paused while a write cell runs, so a campaign stays as the
 * cell left it; it targets a gateway no other cell uses.
 */

/** A fleet customer's gateway (the matrix seeds ten) whose home no other cell looks at. */
const SERIAL = serialOf(7);
const ADMIN = adminAccount.userId;
const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });
const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : ADMIN);

/** spec 3 §1, spec 1 §6: an admin-support change; the read-only admin and users 000403. */
const adminWrite = (outcome: Outcome = OK) =>
  withSession({ owner: ROLE_REFUSED, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: outcome, supportConnected: outcome });

const layout = {
  content_name: 'Matrix floor',
  content_type: 'lyt',
  content_params: [{ name: 'create_layout', params: { floors: [{ floor_name: 'Matrix floor', rooms: ['Matrix room'] }] }, type: 'command' }],
};

/** The campaigns and their tasks as the data folder holds them (the last line of each record wins). */
function campaignsOnDisk(fx: MatrixFixture): Map<string, { campaign: BulkCampaign; tasks: Map<string, BulkTask> }> {
  const dir = join(fx.t.dataDir, 'bulk', 'campaigns');
  const all = new Map<string, { campaign: BulkCampaign; tasks: Map<string, BulkTask> }>();
  if (!existsSync(dir)) return all;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.log'))) {
    let campaign: BulkCampaign | null = null;
    const tasks = new Map<string, BulkTask>();
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const record = JSON.parse(line) as { c?: BulkCampaign; t?: BulkTask };
      if (record.c) campaign = record.c;
      if (record.t) tasks.set(record.t._id, record.t);
    }
    if (campaign) all.set(campaign._id, { campaign, tasks });
  }
  return all;
}

function contentsOnDisk(fx: MatrixFixture): string[] {
  const file = join(fx.t.dataDir, 'bulk', 'contents.log');
  if (!existsSync(file)) return [];
  const ids = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as { add?: BulkContent; del?: string };
    if (record.add) ids.add(record.add._id);
    if (record.del) ids.delete(record.del);
  }
  return [...ids].sort();
}

const pause = async (fx: MatrixFixture) => {
  await fx.qaOk('POST', '/__sim/bulk/queue', { action: 'pause' });
};
const resume = async (fx: MatrixFixture) => {
  await fx.qaOk('POST', '/__sim/bulk/queue', { action: 'resume' });
};

/** A new campaign made by admin-support (the queue paused: its task stays Pending). */
async function newCampaign(fx: MatrixFixture, cancel = false): Promise<BulkCampaign> {
  await pause(fx);
  const answer = await fx.call('support', post('/api/bom/campaign/create', { operation_name: 'Matrix', userId: ADMIN, content: layout, devices: [SERIAL] }));
  if (answer.status !== 201) throw new Error(`no campaign: ${answer.status} ${answer.text}`);
  const campaign = (answer.body as { data: BulkCampaign }).data;
  if (cancel) {
    const canceled = await fx.call('support', post(`/api/bom/campaign/cancelAll/${campaign._id}`));
    if (canceled.status !== 200) throw new Error(`not canceled: ${canceled.status} ${canceled.text}`);
  }
  return campaign;
}

let campaignId = 'none';
let contentId = 'none';
const statusOf = (fx: MatrixFixture) => campaignsOnDisk(fx).get(campaignId)?.campaign.status ?? null;
const firstTaskStatus = (fx: MatrixFixture) => campaignsOnDisk(fx).get(campaignId)?.tasks.get(`${campaignId}-1`)?.taskOptions.status ?? null;

/** A read: any admin; users 000403. */
const readRow = (
  method: 'GET' | 'POST',
  route: string,
  request: (fx: MatrixFixture) => HttpRequest | Promise<HttpRequest>,
  why: string,
  prepare?: (fx: MatrixFixture) => Promise<void>,
): RestRow =>
  row({
    service: route.startsWith('/api/location') ? 'location' : 'bom',
    method,
    route,
    why,
    expect: adminOnly,
    prepare,
    request,
  });

export const BULK_ROWS: RestRow[] = [
  row({
    service: 'bom',
    method: 'POST',
    route: '/api/bom/campaign/create',
    why: 'spec 3 §7, §1, spec 1 §6: creating a bulk operation is an admin-support change',
    expect: adminWrite(allowed(201)),
    prepare: pause,
    request: (fx, role) => post('/api/bom/campaign/create', { operation_name: `Matrix ${role}`, userId: ownUserId(fx, role), content: layout, devices: [SERIAL] }),
    observe: (fx) => campaignsOnDisk(fx).size,
    effect: (after, before) => expect(after, 'one more campaign').toBe(before + 1),
    restore: resume,
  }),
  readRow('GET', '/api/bom/campaign/list', () => ({ method: 'GET', path: '/api/bom/campaign/list?limit=5' }), 'spec 3 §7: the bulk log, admins'),
  readRow(
    'GET',
    '/api/bom/campaign/:id',
    () => ({ method: 'GET', path: `/api/bom/campaign/${campaignId}` }),
    'spec 3 §7: one bulk operation, admins',
    async (fx) => {
      campaignId = (await newCampaign(fx))._id;
      await resume(fx);
    },
  ),
  ...(['remove', 'cancelAll'] as const).map((verb) =>
    row({
      service: 'bom',
      method: 'POST',
      route: `/api/bom/campaign/${verb}/:id`,
      why: 'spec 3 §4: canceling a campaign (all its tasks) is an admin-support change',
      expect: adminWrite(),
      prepare: async (fx: MatrixFixture) => {
        campaignId = (await newCampaign(fx))._id;
      },
      request: () => post(`/api/bom/campaign/${verb}/${campaignId}`),
      observe: statusOf,
      effect: (after: string | null) => expect(after).toBe('Canceled'),
      restore: resume,
    }),
  ),
  row({
    service: 'bom',
    method: 'DELETE',
    route: '/api/bom/campaign/delete/:id',
    why: 'spec 3 §2 "Bulk log": deleting an ended campaign is an admin-support change',
    expect: adminWrite(),
    prepare: async (fx) => {
      campaignId = (await newCampaign(fx, true))._id;
    },
    request: () => ({ method: 'DELETE', path: `/api/bom/campaign/delete/${campaignId}` }),
    observe: (fx) => campaignsOnDisk(fx).has(campaignId),
    effect: (after) => expect(after, 'the campaign is gone').toBe(false),
    restore: resume,
  }),
  row({
    service: 'bom',
    method: 'POST',
    route: '/api/bom/content/create',
    why: 'spec 3 §7: bulk content is made by admin-support',
    expect: adminWrite(allowed(201)),
    request: (_fx, role) => post('/api/bom/content/create', { ...layout, content_name: `Matrix ${role}` }),
    observe: (fx) => contentsOnDisk(fx).length,
    effect: (after, before) => expect(after).toBe(before + 1),
  }),
  readRow('GET', '/api/bom/content/list', () => ({ method: 'GET', path: '/api/bom/content/list?type=lyt' }), 'spec 3 §7: the content choice, admins'),
  row({
    service: 'bom',
    method: 'DELETE',
    route: '/api/bom/content/delete/:id',
    why: 'spec 3 §7: deleting bulk content is an admin-support change',
    expect: adminWrite(),
    prepare: async (fx) => {
      const answer = await fx.call('support', post('/api/bom/content/create', { ...layout, content_name: 'Matrix spare' }));
      contentId = (answer.body as { data: BulkContent }).data._id;
    },
    request: () => ({ method: 'DELETE', path: `/api/bom/content/delete/${contentId}` }),
    observe: (fx) => contentsOnDisk(fx).includes(contentId),
    effect: (after) => expect(after).toBe(false),
  }),
  readRow(
    'GET',
    '/api/bom/task/list/:id',
    () => ({ method: 'GET', path: `/api/bom/task/list/${campaignId}` }),
    'spec 3 §7: the tasks of a bulk operation, admins',
    async (fx) => {
      campaignId = (await newCampaign(fx))._id;
      await resume(fx);
    },
  ),
  ...(['reset', 'resetAll'] as const).map((verb) =>
    row({
      service: 'bom',
      method: 'POST',
      route: `/api/bom/task/${verb}/:id`,
      why: 'spec 3 §4: resetting tasks runs them again (admin-support)',
      expect: adminWrite(),
      prepare: async (fx: MatrixFixture) => {
        campaignId = (await newCampaign(fx, true))._id;
      },
      request: () => post(`/api/bom/task/${verb}/${verb === 'reset' ? `${campaignId}-1` : campaignId}`),
      observe: firstTaskStatus,
      effect: (after: string | null) => expect(after).toBe('Pending'),
      restore: resume,
    }),
  ),
  row({
    service: 'bom',
    method: 'POST',
    route: '/api/bom/task/cancelSpecific',
    why: 'spec 3 §4: canceling one task is an admin-support change',
    expect: adminWrite(),
    prepare: async (fx) => {
      campaignId = (await newCampaign(fx))._id;
    },
    request: () => post('/api/bom/task/cancelSpecific', { taskIds: [`${campaignId}-1`] }),
    observe: firstTaskStatus,
    effect: (after) => expect(after).toBe('Canceled'),
    restore: resume,
  }),
  readRow('GET', '/api/location/regions', () => ({ method: 'GET', path: '/api/location/regions' }), 'spec 3 §7 location group: admins'),
  readRow('POST', '/api/location/countriesInRegion', () => post('/api/location/countriesInRegion', { region: 'S' }), 'spec 3 §7 location group: admins'),
  readRow('POST', '/api/location/jCenterInState', () => post('/api/location/jCenterInState', { state: 'Karnataka' }), 'spec 3 §7 location group: admins'),
  readRow(
    'POST',
    '/api/location/jDetailsInCenter',
    async (fx) => post('/api/location/jDetailsInCenter', { jc: ((await fx.gateway(SERIAL)) as unknown as { centre: string }).centre }),
    'spec 3 §7 location group: admins',
  ),
  readRow('POST', '/api/location/filtering', () => post('/api/location/filtering', { filter: { reglist: ['S'] }, limit: 5 }), 'spec 3 §7: the bulk gateway list, admins'),
  row({
    service: 'location',
    method: 'POST',
    route: '/api/location/importDet',
    why: 'spec 3 §7: importing centres and points changes the fleet (admin-support)',
    expect: adminWrite(),
    request: (_fx, role) => {
      const text = (s: string) => new Uint8Array(Buffer.from(s)) as Uint8Array<ArrayBuffer>;
      return {
        method: 'POST',
        path: '/api/location/importDet',
        multipart: {
          fields: {},
          file: { field: 'centres', name: 'centres.csv', bytes: text(`region,state,centre,jcName\nS,Goa,Matrix,Matrix ${role}\n`) },
          moreFiles: [{ field: 'gateways', name: 'gateways.csv', bytes: text('serial,centre,jpCode\n') }],
        },
      };
    },
    observe: (fx) => {
      const file = join(fx.t.dataDir, 'bulk', 'locations.json');
      return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as { centres: Record<string, { jcName: string }> }).centres.Matrix?.jcName ?? null) : null;
    },
    effect: (after, _before, _fx, role) => expect(after).toBe(`Matrix ${role}`),
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/bulk/queue',
    why: 'DESIGN.md "Access control": QA holds the bulk queue',
    expect: control(),
    request: () => post('/api/__sim/bulk/queue', { action: 'resume' }),
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/bulk/queue',
    why: 'DESIGN.md "Access control": QA reads the bulk queue',
    expect: control(),
    request: () => ({ method: 'GET', path: '/api/__sim/bulk/queue' }),
  }),
];

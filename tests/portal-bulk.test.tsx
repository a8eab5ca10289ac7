// /bulk, /bulk/log and /bulk/details in jsdom against the real simulator in
// a child process: the filter rows (cascading selects, "filter exists", at
// most 10, kept under the spec's storage keys), the create dialog's tab
// flow (open network skips the content tabs; new content is stored first),
// "no serial numbers" for a filter without gateways, and a details page of
// an unknown campaign going back to the log.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BULK_STORAGE_KEYS, bulkInclusionAllowed, RestClient, type BulkFilterRow, type LoginResult } from '@homeport/sdk';
import { ADMIN } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { BulkCreatePage } from '../packages/portal/src/features/bulk/BulkCreatePage';
import { BulkDetailsPage } from '../packages/portal/src/features/bulk/BulkDetailsPage';
import { BulkLogPage } from '../packages/portal/src/features/bulk/BulkLogPage';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let admin: LoginResult;
const rest = () => new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => admin.sessionId });

beforeAll(async () => {
  sim = await startSimProcess();
  admin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
});
afterAll(async () => {
  await sim?.stop();
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

/** POST /location/importDet with the two CSV files, as a browser's form would send them. */
async function importLocations(centres: string, gateways: string): Promise<unknown> {
  const boundary = 'bulk-test-boundary';
  const part = (name: string, text: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.csv"\r\nContent-Type: text/csv\r\n\r\n${text}\r\n`;
  const response = await fetch(`${sim.httpUrl}/api/location/importDet`, {
    method: 'POST',
    headers: { sessionId: admin.sessionId, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `${part('centres', centres)}${part('gateways', gateways)}--${boundary}--\r\n`,
  });
  return ((await response.json()) as { data: unknown }).data;
}

function renderBulk(path = '/bulk') {
  renderInPortal(
    <>
      <Routes>
        <Route path="/bulk" element={<BulkCreatePage />} />
        <Route path="/bulk/log" element={<BulkLogPage />} />
        <Route path="/bulk/details/:bulkId" element={<BulkDetailsPage />} />
      </Routes>
      <Toasts />
    </>,
    { sim, rest: rest(), signedInAs: admin, path },
  );
}

/** Region, state and centre through the cascading selects, then Add filter. */
async function addRow(user: ReturnType<typeof userEvent.setup>, regionName: string, state: string, centre: string) {
  const form = within(screen.getByRole('form', { name: 'Filters' }));
  await waitFor(() => expect(form.getByRole('option', { name: regionName })).toBeTruthy());
  await user.selectOptions(form.getByRole('combobox', { name: 'Region' }), regionName);
  await waitFor(() => expect(form.getByRole('option', { name: state })).toBeTruthy());
  await user.selectOptions(form.getByRole('combobox', { name: 'State' }), state);
  await waitFor(() => expect(form.getByRole('option', { name: new RegExp(centre) })).toBeTruthy());
  await user.selectOptions(form.getByRole('combobox', { name: 'Centre' }), form.getByRole('option', { name: new RegExp(centre) }));
  await user.click(form.getByRole('button', { name: 'Add filter' }));
}

describe('/bulk against the simulator', () => {
  it('adds filter rows through cascading selects, refuses a duplicate, keeps them under the spec’s keys and lists their gateways', async () => {
    const user = userEvent.setup();
    const centres = await rest().location.jCenterInState('Karnataka');
    const bengaluru = centres.find((c) => c.jc === 'Bengaluru')!;
    const expected = await rest().location.filtering({ filter: { reglist: ['S'], statelist: ['Karnataka'], jcenterlist: [bengaluru.jc] }, page: 1, limit: 1000 });
    renderBulk();
    expect(await screen.findByText('No filter yet: every gateway of the fleet is listed.')).toBeTruthy();

    await addRow(user, 'Southern', 'Karnataka', bengaluru.jcName);
    expect(await screen.findByText('1 of 10 filter rows')).toBeTruthy();
    expect(stored(BULK_STORAGE_KEYS.rows)).toEqual([{ region: 'S', state: 'Karnataka', centre: bengaluru.jc }]);
    expect(stored(BULK_STORAGE_KEYS.regions)).toEqual(['S']);
    expect(stored(BULK_STORAGE_KEYS.states)).toEqual(['Karnataka']);
    expect(stored(BULK_STORAGE_KEYS.jCenters)).toEqual([bengaluru.jc]);
    const counted = expected.total === 1 ? '1 gateway matches the filter.' : `${expected.total} gateways match the filter.`;
    expect(await screen.findByText(counted)).toBeTruthy();
    const table = within(screen.getByRole('table', { name: 'Gateways of the filter' }));
    for (const row of expected.items.slice(0, 10)) expect(table.getByText(row.serialNumber)).toBeTruthy();

    await addRow(user, 'Southern', 'Karnataka', bengaluru.jcName);
    expect(await screen.findByText('This filter exists already.')).toBeTruthy();
    expect((stored(BULK_STORAGE_KEYS.rows) as unknown[]).length).toBe(1);

    await user.click(screen.getByRole('button', { name: `Remove filter Southern, Karnataka, ${bengaluru.jc}` }));
    expect(await screen.findByText('No filter yet: every gateway of the fleet is listed.')).toBeTruthy();
    expect(stored(BULK_STORAGE_KEYS.rows)).toEqual([]);
  });

  it('takes at most 10 filter rows', async () => {
    const places: BulkFilterRow[] = [];
    for (const region of ['S', 'N', 'E', 'W'] as const) {
      for (const { state } of await rest().location.countriesInRegion(region)) {
        for (const centre of await rest().location.jCenterInState(state)) places.push({ region, state, centre: centre.jc });
      }
    }
    localStorage.setItem(BULK_STORAGE_KEYS.rows, JSON.stringify(places.slice(0, 10)));
    renderBulk();
    expect(await screen.findByText('10 of 10 filter rows')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add filter' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Filter rows' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('says "no serial numbers" for a filter that gives no gateway (a centre just imported) and opens no dialog', async () => {
    const user = userEvent.setup();
    // The dialog's upload is driven in e2e/bulk.e2e.ts (jsdom refuses its cross-origin preflight, and its
    // FormData is not the one Node's fetch sends), so the centre is imported here as a multipart body of its own.
    const result = await importLocations('region,state,centre,jcName\nS,Karnataka,Hubballi,Hubballi Jio Centre\n', 'serial,centre,jpCode\n');
    expect(result).toEqual({ centres: { added: 1, updated: 0 }, gateways: { updated: 0 } });
    renderBulk();
    await addRow(user, 'Southern', 'Karnataka', 'Hubballi Jio Centre');
    expect(await screen.findByText('No gateway matches these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create bulk operation' }));
    expect(await screen.findByText('There are no serial numbers: the filter gives no gateway.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates an open-network operation without the content tabs (name required, retries 3) for the gateways whose hub software allows it, and goes to the log', async () => {
    const user = userEvent.setup();
    const fleet = (await rest().gateways.adminList({ page: 1, limit: 100 })).data;
    const able = fleet.find((g) => bulkInclusionAllowed(true, g.swVersions.ohmVersion))!;
    const centre = fleet.filter((g) => g.region === able.region && g.state === able.state && g.centre === able.centre);
    const expected = centre.filter((g) => bulkInclusionAllowed(true, g.swVersions.ohmVersion)).map((g) => g.serialNumber);
    localStorage.setItem(BULK_STORAGE_KEYS.rows, JSON.stringify([{ region: able.region, state: able.state, centre: able.centre }]));
    renderBulk();
    await screen.findByText(/match(es)? the filter\./);
    await user.click(screen.getByRole('button', { name: 'Create bulk operation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New bulk operation' }));
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Type', 'Content', 'Name']);
    await user.click(dialog.getByRole('radio', { name: 'Open network' }));
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Type', 'Name']);
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect((dialog.getByRole('spinbutton', { name: 'Retries' }) as HTMLInputElement).value).toBe('3');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('The operation name is required.')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Operation name' }), 'Open them all');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created campaign has been pushed to queue and waiting to be executed.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Bulk operations' }, { timeout: 5000 })).toBeTruthy();
    const { items } = await rest().bulk.campaign.list({ searchPhrase: 'Open them all' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ operation_type: 'inc', campaignOptions: { retryNumber: 3 } });
    const tasks = await rest().bulk.task.getTasksInCampaign(items[0]!._id, { limit: 100 });
    expect(tasks.items.map((task) => task.device).sort()).toEqual([...expected].sort());
    expect(await screen.findByRole('link', { name: 'Details of Open them all' })).toBeTruthy();
  });

  it('stores a new layout content first, then creates the operation with it', async () => {
    const user = userEvent.setup();
    const [first] = (await rest().location.filtering({ filter: {}, page: 1, limit: 1 })).items;
    localStorage.setItem(BULK_STORAGE_KEYS.rows, JSON.stringify([{ region: first!.region, state: first!.state, centre: first!.jioCenter.jc }]));
    renderBulk();
    await screen.findByText(/match(es)? the filter\./);
    await user.click(screen.getByRole('button', { name: 'Create bulk operation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New bulk operation' }));
    await user.click(dialog.getByRole('radio', { name: 'Layout' }));
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.click(dialog.getByRole('radio', { name: 'New content' }));
    await user.type(dialog.getByRole('textbox', { name: 'Content name' }), 'Shop floor');
    await user.type(dialog.getByRole('textbox', { name: 'Floor name' }), 'Ground');
    await user.type(dialog.getByRole('textbox', { name: /Rooms/ }), 'Counter, Store');
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    await user.type(dialog.getByRole('textbox', { name: 'Operation name' }), 'Shop layout');
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Created campaign has been pushed to queue and waiting to be executed.')).toBeTruthy();
    const contents = await rest().bulk.content.list({ type: 'lyt', filterBy: 'Shop floor' });
    expect(contents.items[0]?.content_params[0]?.params).toEqual({ floors: [{ floor_name: 'Ground', rooms: ['Counter', 'Store'] }] });
    const { items } = await rest().bulk.campaign.list({ searchPhrase: 'Shop layout' });
    expect(items[0]).toMatchObject({ operation_type: 'lyt', contentId: contents.items[0]!._id });
  });
});

describe('/bulk/details against the simulator', () => {
  it('goes back to the log for a campaign that is not there', async () => {
    renderBulk('/bulk/details/000000000000000000000000');
    expect(await screen.findByRole('heading', { name: 'Bulk operations' })).toBeTruthy();
  });
});

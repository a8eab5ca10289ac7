// The fleet dialogs and pages (spec 3 §2 "Gateway selection screen",
// "Header", "Operations list and details", §4 "Replacement", §8) in jsdom
// against the real simulator in a child process: replace and repair offer
// only online, unassigned gateways of a compatible model; the wizard asks
// for the OTP authorization, starts the operation and opens its details; a
// start the server refuses says REPLACE_GTW_ERROR; removal asks first and
// says the spec's words when it fails; delete is offered only once an
// operation has ended; the header's dialog creates a virtual gateway.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultCustomerConfig, isCompatibleModel, RestClient, type AdminGatewayRow, type CustomerConfig, type LoginResult } from '@homeport/sdk';
import { ADMIN, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { GatewayActionsDialog, NewGatewayDialog, OperationDetailsPage, OperationsPage } from '../packages/portal/src/features/fleet/pages';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let admin: LoginResult;
let rest: RestClient;

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${sim.httpUrl}/api/__sim${path}`, {
    method,
    headers: { authorization: `Bearer ${sim.controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: unknown };
};

async function lastOtp(): Promise<string> {
  let code: string | undefined;
  await waitFor(async () => {
    const { data } = (await control('GET', `/outbox?to=${encodeURIComponent(ADMIN.identity)}&kind=otp`)) as { data: Array<{ code?: string }> };
    code = data.at(-1)?.code;
    expect(code).toMatch(/^\d{6}$/);
  });
  return code!;
}

/** The OTP authorization the server asks for before a replacement, done by the API (not the test's subject). */
async function authorizeOtp(): Promise<void> {
  await rest.otp.send();
  await rest.otp.verify(await lastOtp());
}

const allGateways = async (): Promise<AdminGatewayRow[]> => {
  const rows: AdminGatewayRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await rest.gateways.adminList({ page, limit: 100 });
    rows.push(...answer.data);
    if (rows.length >= answer.count || answer.data.length === 0) return rows;
  }
};
const rowOf = async (serial: string) => (await allGateways()).find((row) => row.serialNumber === serial)!;

/** The pages the wizard goes between, at their routes. */
function Fleet({ row }: { row: AdminGatewayRow }) {
  return (
    <>
      <Routes>
        <Route path="/gate_select" element={<GatewayActionsDialog gateway={row} />} />
        <Route path="/operations" element={<OperationsPage />} />
        <Route path="/operation/details/:operationId" element={<OperationDetailsPage />} />
      </Routes>
      <Toasts />
    </>
  );
}

const render = (row: AdminGatewayRow, config: CustomerConfig = defaultCustomerConfig, path = '/gate_select') =>
  renderInPortal(<Fleet row={row} />, { sim, rest, signedInAs: admin, config, path });

beforeAll(async () => {
  sim = await startSimProcess();
  admin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => admin.sessionId });
});
afterAll(async () => {
  await sim?.stop();
});
beforeEach(async () => {
  // The operations wait for the test to move the clock.
  await control('POST', '/clock', { rate: 0 });
});
afterEach(cleanup);

describe('replace, repair or remove a gateway', () => {
  it('offers exactly the online, unassigned gateways of a compatible model, never the failed one', async () => {
    const user = userEvent.setup();
    const rows = await allGateways();
    const failed = rows.find((row) => row.serialNumber === DEMO_ONLINE)!;
    render(failed);
    await user.click(await screen.findByRole('button', { name: `Replace, repair or remove ${DEMO_ONLINE}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    const list = await screen.findByRole('group', { name: 'New gateway' });
    const offered = within(list)
      .getAllByRole('radio')
      .map((radio) => (radio as HTMLInputElement).value)
      .sort();
    const expected = rows
      .filter(
        (row) =>
          row.serialNumber !== DEMO_ONLINE && row.connectionStatus === 'online' && row.userId === null && !row.replacementInProgress && isCompatibleModel(failed.model, row.model),
      )
      .map((row) => row.serialNumber)
      .sort();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).toEqual(expected);
    // An offline or assigned gateway of the same model is in the fleet, and not offered.
    expect(rows.some((row) => row.model === failed.model && row.connectionStatus === 'offline' && !offered.includes(row.serialNumber))).toBe(true);
    expect(rows.some((row) => row.model === failed.model && row.userId !== null && row.serialNumber !== DEMO_ONLINE && !offered.includes(row.serialNumber))).toBe(true);
  });

  it('says REPLACE_GTW_ERROR when the server refuses the start (the new gateway went offline), and nothing starts', async () => {
    const user = userEvent.setup();
    render(await rowOf(DEMO_ONLINE));
    await user.click(await screen.findByRole('button', { name: `Replace, repair or remove ${DEMO_ONLINE}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace' }));
    const next = within(await screen.findByRole('group', { name: 'New gateway' })).getAllByRole('radio')[0] as HTMLInputElement;
    await user.click(next);
    await control('PATCH', `/gateways/${next.value}`, { connectionStatus: 'offline' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Start replacement' }));
    const otp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(otp).getByLabelText(/^Code/), await lastOtp());
    await user.click(within(otp).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The gateway replacement could not be started.')).toBeTruthy();
    expect(await screen.findByText('The new gateway is offline.')).toBeTruthy();
    expect((await rest.fleet.replace.check(DEMO_ONLINE)).inProgress).toBe(false);
    await control('PATCH', `/gateways/${next.value}`, { connectionStatus: 'online' });
  });

  it('repairs: picks the new gateway and a restore point, asks for the OTP, starts, and opens the operation’s details', async () => {
    const user = userEvent.setup();
    // A fresh session: no OTP authorization yet.
    admin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
    const stale = await rowOf(DEMO_ONLINE);
    render(stale);
    await user.click(await screen.findByRole('button', { name: `Replace, repair or remove ${DEMO_ONLINE}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Repair' }));
    // Next needs a pick first.
    const list = await screen.findByRole('group', { name: 'New gateway' });
    const next = within(list).getAllByRole('radio')[0] as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Pick the new gateway first.')).toBeTruthy();
    await user.click(next);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const points = await screen.findByRole('group', { name: 'Restore point' });
    expect((within(points).getByRole('radio', { name: 'The home as the cloud last saw it' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Factory reset the old unit automatically' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Move the home of ${DEMO_ONLINE} to ${next.value} from: The home as the cloud last saw it.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start replacement' }));

    const otp = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const continueButton = within(otp).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    await user.type(within(otp).getByLabelText(/^Code/), await lastOtp());
    await user.click(continueButton);

    expect(await screen.findByRole('heading', { name: `Operation on ${DEMO_ONLINE}`, level: 1 })).toBeTruthy();
    const check = await rest.fleet.replace.check(DEMO_ONLINE);
    expect(check.inProgress).toBe(true);
    const operation = await rest.fleet.operations.get(check.operationId!);
    expect(operation).toMatchObject({ kind: 'repair', failedGtwSN: DEMO_ONLINE, newGtwSN: next.value, restorePoint: 'latest', automaticFactoryReset: true });
    // Not ended: delete stays disabled.
    expect((screen.getByRole('button', { name: 'Delete operation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('Factory reset the old unit')).toBeTruthy();
  });

  it('asks before removing, and shows the spec’s words when the server refuses (a gateway in a replacement)', async () => {
    const user = userEvent.setup();
    // The list was read before the replacement of the previous test started.
    const stale = { ...(await rowOf(DEMO_ONLINE)), replacementInProgress: false };
    render(stale);
    await user.click(await screen.findByRole('button', { name: `Replace, repair or remove ${DEMO_ONLINE}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Remove gateway ${DEMO_ONLINE}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Remove gateway' }));
    expect(await within(confirm).findByText(`There was error removing gateway (${DEMO_ONLINE}), please refresh page and try again.`)).toBeTruthy();
    expect((await allGateways()).some((row) => row.serialNumber === DEMO_ONLINE)).toBe(true);
  });

  it('removes an unassigned gateway once confirmed; Cancel removes nothing', async () => {
    const user = userEvent.setup();
    const spare = (await allGateways()).find((row) => row.userId === null && !row.replacementInProgress && row.connectionStatus === 'offline')!;
    render(spare);
    const open = await screen.findByRole('button', { name: `Replace, repair or remove ${spare.serialNumber}` });
    await user.click(open);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await allGateways()).some((row) => row.serialNumber === spare.serialNumber)).toBe(true);

    await user.click(open);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove gateway' }));
    expect(await screen.findByText(`Gateway ${spare.serialNumber} was removed.`)).toBeTruthy();
    expect((await allGateways()).some((row) => row.serialNumber === spare.serialNumber)).toBe(false);
  });
});

describe('/operations', () => {
  it('offers delete only once the operation has ended: cancel all ends it (Failed), then delete removes it', async () => {
    const user = userEvent.setup();
    const running = (await rest.fleet.operations.list({ status: 'Pending' })).data.concat((await rest.fleet.operations.list({ status: 'InProgress' })).data)[0]!;
    render(await rowOf(DEMO_ONLINE), defaultCustomerConfig, '/operations');
    const table = await screen.findByRole('table', { name: 'Replacement operations' });
    const deleteButton = within(table).getByRole('button', { name: `Delete the operation on ${running.failedGtwSN}` }) as HTMLButtonElement;
    expect(deleteButton.disabled).toBe(true);
    expect(deleteButton.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: `Cancel the operation on ${running.failedGtwSN}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel all tasks' }));
    expect(await within(table).findByText('Failed')).toBeTruthy();
    await waitFor(() => expect((within(table).getByRole('button', { name: `Delete the operation on ${running.failedGtwSN}` }) as HTMLButtonElement).disabled).toBe(false));
    expect((await rest.fleet.operations.get(running._id)).status).toBe('Failed');

    await user.click(within(table).getByRole('button', { name: `Delete the operation on ${running.failedGtwSN}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete operation' }));
    expect(await screen.findByText('No operations yet')).toBeTruthy();
    await expect(rest.fleet.operations.get(running._id)).rejects.toMatchObject({ status: 404 });
  });

  it('filters by status and says when nothing matches', async () => {
    const user = userEvent.setup();
    await authorizeOtp();
    const failed = await rowOf(DEMO_ONLINE);
    const candidate = (await rest.fleet.fetchGtwWithoutUser({ models: [failed.model] })).data.find((row) => row.connectionStatus === 'online')!;
    const { operation } = await rest.fleet.replace.create({ failedGtwSN: DEMO_ONLINE, newGtwSN: candidate.serialNumber, userId: admin.userId });
    render(failed, defaultCustomerConfig, '/operations');
    const table = await screen.findByRole('table', { name: 'Replacement operations' });
    expect(within(table).getByText(candidate.serialNumber)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    expect(await screen.findByText('No operation matches.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Completed' }));
    expect(await screen.findByRole('table', { name: 'Replacement operations' })).toBeTruthy();
    await rest.fleet.operations.cancelAll(operation._id);
  });
});

describe('/operation/details', () => {
  it('shows a failed task’s error feedback, says “no informations yet” for a waiting one, cancels a task and retries', async () => {
    const user = userEvent.setup();
    await authorizeOtp();
    const failed = await rowOf(DEMO_ONLINE);
    const candidate = (await rest.fleet.fetchGtwWithoutUser({ models: [failed.model] })).data.find((row) => row.connectionStatus === 'online')!;
    const { operation } = await rest.fleet.replace.create({ failedGtwSN: DEMO_ONLINE, newGtwSN: candidate.serialNumber, userId: admin.userId });
    // The new gateway drops off while the home is moved onto it: that task fails.
    await control('PATCH', `/gateways/${candidate.serialNumber}`, { connectionStatus: 'offline' });
    for (let step = 0; step < 20 && (await rest.fleet.operations.get(operation._id)).status !== 'Failed'; step += 1) await control('POST', '/clock', { advanceMs: 3000 });
    const failedTask = (await rest.fleet.operations.tasks(operation._id, { filterBy: 'failed' })).data[0]!;
    expect(failedTask.errorFeedback).not.toBeNull();

    render(failed, defaultCustomerConfig, `/operation/details/${operation._id}`);
    await screen.findByRole('heading', { name: `Operation on ${DEMO_ONLINE}`, level: 1 });
    const tasks = await screen.findByRole('table', { name: 'Tasks' });
    await user.click(within(tasks).getByRole('button', { name: 'Error feedback of the task Move the devices' }));
    const feedback = await screen.findByRole('dialog', { name: 'Error feedback: Move the devices' });
    expect(within(feedback).getByText(failedTask.errorFeedback!.defaultMsg)).toBeTruthy();
    await user.click(within(feedback).getByRole('button', { name: 'Close' }));

    await user.click(within(tasks).getByRole('button', { name: 'Error feedback of the task Finish' }));
    expect(await screen.findByText('No informations yet.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(tasks).getByRole('button', { name: 'Cancel task Finish' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cancel the task Finish?' })).getByRole('button', { name: 'Cancel task' }));
    await waitFor(async () => expect((await rest.fleet.operations.tasks(operation._id, { filterBy: 'canceled' })).data.map((task) => task.name)).toEqual(['finish']));

    await control('PATCH', `/gateways/${candidate.serialNumber}`, { connectionStatus: 'online' });
    // The page reads the tasks again after the cancel; the retry is offered once it has.
    await user.click(await screen.findByRole('button', { name: 'Retry failed tasks' }));
    expect(await screen.findByText('The operation runs again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry failed tasks' })).toBeNull());
    expect(['Pending', 'InProgress']).toContain((await rest.fleet.operations.get(operation._id)).status);
    await rest.fleet.operations.cancelAll(operation._id);
  });
});

describe('the header’s new-gateway dialog', () => {
  const renderDialog = (config: CustomerConfig = defaultCustomerConfig) =>
    renderInPortal(
      <>
        <NewGatewayDialog open onOpenChange={() => undefined} returnFocus={{ current: null }} />
        <Toasts />
      </>,
      { sim, rest, signedInAs: admin, config },
    );

  it('creates a virtual gateway from a generated serial and secure id and a picked hardware and firmware model', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = within(await screen.findByRole('dialog', { name: 'New gateway' }));
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await dialog.findByText('Generate a serial number and secure id first.')).toBeTruthy();
    expect(dialog.getByText('Choose a hardware model.')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Generate' }));
    await dialog.findByRole('button', { name: 'Generate again' });
    const serial = dialog.getByText(/^VG[0-9A-F]{10}$/).textContent!;
    const hardware = (await rest.fleet.hardwareList()).find((model) => model.virtual)!;
    await waitFor(() => expect(dialog.getAllByRole('option', { name: hardware.hardwareModel })).toHaveLength(1));
    expect((dialog.getByRole('combobox', { name: 'Firmware model' }) as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Hardware model' }), hardware.hardwareModel);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Firmware model' }), hardware.firmwareModels[0]!);
    await user.click(dialog.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(`Virtual gateway created. Virtual gateway ${serial} was created.`)).toBeTruthy();
    const found = await rest.fleet.fetchGtwWithoutUser({ searchText: serial });
    expect(found.data.map((row) => [row.serialNumber, row.model])).toEqual([[serial, hardware.hardwareModel]]);
  });

  it('without VIRTUAL_GTW says creation is off and leads to the add-gateway page', async () => {
    renderDialog({ ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, VIRTUAL_GTW: false } });
    const dialog = within(await screen.findByRole('dialog', { name: 'New gateway' }));
    expect(dialog.getByText('Virtual gateway creation is turned off in the settings.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Open the add-gateway page' }).getAttribute('href')).toBe('/new_gateway');
    expect(dialog.queryByRole('button', { name: 'Create' })).toBeNull();
  });
});

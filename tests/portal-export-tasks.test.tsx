// The admin export task pages (spec 3 §2 "Export tasks", §4, §6, §9) in
// jsdom against the real simulator in a child process: /tasks lists a
// user's export with its status; Start asks for the OTP first (a code to the
// admin's e-mail; a wrong one is said in the dialog and changes nothing),
// then the task runs; Stop and Delete ask first; the details page shows the
// task's timeline and, once completed on the clock, the download.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, type LoginResult } from '@homeport/sdk';
import { ADMIN, DEMO, OTHER } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { ExportTaskDetailsPage, ExportTasksPage } from '../packages/portal/src/features/export-tasks/pages';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let admin: LoginResult;
let adminRest: RestClient;
const restOf = (session: LoginResult) => new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });

async function lastCode(to: string): Promise<string> {
  const answer = (await (await sim.control('GET', `/outbox?to=${encodeURIComponent(to)}&kind=otp`)).json()) as { data: Array<{ code?: string }> };
  const code = answer.data.at(-1)?.code;
  if (!code) throw new Error(`no code to ${to}`);
  return code;
}

/** A user's own export, as the user settings page starts it. */
async function userExport(who: { identity: string; secret: string }) {
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(who.identity, who.secret);
  const rest = restOf(session);
  await rest.otp.send();
  return rest.userAccess.startExport(session.userId, await lastCode(who.identity));
}

function Tasks() {
  return (
    <>
      <Routes>
        <Route path="/tasks" element={<ExportTasksPage />} />
        <Route path="/export_detailsCampaign/:taskId" element={<ExportTaskDetailsPage />} />
      </Routes>
      <Toasts />
    </>
  );
}

const render = (path: string) => renderInPortal(<Tasks />, { sim, rest: adminRest, signedInAs: admin, path });
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

beforeAll(async () => {
  sim = await startSimProcess();
  admin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  adminRest = restOf(admin);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

describe('/tasks', () => {
  it("lists a user's export with its status; Start asks for the code first, a wrong one changes nothing, the right one runs it", async () => {
    const user = userEvent.setup();
    const task = await userExport(DEMO);
    render('/tasks');
    const table = await screen.findByRole('table', { name: 'Export tasks' });
    const row = within(await rowOf(DEMO.identity));
    expect(row.getByText('Pending')).toBeTruthy();
    expect(row.getByRole('link', { name: /^Details of the export of demo@homeport.test/ })).toBeTruthy();
    // spec 3 §9: 10 a page, the server's count.
    expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(11);

    await user.click(row.getByRole('button', { name: /^Start the export of demo@homeport.test/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await dialog.findByText(`We sent a code to ${ADMIN.identity}. Enter it to continue.`);
    const code = await lastCode(ADMIN.identity);
    const field = dialog.getByLabelText('Code (6 digits)');
    await user.type(field, code === '000000' ? '111111' : '000000');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await dialog.findByText('That code is not right. Check it and try again.');
    expect((await adminRest.exportTasks.get(task._id)).taskState.status).toBe('pending');

    await user.clear(field);
    await user.type(field, code);
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await screen.findByText('The export task is running.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await adminRest.exportTasks.get(task._id)).taskState.status).toBe('in_progress');
    await within(await rowOf(DEMO.identity)).findByText('In Progress');
    // In progress: neither start nor delete is offered; stop is.
    const busy = within(await rowOf(DEMO.identity));
    expect(busy.queryByRole('button', { name: /^Start the export/ })).toBeNull();
    expect(busy.queryByRole('button', { name: /^Delete the export/ })).toBeNull();
    expect(busy.getByRole('button', { name: /^Stop the export of demo@homeport.test/ })).toBeTruthy();
  });

  it('stops and deletes a task, each after a confirmation', async () => {
    const user = userEvent.setup();
    const task = await userExport(OTHER);
    render('/tasks');
    const row = within(await rowOf(OTHER.identity));
    await user.click(row.getByRole('button', { name: /^Stop the export of other@homeport.test/ }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Stop this export task?' }));
    await user.click(confirm.getByRole('button', { name: 'Stop' }));
    await screen.findByText('The export task was stopped.');
    await within(await rowOf(OTHER.identity)).findByText('Canceled');
    expect((await adminRest.exportTasks.get(task._id)).taskState.status).toBe('canceled');

    await user.click(within(await rowOf(OTHER.identity)).getByRole('button', { name: /^Delete the export of other@homeport.test/ }));
    const sure = within(await screen.findByRole('alertdialog', { name: 'Delete this export task?' }));
    await user.click(sure.getByRole('button', { name: 'Delete' }));
    await screen.findByText('The export task was deleted.');
    await waitFor(() => expect(screen.queryByText(OTHER.identity)).toBeNull());
    expect((await adminRest.exportTasks.list()).data.map((t) => t._id)).not.toContain(task._id);
  });
});

describe('/export_detailsCampaign/{taskId}', () => {
  it("shows the task's timeline and, once completed on the clock, offers its download (the file itself: e2e/export-tasks.e2e.ts)", async () => {
    const [task] = (await adminRest.exportTasks.list()).data;
    expect(task).toBeDefined();
    expect((await sim.control('POST', '/clock', { advanceMs: 30_000 })).status).toBe(200);
    render(`/export_detailsCampaign/${task!._id}`);
    await screen.findByRole('heading', { name: 'Export task' });
    await screen.findByText('Completed', { selector: '.hp-badge' });
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Requested', 'Started', 'Completed']);
    expect(screen.getByText(/^personal-data-/)).toBeTruthy();
    // Completed: start is disabled (spec 3 §4).
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Start the export/ }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /^Download the export of demo@homeport.test/ })).toBeTruthy();
  });

  it('says a task that does not exist', async () => {
    render('/export_detailsCampaign/exp-000000000000');
    await screen.findByText('This export task does not exist any more.');
    expect(screen.getByRole('link', { name: 'Back to export tasks' })).toBeTruthy();
  });
});

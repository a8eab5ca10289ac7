// The scenes list below e2e: the page in jsdom against the real simulator in
// a child process, over a real link. What a build lets a person do
// (ONLY_EXECUTE_SCENES keeps Run and the status toggles), old firmware's
// statuses read-only by name, and the half rules of the add-scene wizard:
// hidden from the list, and deleted once this browser's wizard is gone.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultCustomerConfig, GatewayLink, gatewayHandle, RestClient, type CustomerConfig, type Gateway, type LoginResult, type Rule } from '@homeport/sdk';
import { StrictMode } from 'react';
import { AddScenePage } from '../packages/portal/src/features/scenes/AddScenePage';
import { ScenesPage } from '../packages/portal/src/features/scenes/ScenesPage';
import { claim, CLAIM_STALE_MS } from '../packages/portal/src/features/scenes/wizardClaims';
import { DEMO, DEMO_ONLINE, OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { renderInPortal } from './portalRender';

interface Account {
  session: LoginResult;
  rest: RestClient;
  link: GatewayLink;
}

let sim: SimProcess;
let demo: Account;

async function signIn(who: { identity: string; secret: string }): Promise<Account> {
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(who.identity, who.secret);
  const rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });
  const link = GatewayLink.connect({ url: sim.wsUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport', timerVariant: 'native' });
  await link.ready();
  return { session, rest, link };
}

beforeAll(async () => {
  sim = await startSimProcess();
}, 60_000);
afterAll(async () => {
  await sim?.stop();
});
// The seed again for each test (its rules and statuses); a reset ends the sessions, so each test signs in anew.
beforeEach(async () => {
  expect((await sim.control('POST', '/reset')).status).toBe(200);
  localStorage.clear();
  demo = await signIn(DEMO);
});
afterEach(async () => {
  cleanup();
  await demo?.link.end();
});

async function renderScenes(account: Account, serial: string, flags: Partial<CustomerConfig['flags']> = {}, page = <ScenesPage />): Promise<Gateway> {
  const gateway = await account.rest.gateways.info(serial);
  const config = { ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, ...flags } };
  renderInPortal(page, { sim, rest: account.rest, config, signedInAs: account.session, gateway, link: account.link, path: '/scenes' });
  return gateway;
}

const list = () => screen.findByRole('region', { name: 'Your scenes' }, { timeout: 15_000 });
const statuses = () => screen.findByRole('region', { name: 'Statuses' }, { timeout: 15_000 });
const handleOf = (account: Account, serial: string) => gatewayHandle(account.link, { owner: account.session.userId, serial });

describe('the scenes list', () => {
  it('lets the owner add, open, edit, delete and run scenes, and switch off a status that is on', async () => {
    await renderScenes(demo, DEMO_ONLINE);
    const scenes = await list();
    await within(scenes).findByRole('link', { name: 'Gas leak' }, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'Add scene' }).getAttribute('href')).toBe('/add_scene');
    expect(within(scenes).getByRole('link', { name: 'Gas leak' }).getAttribute('href')).toMatch(/^\/summary\/\d+$/);
    expect(within(scenes).getByRole('link', { name: 'Edit Gas leak' }).getAttribute('href')).toMatch(/^\/scene\/\d+$/);
    expect(within(scenes).getByRole('button', { name: 'Delete Gas leak' })).toBeTruthy();
    expect((within(scenes).getByRole('switch', { name: 'Gas leak: active' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(scenes).getByRole('button', { name: 'Run Gas leak' }) as HTMLButtonElement).disabled).toBe(false);

    // spec 2 §4: a toggle only for a known status that is on.
    const states = await statuses();
    const atHome = await within(states).findByRole('switch', { name: 'At home' }, { timeout: 15_000 });
    expect((atHome as HTMLButtonElement).disabled).toBe(false);
    expect(atHome.getAttribute('aria-checked')).toBe('true');
    expect((within(states).getByRole('switch', { name: 'Away' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('with ONLY_EXECUTE_SCENES offers Run and the status toggles, and nothing that adds, edits or deletes', async () => {
    await renderScenes(demo, DEMO_ONLINE, { ONLY_EXECUTE_SCENES: true });
    const scenes = await list();
    await within(scenes).findByRole('link', { name: 'Gas leak' }, { timeout: 15_000 });
    expect(screen.queryByRole('link', { name: 'Add scene' })).toBeNull();
    expect(within(scenes).queryByRole('link', { name: 'Edit Gas leak' })).toBeNull();
    expect(within(scenes).queryByRole('button', { name: 'Delete Gas leak' })).toBeNull();
    expect((within(scenes).getByRole('switch', { name: 'Gas leak: active' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(scenes).getByRole('button', { name: 'Run Gas leak' }) as HTMLButtonElement).disabled).toBe(false);
    const atHome = await within(await statuses()).findByRole('switch', { name: 'At home' }, { timeout: 15_000 });
    expect((atHome as HTMLButtonElement).disabled).toBe(false);
  });

  it('on firmware without status collections lists the statuses by name, read-only (the older call)', async () => {
    const other = await signIn(OTHER);
    try {
      const serial = OTHER_SERIALS[0]!;
      await renderScenes(other, serial);
      const states = await statuses();
      await within(states).findByText('This gateway’s firmware lists its statuses by name only; they cannot be switched here.', undefined, { timeout: 15_000 });
      expect(within(states).queryAllByRole('switch')).toEqual([]);
      expect(within(states).getByText('At home')).toBeTruthy();
    } finally {
      await other.link.end();
    }
  });

  it('hides half-made scenes, and deletes the ones this browser’s closed wizard left (claim gone stale)', async () => {
    const handle = handleOf(demo, DEMO_ONLINE);
    const left = await handle.request<Rule>('create_rule', { name: 'Unfinished rule', active: false });
    const open = await handle.request<Rule>('create_rule', { name: 'Unfinished rule 2', active: false });
    // One claim not refreshed for longer than the limit (its tab closed), one fresh (a wizard still open in another tab).
    claim(localStorage, DEMO_ONLINE, left.id, Date.now() - CLAIM_STALE_MS - 1000);
    claim(localStorage, DEMO_ONLINE, open.id, Date.now());

    await renderScenes(demo, DEMO_ONLINE);
    const scenes = await list();
    await within(scenes).findByRole('link', { name: 'Gas leak' }, { timeout: 15_000 });
    expect(within(scenes).queryByText(/Unfinished rule/)).toBeNull();
    await waitFor(
      async () => {
        const names = (await handle.request<Rule[]>('get_rules', {}, { type: 'query' })).map((r) => r.name);
        expect(names).not.toContain('Unfinished rule');
        expect(names).toContain('Unfinished rule 2');
      },
      { timeout: 10_000 },
    );
    expect(localStorage.getItem('homeport.sceneWizardClaims')).not.toContain(`"ruleId":${left.id}`);
  });
});

describe('the add-scene wizard’s rule', () => {
  const names = async () => (await handleOf(demo, DEMO_ONLINE).request<Rule[]>('get_rules', {}, { type: 'query' })).map((r) => r.name);

  it('is made once, inactive, even under StrictMode’s trial unmount, and deleted when the page goes', async () => {
    await renderScenes(
      demo,
      DEMO_ONLINE,
      {},
      <StrictMode>
        <AddScenePage />
      </StrictMode>,
    );
    await screen.findByRole('button', { name: 'Add device trigger' }, { timeout: 15_000 });
    // A trial unmount's delete would have gone out (one task after it) before this read, on the same link, so the gateway would have done it first.
    const rules = await handleOf(demo, DEMO_ONLINE).request<Rule[]>('get_rules', {}, { type: 'query' });
    expect(rules.filter((r) => r.name.startsWith('Unfinished rule')).map((r) => ({ name: r.name, active: r.active }))).toEqual([{ name: 'Unfinished rule', active: false }]);
    expect(localStorage.getItem('homeport.sceneWizardClaims')).toContain('"ruleId"');

    cleanup();
    await waitFor(async () => expect(await names()).not.toContain('Unfinished rule'), { timeout: 10_000 });
    await waitFor(() => expect(localStorage.getItem('homeport.sceneWizardClaims')).toBe('[]'));
  });

  it('is not offered with ONLY_EXECUTE_SCENES, and makes no rule', async () => {
    await renderScenes(demo, DEMO_ONLINE, { ONLY_EXECUTE_SCENES: true }, <AddScenePage />);
    await screen.findByText('Adding scenes is not available to you.');
    expect((await names()).some((n) => n.startsWith('Unfinished rule'))).toBe(false);
  });
});

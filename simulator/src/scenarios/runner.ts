import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import { parseResponse, topics } from '@homeport/sdk';
import { durationMs, type ActionStepInput, type ExpectationInput, type ScenarioInput, type ScenarioReport, type ScenarioStepInput, type WaitForStepInput } from '@homeport/sdk/sim';
import type { SimClock } from '../clock/simClock';
import type { EventTap, TappedEvent } from './eventTap';

/** What a run needs of the simulator it runs in. */
export interface RunnerDeps {
  clock: SimClock;
  tap: EventTap;
  product: string;
  /** One HTTP call to the simulator (`/api/...`); calls to /api/__sim carry the control token, `headers` go along. */
  http(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown }>;
  /** Where a command to this gateway goes and who sends it (its owner), or why it cannot be sent. */
  commandTarget(serial: string): { owner: string; sender: string } | string;
  /** Resolves once the gateways' owners have followed the clock (fleet workers), with their earliest timer (gateway/gatewayOwners.ts). */
  settled?: () => Promise<{ nextDue: number | null }>;
  /** Called after each step (the report is updated in place). */
  onProgress?(report: ScenarioReport): void;
  /** Ends the run where it is (a cancel, the simulator closing): the step going on fails with the reason. */
  signal?: AbortSignal;
}

const DEFAULT_WAIT_FOR_MS = 30_000;
/** How long a command waits for the gateway's answer (real time: the gateway answers at once when online). */
const COMMAND_ANSWER_MS = 5000;

class StepFailure extends Error {}

/** Real time passes (or less, when the run is cancelled meanwhile). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

/** A dot path (`emulator.deviceCount`, `data.0.name`) into a JSON value. */
export function valueAt(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const show = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/** A simulated span for people: `1.5s`, `45s`, `30m`, `2h05m`, `1d01h`. */
export function seconds(ms: number): string {
  const whole = Math.round(ms / 1000);
  if (whole < 60) return `${(ms / 1000).toFixed(ms % 1000 === 0 ? 0 : 1)}s`;
  const [d, h, m, s] = [Math.floor(whole / 86_400), Math.floor((whole % 86_400) / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d${two(h)}h${m > 0 ? `${two(m)}m` : ''}`;
  if (h > 0) return `${h}h${two(m)}m`;
  return s > 0 ? `${m}m${two(s)}s` : `${m}m`;
}

/** The words a step is reported by when it has no label. */
export function describeStep(step: ScenarioStepInput): string {
  if (step.label) return step.label;
  if ('action' in step) {
    const target = [('serial' in step && step.serial) || null, 'device' in step ? `device ${step.device}` : null].filter(Boolean).join(' ');
    const extra =
      step.action === 'wait' ? ` ${show(step.for)}` : step.action === 'clock.advance' ? ` by ${show(step.by)}` : step.action === 'gateway.command' ? ` ${step.name}` : '';
    return `${step.action}${target ? ` ${target}` : ''}${extra}`;
  }
  if ('waitFor' in step) return `waitFor ${step.waitFor.event}${step.waitFor.serial ? ` on ${step.waitFor.serial}` : ''}`;
  const expect = step.expect;
  if ('event' in expect) return `expect event ${expect.event}${expect.serial ? ` on ${expect.serial}` : ''}`;
  if ('outbox' in expect) return `expect outbox ${[expect.outbox.kind, expect.outbox.to, expect.outbox.contains].filter(Boolean).join(' ')}`.trim();
  if ('gateway' in expect) return `expect ${expect.gateway} ${expect.field} = ${show(expect.equals)}`;
  return `expect GET ${expect.get}${expect.field ? ` ${expect.field}` : ''}`;
}

function matches(event: TappedEvent, filter: { event: string; serial?: string; data?: Record<string, unknown> }): boolean {
  if (event.name !== filter.event) return false;
  if (filter.serial !== undefined && event.serial !== filter.serial.toUpperCase()) return false;
  if (filter.data !== undefined) {
    for (const [key, value] of Object.entries(filter.data)) if (!isDeepStrictEqual(valueAt(event.data, key), value)) return false;
  }
  return true;
}

function countCheck(found: number, expected: { atLeast?: number; count?: number }): string | null {
  if (expected.count !== undefined) return found === expected.count ? null : `${found}, not exactly ${expected.count}`;
  const atLeast = expected.atLeast ?? 1;
  return found >= atLeast ? null : `${found}, fewer than ${atLeast}`;
}

/**
 * Runs a checked scenario (parseScenario) step by step and fills `report`
 * as it goes. Never throws for a failing step: the report says which and why.
 */
export async function runScenario(scenario: ScenarioInput, deps: RunnerDeps, report: ScenarioReport): Promise<ScenarioReport> {
  const { clock, tap } = deps;
  const realStart = performance.now();
  const driving = () => clock.state().rate === 0;
  const { signal } = deps;
  const checkAborted = () => {
    if (signal?.aborted) throw new StepFailure(typeof signal.reason === 'string' ? signal.reason : 'the run was cancelled');
  };

  const call = async (method: string, path: string, body?: unknown, status?: number) => {
    const answer = await deps.http(method, path, body);
    const ok = status === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === status;
    if (!ok) throw new StepFailure(`${method} ${path} answered ${answer.status} ${show(answer.body)}${status === undefined ? '' : `, not ${status}`}`);
    return answer;
  };

  const applyClock = async () => {
    const wanted = scenario.clock?.paused ? 0 : scenario.clock?.rate;
    if (wanted !== undefined) await call('POST', '/api/__sim/clock', { rate: wanted });
  };

  /** The clock reaches `target`: moved there when the run drives it, else waited for. */
  const reach = async (target: number) => {
    for (;;) {
      checkAborted();
      const now = clock.now();
      if (now >= target) return;
      if (driving()) {
        clock.set(target);
        await deps.settled?.();
        await tap.flush();
        return;
      }
      await sleep(Math.max(1, Math.min(1000, (target - now) / clock.state().rate)), signal);
    }
  };

  await applyClock();
  const simStart = clock.now();
  const mark = tap.mark();
  report.startedAt = new Date(simStart).toISOString();
  const consumed = new Set<number>();
  const seen = () => tap.since(mark);

  const command = async (serial: string, name: string, params: Record<string, unknown>, code: number) => {
    const target = deps.commandTarget(serial);
    if (typeof target === 'string') throw new StepFailure(target);
    const scope = { product: deps.product, owner: target.owner, serial };
    const uid = randomUUID();
    const responseTopic = topics.response(scope, 'ohm');
    const answered = new Promise<{ code: number; data?: unknown; message?: string } | null>((resolve) => {
      const timer = setTimeout(() => finish(null), COMMAND_ANSWER_MS);
      const stop = tap.onMessage((topic, payload) => {
        const response = topic === responseTopic ? parseResponse(payload) : null;
        if (response?.uid === uid) finish(response);
      });
      function finish(value: { code: number; data?: unknown; message?: string } | null) {
        clearTimeout(timer);
        stop();
        resolve(value);
      }
    });
    await tap.publish(topics.request(scope, 'ohm'), { uid, sender: target.sender, name, params, type: 'command' });
    const response = await answered;
    if (!response) throw new StepFailure(`${name} on ${serial}: no answer (is the gateway online?)`);
    if (response.code !== code) throw new StepFailure(`${name} on ${serial} answered code ${response.code}${response.message ? ` (${response.message})` : ''}, not ${code}`);
    await tap.flush();
    return `${name} answered ${response.code}${response.data === undefined ? '' : ` ${show(response.data)}`}`;
  };

  /** Sessions of the users the run signed in (api.call `as`), by username. */
  const sessions = new Map<string, string>();
  const sessionOf = async (as: { username: string; password: string }) => {
    const known = sessions.get(as.username.toLowerCase());
    if (known) return known;
    const answer = await deps.http('POST', '/api/auth/login', { identity: as.username, secret: as.password });
    const sessionId = valueAt(answer.body, 'data.sessionId');
    if (answer.status !== 200 || typeof sessionId !== 'string') throw new StepFailure(`${as.username} could not sign in: ${answer.status} ${show(answer.body)}`);
    sessions.set(as.username.toLowerCase(), sessionId);
    return sessionId;
  };

  const sim = (path: string) => `/api/__sim${path}`;
  const gw = (serial: string) => `/gateways/${encodeURIComponent(serial.toUpperCase())}`;

  const act = async (step: ActionStepInput): Promise<string> => {
    const done = (answer: { status: number }, method: string, path: string) => `${method} ${path} → ${answer.status}`;
    const http = async (method: string, path: string, body?: unknown) => {
      const answer = await call(method, sim(path), body, step.status);
      await tap.flush();
      return done(answer, method, sim(path));
    };
    switch (step.action) {
      case 'reset': {
        const message = await http('POST', '/reset');
        // Every session ended with the seed: api.call signs in again.
        sessions.clear();
        // A reset puts the clock back to the start's rate: the scenario's own stands again.
        await applyClock();
        return message;
      }
      case 'gateway.patch':
        return http('PATCH', gw(step.serial), step.body);
      case 'gateway.offline':
        return http('PATCH', gw(step.serial), { connectionStatus: 'offline' });
      case 'gateway.online':
        return http('PATCH', gw(step.serial), { connectionStatus: 'online' });
      case 'gateway.event':
        return http('POST', `${gw(step.serial)}/events`, step.body);
      case 'gateway.removeOwner':
        return http('DELETE', `${gw(step.serial)}/owner`);
      case 'gateway.setOwner':
        return http('PUT', `${gw(step.serial)}/owner`, step.body);
      case 'gateway.pinReset':
        return http('POST', `${gw(step.serial)}/pin-reset`);
      case 'gateway.command':
        return command(step.serial.toUpperCase(), step.name, step.params ?? {}, step.code ?? 0);
      case 'device.report':
        return http('POST', `${gw(step.serial)}/devices/${step.device}/report`, step.body);
      case 'device.install':
        return http('POST', `${gw(step.serial)}/devices`, step.body);
      case 'device.firmware':
        return http('POST', `${gw(step.serial)}/devices/${step.device}/firmware`, step.body);
      case 'device.press':
        return http('POST', `${gw(step.serial)}/devices/${step.device}/press`);
      case 'device.fail':
        return http('POST', `${gw(step.serial)}/devices/${step.device}/fail`, step.body);
      case 'device.pair': {
        const opened = step.openNetwork === false ? null : await command(step.serial.toUpperCase(), 'open_network', { timeout: 60 }, 0);
        const pressed = await http('POST', `${gw(step.serial)}/pairing`, step.body);
        return opened ? `${opened}; ${pressed}` : pressed;
      }
      case 'window.open':
        return http('POST', `${gw(step.serial)}/devices/${step.device}/report`, { service: 'ContactService', property: 'Open', value: step.open ?? true });
      case 'alarm.raise':
        return http('POST', `${gw(step.serial)}/alarms`, step.body);
      case 'firmware.campaign': {
        const answer = await call('POST', sim('/zota/campaigns'), step.body, step.status);
        return `campaign ${show(valueAt(answer.body, 'data.campaignID'))} published`;
      }
      case 'firmware.withdraw':
        return http('DELETE', `/zota/campaigns/${encodeURIComponent(step.campaign)}`);
      case 'firmware.endInstallation':
        return http('POST', `${gw(step.serial)}/firmware-installation`, step.body);
      case 'session.expire': {
        sessions.clear();
        if (step.sessionRef !== undefined) return http('POST', `/sessions/${encodeURIComponent(step.sessionRef)}/expire`);
        if (step.userId === undefined) throw new StepFailure('session.expire needs sessionRef or userId');
        const list = await call('GET', sim(`/sessions?userId=${encodeURIComponent(step.userId)}`));
        const live = ((valueAt(list.body, 'data') as { sessionRef: string; live: boolean }[] | undefined) ?? []).filter((s) => s.live);
        for (const session of live) await call('POST', sim(`/sessions/${encodeURIComponent(session.sessionRef)}/expire`));
        await tap.flush();
        return `${live.length} live sessions of ${step.userId} expired`;
      }
      case 'user.delete':
        sessions.clear();
        return http('DELETE', `/users/${encodeURIComponent(step.userId)}`);
      case 'user.forceLogout':
        sessions.clear();
        return http('POST', `/users/${encodeURIComponent(step.userId)}/force-logout`);
      case 'user.hashToken':
        return http('POST', '/hash-tokens', step.body);
      case 'fault.add': {
        const answer = await call('POST', sim('/faults'), step.body, step.status);
        return `fault ${show(valueAt(answer.body, 'data.id'))} stood up`;
      }
      case 'fault.remove':
        return http('DELETE', `/faults/${encodeURIComponent(step.id)}`);
      case 'fault.clear':
        return http('DELETE', '/faults');
      case 'outbox.clear':
        return http('DELETE', '/outbox');
      case 'outbox.openLink': {
        const list = await call('GET', sim(`/outbox?${new URLSearchParams({ to: step.to }).toString()}`));
        const messages = (valueAt(list.body, 'data') as { seq: number; path?: unknown }[] | undefined) ?? [];
        const newest = messages.filter((m): m is { seq: number; path: string } => typeof m.path === 'string' && m.path.startsWith('/api/')).sort((a, b) => b.seq - a.seq)[0];
        if (!newest) throw new StepFailure(`no message to ${step.to} with a link to open`);
        const answer = await deps.http('GET', newest.path, undefined, {});
        const ok = step.status === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === step.status;
        if (!ok) throw new StepFailure(`opening ${newest.path} answered ${answer.status} ${show(answer.body)}`);
        await tap.flush();
        return `${step.to} opened ${newest.path.replace(/token=[^&]+/, 'token=…')} → ${answer.status}`;
      }
      case 'clock.set':
        return http('POST', '/clock', step.body);
      case 'clock.advance':
        return http('POST', '/clock', { advanceMs: durationMs(step.by) });
      case 'fleet.flags':
        return http('PUT', '/fleet/flags', step.body);
      case 'bulk.queue':
        return http('POST', '/bulk/queue', step.body);
      case 'api.call': {
        const headers: Record<string, string> = step.as ? { sessionId: await sessionOf(step.as) } : {};
        const answer = await deps.http(step.method, step.path, step.body, headers);
        const ok = step.status === undefined ? answer.status >= 200 && answer.status < 300 : answer.status === step.status;
        if (!ok) throw new StepFailure(`${step.method} ${step.path} answered ${answer.status} ${show(answer.body)}${step.status === undefined ? '' : `, not ${step.status}`}`);
        await tap.flush();
        return `${step.method} ${step.path} → ${answer.status}`;
      }
      case 'wait': {
        await reach(clock.now() + durationMs(step.for));
        return `${seconds(durationMs(step.for))} passed`;
      }
    }
  };

  const waitFor = async (step: WaitForStepInput): Promise<string> => {
    const filter = step.waitFor;
    const timeout = durationMs(filter.timeout ?? DEFAULT_WAIT_FOR_MS);
    const deadline = clock.now() + timeout;
    for (;;) {
      checkAborted();
      await tap.flush();
      const found = seen().find((e) => !consumed.has(e.seq) && matches(e, filter));
      if (found) {
        consumed.add(found.seq);
        return `${found.name} on ${found.topic} at +${seconds(clock.now() - simStart)}`;
      }
      const now = clock.now();
      if (now >= deadline) throw new StepFailure(`no ${filter.event}${filter.serial ? ` on ${filter.serial}` : ''} within ${seconds(timeout)}`);
      if (driving()) {
        // What is already on its way first, then the next timer on the clock (or the deadline).
        await sleep(5, signal);
        await tap.flush();
        if (seen().some((e) => !consumed.has(e.seq) && matches(e, filter))) continue;
        const owners = (await deps.settled?.())?.nextDue ?? null;
        const ours = clock.state().nextDue;
        const next = ours === null ? owners : owners === null ? ours : Math.min(ours, owners);
        clock.set(Math.max(now, Math.min(next ?? deadline, deadline)));
        await deps.settled?.();
      } else {
        await sleep(Math.max(1, Math.min(50, (deadline - now) / clock.state().rate)), signal);
      }
    }
  };

  const expect = async (expectation: ExpectationInput): Promise<string> => {
    if ('event' in expectation) {
      await tap.settle();
      const found = seen().filter((e) => matches(e, expectation)).length;
      const problem = countCheck(found, expectation);
      if (problem) throw new StepFailure(`${expectation.event} seen ${problem}`);
      return `${expectation.event} seen ${found} times`;
    }
    if ('outbox' in expectation) {
      const { kind, to, contains } = expectation.outbox;
      const query = new URLSearchParams(Object.entries({ kind, to }).filter((e): e is [string, string] => e[1] !== undefined)).toString();
      const answer = await call('GET', sim(`/outbox${query ? `?${query}` : ''}`));
      const messages = (valueAt(answer.body, 'data') as Record<string, unknown>[] | undefined) ?? [];
      const found = messages.filter((m) => contains === undefined || ['subject', 'text', 'code', 'path'].some((k) => typeof m[k] === 'string' && m[k].includes(contains))).length;
      const problem = countCheck(found, expectation);
      if (problem) throw new StepFailure(`outbox messages found ${problem}`);
      return `${found} outbox messages`;
    }
    if ('gateway' in expectation) {
      const answer = await call('GET', sim(gw(expectation.gateway)));
      const value = valueAt(valueAt(answer.body, 'data'), expectation.field);
      if (!isDeepStrictEqual(value, expectation.equals)) throw new StepFailure(`${expectation.gateway} ${expectation.field} is ${show(value)}, not ${show(expectation.equals)}`);
      return `${expectation.field} is ${show(value)}`;
    }
    const answer = await deps.http('GET', expectation.get);
    const status = expectation.status ?? 200;
    if (answer.status !== status) throw new StepFailure(`GET ${expectation.get} answered ${answer.status} ${show(answer.body)}, not ${status}`);
    if (expectation.field === undefined && !('equals' in expectation)) return `GET ${expectation.get} → ${answer.status}`;
    const value = expectation.field === undefined ? answer.body : valueAt(answer.body, expectation.field);
    if ('equals' in expectation && !isDeepStrictEqual(value, expectation.equals)) {
      throw new StepFailure(`GET ${expectation.get} ${expectation.field ?? ''} is ${show(value)}, not ${show(expectation.equals)}`.replace('  ', ' '));
    }
    return `GET ${expectation.get} ${expectation.field ?? ''} is ${show(value)}`.replace('  ', ' ');
  };

  const finish = () => {
    const counts: Record<string, number> = {};
    for (const event of seen()) counts[event.name] = (counts[event.name] ?? 0) + 1;
    report.events = Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
    report.simulatedMs = Math.max(0, Math.round(clock.now() - simStart));
    report.realMs = Math.round(performance.now() - realStart);
  };

  for (const [index, step] of scenario.steps.entries()) {
    const entry = report.steps[index]!;
    try {
      checkAborted();
      if (step.at !== undefined) await reach(simStart + durationMs(step.at));
      entry.status = 'running';
      entry.atMs = Math.round(clock.now() - simStart);
      if ('action' in step) entry.message = await act(step);
      else if ('waitFor' in step) entry.message = await waitFor(step);
      else entry.message = await expect(step.expect);
      entry.status = 'done';
      report.stepsDone += 1;
    } catch (error) {
      entry.status = 'failed';
      entry.message = error instanceof StepFailure ? error.message : `the step broke: ${error instanceof Error ? error.message : String(error)}`;
      report.failure = { step: entry.index, label: entry.label, message: entry.message };
      for (const rest of report.steps.slice(index + 1)) rest.status = 'skipped';
    }
    finish();
    deps.onProgress?.(report);
    if (report.failure) break;
  }
  // The events the last steps caused, in the counts.
  await tap.settle().catch(() => undefined);
  finish();
  report.status = report.failure ? 'failed' : 'passed';
  deps.onProgress?.(report);
  return report;
}

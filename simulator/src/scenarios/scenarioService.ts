import { parseScenario, type ScenarioInput, type ScenarioReport } from '@homeport/sdk/sim';
import type { SimClock } from '../clock/simClock';
import type { Log } from '../log';
import type { EventTap } from './eventTap';
import { describeStep, runScenario, seconds } from './runner';

/** Runs kept for GET /api/__sim/scenarios/{id}: the newest. */
const KEPT_RUNS = 50;

export interface ScenarioServiceOptions {
  clock: SimClock;
  tap: EventTap;
  product: string;
  log: Log;
  commandTarget(serial: string): { owner: string; sender: string } | string;
  /** The gateways' owners caught up with the clock (gateway/gatewayOwners.ts `settled`). */
  settled?: () => Promise<{ nextDue: number | null }>;
}

/** A scenario refused before it ran (a bad file, a run already going on, no control API). */
export class ScenarioRefused extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * QA scenario runs (docs/simulator.md "Scenarios"), one at a time (each may
 * drive the clock): started from POST /api/__sim/scenarios or from code
 * (`sim.scenarios.run`), their steps go through the simulator's own control
 * API over HTTP, as QA's calls would, and its broker, as its internal client.
 */
export class ScenarioService {
  private readonly runs = new Map<string, ScenarioReport>();
  private seq = 0;
  private running: { id: string; done: Promise<ScenarioReport>; abort: AbortController } | null = null;
  private endpoint: { baseUrl: string; token: string | null } | null = null;

  constructor(private readonly options: ScenarioServiceOptions) {}

  /** Where the simulator answers, once it listens. */
  bind(baseUrl: string, token: string | null): void {
    this.endpoint = { baseUrl, token };
  }

  /** Checks and starts a run; answers its report (status running), updated in place as it goes. */
  start(raw: unknown, onProgress?: (report: ScenarioReport) => void): { report: ScenarioReport; done: Promise<ScenarioReport> } {
    const parsed = parseScenario(raw);
    if (!parsed.ok) throw new ScenarioRefused(400, parsed.field, parsed.message);
    if (this.running) throw new ScenarioRefused(409, 'scenario', 'A scenario is running: one at a time (each may drive the clock); wait for its report');
    const endpoint = this.endpoint;
    if (!endpoint?.token) throw new ScenarioRefused(409, 'scenario', 'Scenarios run through the control API, which is off (control: false)');
    const scenario: ScenarioInput = parsed.scenario;
    const id = `run-${++this.seq}`;
    const report: ScenarioReport = {
      id,
      name: scenario.name,
      status: 'running',
      steps: scenario.steps.map((step, index) => ({ index: index + 1, label: describeStep(step), status: 'pending', atMs: null, message: null })),
      stepsDone: 0,
      stepsTotal: scenario.steps.length,
      events: {},
      simulatedMs: 0,
      realMs: 0,
      startedAt: new Date(this.options.clock.now()).toISOString(),
      failure: null,
    };
    this.runs.set(id, report);
    for (const old of [...this.runs.keys()].slice(0, Math.max(0, this.runs.size - KEPT_RUNS))) this.runs.delete(old);
    const { log } = this.options;
    const abort = new AbortController();
    log(`scenario ${id} "${scenario.name}": ${scenario.steps.length} steps`);
    const done = runScenario(
      scenario,
      {
        clock: this.options.clock,
        tap: this.options.tap,
        product: this.options.product,
        commandTarget: this.options.commandTarget,
        settled: this.options.settled,
        http: (method, path, body, headers) => this.http(endpoint.baseUrl, endpoint.token, method, path, body, headers),
        onProgress,
        signal: abort.signal,
      },
      report,
    )
      .then((finished) => {
        // Worded so a test that looks for ' failed: ' in the log (a simulator failure) does not take a failed scenario for one.
        const failure = finished.failure ? `; stopped at step ${finished.failure.step} (${finished.failure.message})` : '';
        log(
          `scenario ${id} ${finished.status} (${finished.stepsDone}/${finished.stepsTotal} steps in ${seconds(finished.simulatedMs)} simulated, ${finished.realMs} ms real${failure})`,
        );
        return finished;
      })
      .finally(() => {
        this.running = null;
      });
    this.running = { id, done, abort };
    return { report, done };
  }

  /** Runs a scenario to its end and answers its report (a bad file throws ScenarioRefused). */
  run(raw: unknown, onProgress?: (report: ScenarioReport) => void): Promise<ScenarioReport> {
    return this.start(raw, onProgress).done;
  }

  /** Cancels the run `id` when it is going on: its current step fails with `reason`. Answers whether it was running. */
  cancel(id: string, reason = 'the run was cancelled'): boolean {
    if (this.running?.id !== id) return false;
    this.running.abort.abort(reason);
    return true;
  }

  /** Resolves once no run is going on. */
  async settled(): Promise<void> {
    await this.running?.done.catch(() => undefined);
  }

  get(id: string): ScenarioReport | null {
    return this.runs.get(id) ?? null;
  }

  list(): ScenarioReport[] {
    return [...this.runs.values()];
  }

  /** The simulator closes: the tap leaves the broker (a run still going fails its next step). */
  async close(): Promise<void> {
    this.endpoint = null;
    this.running?.abort.abort('the simulator closed');
    await this.options.tap.close();
  }

  private async http(
    baseUrl: string,
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { ...extra };
    if (token && /^\/api\/__(sim|db)(\/|\?|$)/.test(path)) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed };
  }
}

#!/usr/bin/env node
// QA control verbs over the simulator's control API (docs/simulator.md).
//   homeport-sim [--url http://localhost:8080] [--token <t> | --data <dir>] <verb> ...
//     reset                                  restore the seed, disconnect MQTT clients
//     gateways                               list the fleet
//     gateway <serial>                       one gateway with its emulator state
//     patch <serial> field=value ...         set gateway fields (values are JSON, else strings)
//     event <serial> <name> [json-data]      publish an event on the gateway's evt topic
//     device-report <serial> <id> <service> <property> <json-value>   a device reports a value by itself
//     remove-owner <serial>                  take the gateway from its owner (gateway_removed)
//     pin-reset <serial>                     mail the owner a PIN reset link
//     outbox [to=...] [kind=...] | outbox clear
//     sessions [user]                        sessions with why they ended
//     expire <sessionRef>                    client_expire_session for one session
//     user-delete <user>                     admin_deleted_your_account
//     force-logout <user>                    the 000622 path
//     hash-token <username> [origin]         a hash login link
//     rules-log <serial> [ruleId]            what the gateway's rules did
//     devices <serial> <kind> [count=N] [name=..] [bus=..] [roomId=N]   install devices, as an installer paired them
//     firmware <serial> <id> [available=true|false] [failAt=N|null]    new node firmware, or its next upgrade failing
//     bulk [pause|resume|stall]              the bulk queue's state, or hold it
//     scenario run <file> [--start]          run a scenario file (YAML or JSON), step by step; exit 1 when it fails
//   <user> is a user id or a username.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: homeport-sim [--url <simulator url>] [--token <control token>] [--data <dir>] <verb> [args]
  reset
  gateways
  gateway <serial>
  patch <serial> field=value [field=value ...]   e.g. patch HP1000000001 connectionStatus=offline pinLocked=true
  event <serial> <name> [json-data]              e.g. event HP1000000001 backup_max_number_error '{"message":"full"}'
  device-report <serial> <id> <service> <property> <json-value>
                                                 a device reports a value, e.g. device-report HP1000000001 7 IRService LearnStatus 0
  remove-owner <serial>                          the gateway leaves its owner (gateway_removed)
  pin-reset <serial>                             a PIN reset link to the owner, in the outbox
  outbox [to=<address>] [kind=<kind>]            messages the simulator sent, oldest first
  outbox clear                                   empty the outbox
  sessions [<user>]                              sessions, live or ended
  expire <sessionRef>                            end a session as its idle limit would (client_expire_session)
  user-delete <user>                             delete an account (admin_deleted_your_account)
  force-logout <user>                            end the user's sessions; REST then answers 000622
  hash-token <username> [origin]                 a hash login token and its /hashloginredirect path
  rules-log <serial> [<ruleId>]                  the runs of the gateway's rules (or one rule's), oldest first
  devices <serial> <kind> [count=<n>] [name=<name>] [bus=<bus>] [roomId=<id>]
                                                 install devices already paired (devices_added), e.g. devices HP1000000001 dimmer count=20 name="Hall light"
  firmware <serial> <deviceId> [available=true|false] [failAt=<1..99>|null]
                                                 the vendor publishes (or withdraws) node firmware; failAt makes the next upgrade stop there (UpgradeState 3)
  bulk [pause|resume|stall]                      the bulk-operation queue's state; pause it, resume it, or stall it
                                                 (tasks written In Progress, never sent: stop and start the simulator to see the resume)
  scenario run <file> [--start]                  run a scenario file (YAML or JSON; docs/simulator.md "Scenarios"), printing each step;
                                                 exit 1 when it fails. --start runs it on a simulator of its own (a temp data folder)
<user> is a user id or a username (e-mail).
--url defaults to $HOMEPORT_URL or http://localhost:8080
--token defaults to $HOMEPORT_SIM_TOKEN, else the file control-token in the simulator's data folder
--data is that folder: $HOMEPORT_DATA or .homeport-data`;

function fail(message) {
  console.error(message);
  process.exit(2);
}

/** `k=v`: v parsed as JSON when it is JSON (true, 4, null, "x", [..]), else taken as a string. */
function assignment(text) {
  const at = text.indexOf('=');
  if (at < 1) fail(`not a field=value pair: ${text}`);
  const raw = text.slice(at + 1);
  let value = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // a bare word such as offline
  }
  return [text.slice(0, at), value];
}

/** The control API's token: --token, $HOMEPORT_SIM_TOKEN, else what the simulator wrote in its data folder. */
function controlToken(values) {
  const given = values.token ?? process.env.HOMEPORT_SIM_TOKEN;
  if (given) return given;
  const file = join(values.data ?? process.env.HOMEPORT_DATA ?? '.homeport-data', 'control-token');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch {
    // reported below
  }
  fail(
    `no control token: ${file} is missing or empty. Pass --token <t> or set HOMEPORT_SIM_TOKEN (the simulator prints its token at start), or --data <dir> for another data folder.`,
  );
}

let auth = {};

async function call(base, method, path, body) {
  const response = await fetch(`${base}/api/__sim${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error) => fail(`cannot reach ${base}: ${error.cause?.code ?? error.message}`));
  const payload = await response.json().catch(() => null);
  if (!response.ok) fail(`${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

/** A user id as given, or the id of the account with that username (through the raw data at /api/__db). */
async function userIdOf(base, user) {
  if (!user.includes('@')) return user;
  const response = await fetch(`${base}/api/__db/users?username=${encodeURIComponent(user.toLowerCase())}`, { headers: auth }).catch((error) =>
    fail(`cannot reach ${base}: ${error.cause?.code ?? error.message}`),
  );
  const payload = await response.json().catch(() => null);
  if (!response.ok) fail(`${response.status} ${JSON.stringify(payload)}`);
  const [found] = payload;
  if (!found) fail(`no user ${user}`);
  return found.id;
}

function printOutbox(messages) {
  for (const m of messages) {
    const when = new Date(m.at).toISOString().slice(11, 19);
    console.log(`${m.id}  ${when}  ${m.kind.padEnd(14)} ${m.to.padEnd(28)} ${m.code ?? m.path ?? m.subject}`);
  }
  if (messages.length === 0) console.log('(empty)');
}

function printFleet(gateways) {
  const rows = gateways.map((g) => [g.serialNumber, g.connectionStatus, g.model, g.region, g.userId ?? '-', g.name]);
  const header = ['serial', 'status', 'model', 'region', 'owner', 'name'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
}

const { values, positionals } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    data: { type: 'string' },
    start: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
let base = (values.url ?? process.env.HOMEPORT_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const [verb, ...args] = positionals;

if (values.help || !verb) {
  console.log(USAGE);
  process.exit(verb ? 0 : 2);
}

/** `--start`: the simulator runs in this process; its TypeScript needs tsx and the sources' export condition, so the CLI starts itself again with both. */
let started = null;
if (values.start) {
  if (verb !== 'scenario') fail('--start is for scenario run only');
  if (process.env.HOMEPORT_SIM_IN_PROCESS !== '1') {
    // Ctrl-C reaches the child too, which cancels its run and prints the report: wait for it.
    process.on('SIGINT', () => {});
    const child = spawnSync(process.execPath, ['--conditions=@homeport/source', '--import', import.meta.resolve('tsx'), fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, HOMEPORT_SIM_IN_PROCESS: '1' },
    });
    process.exit(child.status ?? 2);
  }
  const { startSimulator } = await import('../src/startSimulator.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-scenario-'));
  const sim = await startSimulator({ dataDir, port: 0, mqttPort: 0, fresh: true, quiet: true, log: () => {} });
  started = { sim, dataDir };
  base = sim.httpUrl;
  auth = { authorization: `Bearer ${sim.controlToken}` };
  console.log(`simulator started at ${base} (data in ${dataDir})`);
} else {
  auth = { authorization: `Bearer ${controlToken(values)}` };
}

switch (verb) {
  case 'reset':
    await call(base, 'POST', '/reset');
    console.log('reset to the seed');
    break;
  case 'gateways':
    printFleet((await call(base, 'GET', '/gateways')).data);
    break;
  case 'gateway':
    if (args.length !== 1) fail(USAGE);
    console.log(JSON.stringify((await call(base, 'GET', `/gateways/${encodeURIComponent(args[0])}`)).data, null, 2));
    break;
  case 'patch': {
    if (args.length < 2) fail(USAGE);
    const body = Object.fromEntries(args.slice(1).map(assignment));
    const { data } = await call(base, 'PATCH', `/gateways/${encodeURIComponent(args[0])}`, body);
    console.log(`changed: ${JSON.stringify(data.changes)}`);
    break;
  }
  case 'event': {
    if (args.length < 2 || args.length > 3) fail(USAGE);
    let data = null;
    if (args[2] !== undefined) {
      try {
        data = JSON.parse(args[2]);
      } catch {
        fail(`event data is not JSON: ${args[2]}`);
      }
    }
    const result = await call(base, 'POST', `/gateways/${encodeURIComponent(args[0])}/events`, { name: args[1], data });
    console.log(`published on ${result.data.topic}`);
    break;
  }
  case 'device-report': {
    if (args.length !== 5) fail(USAGE);
    const [serial, id, service, property, raw] = args;
    const [, value] = assignment(`v=${raw}`);
    const { data } = await call(base, 'POST', `/gateways/${encodeURIComponent(serial)}/devices/${encodeURIComponent(id)}/report`, { service, property, value });
    console.log(`device ${data.device} ${data.service}.${data.property} = ${JSON.stringify(data.value)}`);
    break;
  }
  case 'remove-owner': {
    if (args.length !== 1) fail(USAGE);
    const { data } = await call(base, 'DELETE', `/gateways/${encodeURIComponent(args[0])}/owner`);
    console.log(`${data.serialNumber} removed from ${data.previousOwner}`);
    break;
  }
  case 'pin-reset': {
    if (args.length !== 1) fail(USAGE);
    const { data } = await call(base, 'POST', `/gateways/${encodeURIComponent(args[0])}/pin-reset`);
    console.log(`PIN reset link sent to ${data.to} (${data.messageId})`);
    break;
  }
  case 'outbox': {
    if (args[0] === 'clear') {
      const { data } = await call(base, 'DELETE', '/outbox');
      console.log(`${data.deleted} messages deleted`);
      break;
    }
    const query = new URLSearchParams(args.map(assignment).map(([k, v]) => [k, String(v)])).toString();
    printOutbox((await call(base, 'GET', `/outbox${query ? `?${query}` : ''}`)).data);
    break;
  }
  case 'sessions': {
    const query = args[0] ? `?userId=${encodeURIComponent(await userIdOf(base, args[0]))}` : '';
    for (const s of (await call(base, 'GET', `/sessions${query}`)).data) {
      console.log(`${s.sessionRef}  ${s.userId}  ${s.live ? 'live' : `ended (${s.revokeReason ?? 'limit'})`}  mqtt ${s.mqttClients}`);
    }
    break;
  }
  case 'expire':
    if (args.length !== 1) fail(USAGE);
    await call(base, 'POST', `/sessions/${encodeURIComponent(args[0])}/expire`);
    console.log('session expired');
    break;
  case 'user-delete': {
    if (args.length !== 1) fail(USAGE);
    const { data } = await call(base, 'DELETE', `/users/${encodeURIComponent(await userIdOf(base, args[0]))}`);
    console.log(`user ${data.userId} deleted`);
    break;
  }
  case 'force-logout': {
    if (args.length !== 1) fail(USAGE);
    const { data } = await call(base, 'POST', `/users/${encodeURIComponent(await userIdOf(base, args[0]))}/force-logout`);
    console.log(`${data.loggedOut} sessions ended; their REST calls now answer 000622`);
    break;
  }
  case 'hash-token': {
    if (args.length < 1 || args.length > 2) fail(USAGE);
    const body = args[1] ? { username: args[0], origin: args[1] } : { username: args[0] };
    const { data } = await call(base, 'POST', '/hash-tokens', body);
    console.log(`${base}${data.path}`);
    break;
  }
  case 'rules-log': {
    if (args.length < 1 || args.length > 2) fail(USAGE);
    const query = args[1] ? `?ruleId=${encodeURIComponent(args[1])}` : '';
    for (const run of (await call(base, 'GET', `/gateways/${encodeURIComponent(args[0])}/rules/log${query}`)).data) {
      const trigger = run.trigger ? ` (trigger ${run.trigger.id})` : '';
      console.log(
        `${new Date(run.startedAt).toISOString()}  run ${run.runId}  rule ${run.ruleId} "${run.ruleName}"  ${run.cause}${trigger}  chain ${run.chain}  ${run.outcome}${run.note ? ` (${run.note})` : ''}`,
      );
      for (const action of run.actions) console.log(`    ${new Date(action.at).toISOString()}  ${action.target}  ${action.outcome}${action.message ? `: ${action.message}` : ''}`);
    }
    break;
  }
  case 'devices': {
    if (args.length < 2) fail(USAGE);
    const [serial, kind, ...fields] = args;
    const body = { kind, ...Object.fromEntries(fields.map(assignment)) };
    // A name is a name, even when it reads as JSON (e.g. name=2024).
    if (body.name !== undefined) body.name = String(body.name);
    const { data } = await call(base, 'POST', `/gateways/${encodeURIComponent(serial)}/devices`, body);
    console.log(`${data.added.length} ${kind} device${data.added.length === 1 ? '' : 's'} added to ${serial}: ${data.added.join(', ')}`);
    break;
  }
  case 'firmware': {
    if (args.length < 3) fail(USAGE);
    const [serial, id, ...fields] = args;
    const body = Object.fromEntries(fields.map(assignment));
    const { data } = await call(base, 'POST', `/gateways/${encodeURIComponent(serial)}/devices/${encodeURIComponent(id)}/firmware`, body);
    console.log(
      `device ${data.device}: new firmware ${data.available ? 'available' : 'not available'}; next upgrade ${data.failAt === null ? 'succeeds' : `fails at ${data.failAt} %`}`,
    );
    break;
  }
  case 'bulk': {
    const [action] = args;
    if (action !== undefined && !['pause', 'resume', 'stall'].includes(action)) fail(USAGE);
    const { data } = action === undefined ? await call(base, 'GET', '/bulk/queue') : await call(base, 'POST', '/bulk/queue', { action });
    console.log(
      `bulk queue: ${data.stalled ? 'stalled' : data.paused ? 'paused' : 'running'}, ${data.inFlight} in flight of ${data.concurrency}, ${data.ready} waiting, ${data.campaigns} campaigns`,
    );
    break;
  }
  case 'scenario': {
    if (args[0] !== 'run' || args.length !== 2) fail(USAGE);
    const code = await runScenarioFile(args[1]);
    if (started) {
      await started.sim.close();
      rmSync(started.dataDir, { recursive: true, force: true });
    }
    process.exit(code);
    break;
  }
  default:
    fail(`unknown verb ${verb}\n${USAGE}`);
}

/** `12s`, `2h05m`, `1d03h`: a simulated span for people. */
function span(ms) {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${(ms / 1000).toFixed(ms < 10_000 && ms % 1000 !== 0 ? 1 : 0)}s`;
  const [d, h, m, r] = [Math.floor(s / 86400), Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60];
  if (d > 0) return `${d}d${String(h).padStart(2, '0')}h${String(m).padStart(2, '0')}m`;
  if (h > 0) return `${h}h${String(m).padStart(2, '0')}m`;
  return `${m}m${String(r).padStart(2, '0')}s`;
}

/** Runs one scenario file through POST /api/__sim/scenarios, prints each step as it ends and the report; answers the exit code. */
async function runScenarioFile(file) {
  const { parse, YAMLParseError } = await import('yaml');
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read ${file}: ${error.code ?? error.message}`);
  }
  let scenario;
  try {
    scenario = parse(text, { maxAliasCount: 100 });
  } catch (error) {
    const at = error instanceof YAMLParseError ? error.linePos?.[0] : null;
    fail(`${file}${at ? `:${at.line}:${at.col}` : ''}: ${String(error.message).split('\n')[0]}`);
  }
  const response = await fetch(`${base}/api/__sim/scenarios`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(scenario ?? null),
  }).catch((error) => fail(`cannot reach ${base}: ${error.cause?.code ?? error.message}`));
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const entry = Array.isArray(payload) ? payload[0] : null;
    fail(entry ? `${file}: ${entry.message} (${response.status} ${entry.errorCode})` : `${response.status} ${JSON.stringify(payload)}`);
  }
  let report = payload.data;
  // Ctrl-C cancels the run (DELETE /api/__sim/scenarios/{id}); the report then says where it stopped.
  process.once('SIGINT', () => {
    console.log('cancelling the run…');
    fetch(`${base}/api/__sim/scenarios/${report.id}`, { method: 'DELETE', headers: auth }).catch(() => process.exit(130));
  });
  console.log(`scenario "${report.name}" (${report.id}): ${report.stepsTotal} steps`);
  const width = String(report.stepsTotal).length;
  let printed = 0;
  const printSteps = () => {
    for (const step of report.steps.slice(printed)) {
      if (step.status === 'pending' || step.status === 'running') break;
      const mark = step.status === 'done' ? 'ok  ' : step.status === 'failed' ? 'FAIL' : 'skip';
      const at = step.atMs === null ? '' : `+${span(step.atMs)}`;
      console.log(`  ${mark} ${String(step.index).padStart(width)}/${report.stepsTotal} ${at.padEnd(9)} ${step.label}${step.message ? ` — ${step.message}` : ''}`);
      printed += 1;
    }
  };
  for (;;) {
    printSteps();
    if (report.status !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
    report = (await call(base, 'GET', `/scenarios/${report.id}`)).data;
  }
  printSteps();
  const events = Object.entries(report.events)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');
  console.log(
    `${report.status === 'passed' ? 'passed' : 'FAILED'}: ${report.stepsDone}/${report.stepsTotal} steps; ${span(report.simulatedMs)} simulated, ${(report.realMs / 1000).toFixed(1)}s real`,
  );
  console.log(`events: ${events || '(none)'}`);
  if (report.failure) console.log(`failed at step ${report.failure.step} (${report.failure.label}): ${report.failure.message}`);
  return report.status === 'passed' ? 0 : 1;
}

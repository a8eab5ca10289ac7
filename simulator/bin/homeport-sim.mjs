#!/usr/bin/env node
// QA control verbs over the simulator's control API (docs/simulator.md).
//   homeport-sim [--url http://localhost:8080] <verb> ...
//     reset                                  restore the seed, disconnect MQTT clients
//     gateways                               list the fleet
//     gateway <serial>                       one gateway with its emulator state
//     patch <serial> field=value ...         set gateway fields (values are JSON, else strings)
//     event <serial> <name> [json-data]      publish an event on the gateway's evt topic
import { parseArgs } from 'node:util';

const USAGE = `Usage: homeport-sim [--url <simulator url>] <verb> [args]
  reset
  gateways
  gateway <serial>
  patch <serial> field=value [field=value ...]   e.g. patch HP1000000001 connectionStatus=offline pinLocked=true
  event <serial> <name> [json-data]              e.g. event HP1000000001 backup_max_number_error '{"message":"full"}'
--url defaults to $HOMEPORT_URL or http://localhost:8080`;

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

async function call(base, method, path, body) {
  const response = await fetch(`${base}/api/__sim${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error) => fail(`cannot reach ${base}: ${error.cause?.code ?? error.message}`));
  const payload = await response.json().catch(() => null);
  if (!response.ok) fail(`${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

function printFleet(gateways) {
  const rows = gateways.map((g) => [g.serialNumber, g.connectionStatus, g.model, g.region, g.userId ?? '-', g.name]);
  const header = ['serial', 'status', 'model', 'region', 'owner', 'name'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
}

const { values, positionals } = parseArgs({
  options: { url: { type: 'string' }, help: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const base = (values.url ?? process.env.HOMEPORT_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const [verb, ...args] = positionals;

if (values.help || !verb) {
  console.log(USAGE);
  process.exit(verb ? 0 : 2);
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
  default:
    fail(`unknown verb ${verb}\n${USAGE}`);
}

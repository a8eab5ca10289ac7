// `npm run bench`: figures and ratios against a baseline measured in the same
// process. No thresholds: this machine is noisy, the ratios are what to read.
// `npm run bench -- device-requests` (or widget-sizes, widget-renders, rules, devices-table, bulk, history, history-render, fleet, storm, fleet-workers, noisy-neighbour, lighthouse) runs one section.
// lighthouse is not run by a bare `npm run bench`: it takes minutes and wants a quiet machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '@homeport/simulator';
import { benchDeviceRequests } from './deviceRequests';
import { benchRules } from './rules';
import { benchDevicesTable } from './devicesTable';
import { benchWidgetRenders } from './widgetRenders';
import { benchWidgetSizes } from './widgetSizes';
import { benchBulk } from './bulk';
import { benchHistory } from './history';
import { benchHistoryRender } from './historyRender';
import { benchFleet } from './fleet';
import { benchStorm } from './storm';
import { benchFleetWorkers } from './fleetWorkers';
import { benchNoisyNeighbour } from './noisyNeighbour';
import { benchLighthouse } from './lighthouse';

const sections: Record<string, { title: string; run: (sim: Simulator) => Promise<void>; onlyByName?: boolean }> = {
  'device-requests': {
    title: 'device-property requests (sequential, TCP, one emulated gateway; sdk and raw interleaved)',
    run: benchDeviceRequests,
  },
  'widget-sizes': {
    title: 'widget sizes as a partner pays them (packed, installed, one widget alone, esbuild minified, gzip; react external)',
    run: () => benchWidgetSizes(),
  },
  'widget-renders': { title: 'bound widgets over the device store (jsdom, real simulator): renders and requests per event', run: benchWidgetRenders },
  rules: { title: 'rule evaluation per device property event (one emulated gateway in process, 200 rules against none)', run: () => benchRules() },
  bulk: {
    title: 'one bulk campaign (open_network) over 1,000 emulated gateways: time to finish and bom_* events per second, against raw broker throughput',
    run: () => benchBulk(),
  },
  history: {
    title: 'device history: six months of one-minute data for one key; the month view (aggregated) against the day view, time and bytes',
    run: benchHistory,
  },
  'history-render': {
    title: "the history page's chart render time in Chromium (built host): the month view of six months of one-minute data against the day view",
    run: () => benchHistoryRender(),
  },
  fleet: {
    title: 'fleet size: child-process simulators at 50, 10,000 and 100,000 gateways (start, RSS, data folder, round trip, login, admin list)',
    run: () => benchFleet(),
  },
  storm: {
    title:
      'fairness: an interactive user (ping, REST GET) idle and during a storm of four pipelining connections on 10,000 gateways, with the per-user limit on and off (the four storm connections are one user)',
    run: () => benchStorm(),
  },
  'fleet-workers': {
    title: 'fleet workers: the fleet in the cloud process against two worker processes, each simulator on a Mosquitto of its own (round trip, burst answers a second)',
    run: () => benchFleetWorkers(),
  },
  'noisy-neighbour': {
    title:
      "hostile input: another user's ping and REST round trip, idle and while one account (demo or its linked family account) runs each attack of test-support's hostile.ts on a child-process simulator",
    run: () => benchNoisyNeighbour(),
  },
  lighthouse: {
    title:
      'Lighthouse on the built portal as the simulator serves it: five pages, mobile and desktop, median of three runs (needs npm run build -w host; HOMEPORT_LIGHTHOUSE_PLAIN=1 serves it uncompressed)',
    run: () => benchLighthouse(),
    onlyByName: true,
  },
  'devices-table': { title: "the portal's devices table over a 1,000-device home (jsdom, real simulator): first render and rows re-rendered per event", run: benchDevicesTable },
};

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in sections));
if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}; known: ${Object.keys(sections).join(', ')}`);

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bench-'));
const sim = await startSimulator({ port: 0, mqttPort: 0, dataDir, fresh: true, quiet: true });
try {
  for (const [name, section] of Object.entries(sections)) {
    if (chosen.length > 0 ? !chosen.includes(name) : section.onlyByName === true) continue;
    console.log(`\n${section.title}`);
    await section.run(sim);
  }
} finally {
  await sim.close();
  rmSync(dataDir, { recursive: true, force: true });
}

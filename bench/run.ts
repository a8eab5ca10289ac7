// `npm run bench`: figures and ratios against a baseline measured in the same
// process. No thresholds: this machine is noisy, the ratios are what to read.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator } from '@homeport/simulator';
import { benchDeviceRequests } from './deviceRequests';
import { benchWidgetRenders } from './widgetRenders';
import { benchWidgetSizes } from './widgetSizes';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bench-'));
const sim = await startSimulator({ port: 0, mqttPort: 0, dataDir, fresh: true, quiet: true });
try {
  console.log('device-property requests (sequential, TCP, one emulated gateway)');
  await benchDeviceRequests(sim);
  console.log('\nwidget bundle sizes (esbuild, minified, gzip; react, i18next and the sdk external)');
  await benchWidgetSizes();
  console.log('\nbound widgets over the device store (jsdom, real simulator): renders and requests per event');
  await benchWidgetRenders(sim);
} finally {
  await sim.close();
  rmSync(dataDir, { recursive: true, force: true });
}

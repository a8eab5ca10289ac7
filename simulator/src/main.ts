// The simulator CLI: `node --conditions=@homeport/source --import tsx simulator/src/main.ts [options]`.
import { join } from 'node:path';
import { USAGE, parseCliArgs } from './cliArgs';
import { adminAccount, demoAccount } from './seed/accounts';
import { startSimulator } from './startSimulator';

let options: ReturnType<typeof parseCliArgs>;
try {
  options = parseCliArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

let sim: Awaited<ReturnType<typeof startSimulator>>;
try {
  sim = await startSimulator(options);
} catch (error) {
  console.error(`The simulator did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** The QA routes' lines: the token, and a call that works as printed (DESIGN.md "Access control"). */
function controlLines(token: string | null): string[] {
  if (token === null) return ['  control API and raw data: off (--no-control)'];
  const tokenFile = join(options.dataDir, 'control-token');
  const header = options.controlToken === undefined ? `"Authorization: Bearer $(cat ${tokenFile})"` : '"Authorization: Bearer $HOMEPORT_SIM_TOKEN"';
  return [
    `  control API ${sim.httpUrl}/api/__sim, raw data ${sim.httpUrl}/api/__db${options.dbWritable ? ' (writable)' : ' (read-only)'}`,
    `  control token ${token}${options.controlToken === undefined ? ` (kept in ${tokenFile})` : ''}`,
    `    curl -H ${header} ${sim.httpUrl}/api/__sim/gateways`,
  ];
}
// The first URL printed is the HTTP one: scripts and tests read the port from it.
console.log(
  [
    'Homeport simulator',
    `  ${sim.httpUrl}   REST ${sim.httpUrl}/api${options.serveDir ? `, app ${sim.httpUrl}/` : ''}`,
    `  ${sim.wsUrl}   MQTT over WebSocket`,
    `  ${sim.mqttTcpUrl}   MQTT over TCP`,
    ...controlLines(sim.controlToken),
    'Demo accounts:',
    `  home user  ${demoAccount.username} / ${demoAccount.password}`,
    `  admin      ${adminAccount.username} / ${adminAccount.password}`,
    ...(options.serveDir ? [`Local gateway interface: ${sim.httpUrl}/local/HP1000000001/ (password Local-HP1000000001; every gateway: Local-{serial})`] : []),
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    sim.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

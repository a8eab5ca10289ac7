// The simulator CLI: `node --conditions=@homeport/source --import tsx simulator/src/main.ts [options]`.
import { USAGE, parseCliArgs } from './cliArgs';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount } from './seed/accounts';
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

const sim = await startSimulator(options);
// Random per gateway and folder (docs/simulator.md "Accounts"): read, never derived.
const demoSticker = sim.factorySecrets(DEMO_ONLINE_SERIAL);
// The first URL printed is the HTTP one: scripts and tests read the port from it.
console.log(
  [
    'Homeport simulator',
    `  ${sim.httpUrl}   REST ${sim.httpUrl}/api${options.serveDir ? `, app ${sim.httpUrl}/` : ''}`,
    `  ${sim.wsUrl}   MQTT over WebSocket`,
    `  ${sim.mqttTcpUrl}   MQTT over TCP`,
    `  control API ${sim.httpUrl}/api/__sim, raw data ${sim.httpUrl}/api/__db`,
    'Demo accounts:',
    `  home user  ${demoAccount.username} / ${demoAccount.password}`,
    `  admin      ${adminAccount.username} / ${adminAccount.password}`,
    ...(demoSticker ? [`  gateway    ${DEMO_ONLINE_SERIAL} PIN ${demoSticker.pin}, local password ${demoSticker.localPassword} (any gateway's: GET /api/__sim/gateways/{serial})`] : []),
    ...(options.serveDir && demoSticker ? [`Local gateway interface: ${sim.httpUrl}/local/${DEMO_ONLINE_SERIAL}/ (password ${demoSticker.localPassword})`] : []),
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

import type { Simulator, SimulatorOptions } from './options';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount } from './seed/accounts';

/**
 * What the CLI prints at start (docs/simulator.md "Running it"). The first
 * URL is the HTTP one: scripts and tests read the port from it. The demo
 * gateway's PIN and local password are read from its sticker: they are
 * random per gateway and data folder, never derived from the serial.
 */
/** The QA routes' lines: the token, and a call that works as printed (DESIGN.md "Access control"). */
function controlLines(sim: Simulator, options: BannerOptions): string[] {
  const token = sim.controlToken;
  if (token === null) return ['  control API and raw data: off (--no-control)'];
  const header = options.controlTokenFile ? `"Authorization: Bearer $(cat ${options.controlTokenFile})"` : '"Authorization: Bearer $HOMEPORT_SIM_TOKEN"';
  return [
    `  control API ${sim.httpUrl}/api/__sim, raw data ${sim.httpUrl}/api/__db${options.dbWritable ? ' (writable)' : ' (read-only)'}`,
    `  control token ${token}${options.controlTokenFile ? ` (kept in ${options.controlTokenFile})` : ''}`,
    `    curl -H ${header} ${sim.httpUrl}/api/__sim/gateways`,
  ];
}

export type BannerOptions = Pick<SimulatorOptions, 'serveDir' | 'dbWritable'> & {
  /** Where the token is kept, or null when it came from the command line or the environment. */
  controlTokenFile: string | null;
};

export async function banner(sim: Simulator, options: BannerOptions): Promise<string> {
  const sticker = await sim.factorySecrets(DEMO_ONLINE_SERIAL);
  return [
    'Homeport simulator',
    `  ${sim.httpUrl}   REST ${sim.httpUrl}/api${options.serveDir ? `, app ${sim.httpUrl}/` : ''}`,
    `  ${sim.wsUrl}   MQTT over WebSocket`,
    `  ${sim.mqttTcpUrl}   MQTT over TCP`,
    ...(sim.externalBroker ? [`  external broker ${sim.externalBroker} (fleet and cloud; users connect above)`] : []),
    ...controlLines(sim, options),
    'Demo accounts:',
    `  home user  ${demoAccount.username} / ${demoAccount.password}`,
    `  admin      ${adminAccount.username} / ${adminAccount.password}`,
    ...(sticker ? [`  gateway    ${DEMO_ONLINE_SERIAL} PIN ${sticker.pin}, local password ${sticker.localPassword} (any gateway's: GET /api/__sim/gateways/{serial})`] : []),
    ...(options.serveDir && sticker ? [`Local gateway interface: ${sim.httpUrl}/local/${DEMO_ONLINE_SERIAL}/ (password ${sticker.localPassword})`] : []),
  ].join('\n');
}

import { GatewayLink, RestClient, gatewayHandle, type GatewayHandle } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

export interface WidgetGateway {
  sim: SimProcess;
  handle: GatewayHandle;
  /** A property as the gateway holds it (not as any widget shows it). */
  read(device: number, service: string, property: string): Promise<unknown>;
  /** Publishes an event as the gateway would (simulator control API). */
  publish(name: string, data: unknown): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The demo user's online gateway for connected-widget tests in jsdom: the
 * real simulator in a child process (a browser-like environment cannot host
 * it), signed in over REST, linked over MQTT with native timers.
 */
export async function startWidgetGateway(): Promise<WidgetGateway> {
  const sim = await startSimProcess();
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
  const link = GatewayLink.connect({
    url: sim.wsUrl,
    userId: session.userId,
    sessionId: session.sessionId,
    product: 'homeport',
    mqtt: { reconnectPeriodMs: 200 },
    timerVariant: 'native',
  });
  await link.ready();
  const handle = gatewayHandle(link, { owner: session.userId, serial: DEMO_ONLINE });
  return {
    sim,
    handle,
    read: (device, service, property) => handle.request<{ value: unknown }>('get_service_property_value', { device, service, property }, { type: 'query' }).then((a) => a.value),
    async publish(name, data) {
      const response = await sim.control('POST', `/gateways/${DEMO_ONLINE}/events`, { name, data });
      if (!response.ok) throw new Error(`publish ${name}: ${response.status}`);
    },
    async stop() {
      await link.end();
      await sim.stop();
    },
  };
}

// Rendering 1,000 bound widgets in jsdom against the real simulator, beside
// 1,000 pure widgets (the baseline); the number of widgets React re-renders
// and the requests sent when one property event arrives (goals: one widget,
// no request); and the requests sent when `gateway_updated` arrives while
// the smart meter is open the way the portal's device page shows it (goal 0).
import { JSDOM } from 'jsdom';
import type { Simulator } from '@homeport/simulator';
import type * as Widgets from '@homeport/widgets';

const COUNT = 1000;
/** A variable, so the typecheck of a clean checkout does not need the build. */
const WIDGETS_DIST = '../packages/widgets/dist/index.js';

export async function benchWidgetRenders(sim: Simulator): Promise<void> {
  const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/' });
  Object.assign(globalThis, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator, IS_REACT_ACT_ENVIRONMENT: false });
  const React = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { GatewayLink, RestClient, gatewayHandle } = await import('@homeport/sdk');
  // The built package: vanilla-extract styles are compiled there (bench/widgetSizes.ts builds it first).
  const { Switch, SmartMeterConnected, useDeviceProperty } = (await import(WIDGETS_DIST)) as typeof Widgets;

  const rest = new RestClient({ apiBase: `${sim.httpUrl}/api` });
  const session = await rest.auth.login('demo@homeport.test', 'Demo-Pass-2026!');
  const link = GatewayLink.connect({ url: sim.mqttTcpUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
  await link.ready();
  const handle = gatewayHandle(link, { owner: session.userId, serial: 'HP1000000001' });
  // Every request of every handle goes through the link: count them there.
  let requests = 0;
  const send = link.request.bind(link);
  link.request = ((...args: Parameters<typeof send>) => {
    requests++;
    return send(...args);
  }) as typeof link.request;

  const renders = new Map<string, number>();
  const onRender = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  const h = React.createElement;

  function Bound({ deviceId }: { deviceId: number }) {
    const p = useDeviceProperty<boolean>(handle, deviceId, 'SwitchService', 'State', { initial: false });
    return h(Switch, { label: `Device ${deviceId}`, checked: p.value === true, onCheckedChange: (v: boolean) => void p.set(v) });
  }
  const pure = () => Array.from({ length: COUNT }, (_, i) => h(Switch, { key: i, label: `Device ${i + 1}`, checked: false, onCheckedChange: () => undefined }));
  const bound = () => Array.from({ length: COUNT }, (_, i) => h(React.Profiler, { key: i, id: `w${i + 1}`, onRender }, h(Bound, { deviceId: i + 1 })));

  const time = (children: () => unknown[]) => {
    const root = createRoot(document.getElementById('root')!);
    const start = performance.now();
    flushSync(() => root.render(h(React.Fragment, null, ...(children() as never[]))));
    const ms = performance.now() - start;
    return { root, ms };
  };

  // Alternate the two, three rounds after a warm-up, and take medians: order and JIT do not decide.
  time(pure).root.unmount();
  const pureMs: number[] = [];
  const boundMs: number[] = [];
  for (let round = 0; round < 3; round++) {
    const a = time(pure);
    a.root.unmount();
    pureMs.push(a.ms);
    const b = time(bound);
    b.root.unmount();
    boundMs.push(b.ms);
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[1]!;
  const measured = time(bound);
  console.log(`  mount ${COUNT} pure Switch              ${median(pureMs).toFixed(1)} ms (median of 3)`);
  console.log(`  mount ${COUNT} bound Switch (hook)      ${median(boundMs).toFixed(1)} ms  (${(median(boundMs) / median(pureMs)).toFixed(2)}x the pure ones)`);

  await new Promise((r) => setTimeout(r, 300)); // subscriptions settle
  // The opposite of what the first switch shows, so that the event changes something.
  const shown = document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true';
  renders.clear();
  const changed = new Promise<void>((resolve) => {
    const off = handle.onEvent((e) => {
      if (e.name === 'device_1_property_changed') setTimeout(() => (off(), resolve()), 100);
    });
  });
  await fetch(`${sim.httpUrl}/api/__sim/gateways/HP1000000001/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sim.controlToken}` },
    body: JSON.stringify({
      name: 'device_1_property_changed',
      data: { device_id: 1, service_name: 'SwitchService', service_type: 'switch', property_name: 'State', property_value: !shown },
    }),
  });
  const requestsBefore = requests;
  await changed;
  const rerendered = [...renders.keys()];
  console.log(
    `  widgets re-rendered by one property event: ${rerendered.length} of ${COUNT} (${rerendered.join(', ') || 'none'}), requests sent because of it: ${requests - requestsBefore}`,
  );
  measured.root.unmount();

  await benchGatewayUpdated();
  await link.end();

  /**
   * The device page as the portal builds it: the handle comes from the link
   * and the current gateway record, and gateway_updated (here a rename)
   * replaces the record.
   */
  async function benchGatewayUpdated() {
    const devices = await handle.request<{ id: number; kind: string }[]>('get_object_list_by_type_detailed', { type: 'device' }, { type: 'query' });
    const meter = devices.find((d) => d.kind === 'smart_meter')!;
    const owner = session.userId;
    function DevicePage() {
      const [record, setRecord] = React.useState({ serialNumber: 'HP1000000001', name: 'Home' });
      React.useEffect(
        () =>
          handle.onEvent((event) => {
            if (event.name === 'gateway_updated') setRecord((current) => ({ ...current, ...((event.data as { changes?: object }).changes ?? {}) }));
          }),
        [],
      );
      const pageHandle = React.useMemo(() => gatewayHandle(link, { owner, serial: record.serialNumber }), [record]);
      return h(SmartMeterConnected, { handle: pageHandle, deviceId: meter.id });
    }
    const root = createRoot(document.getElementById('root')!);
    const mountedFrom = requests;
    flushSync(() => root.render(h(DevicePage)));
    await new Promise((r) => setTimeout(r, 500));
    const onMount = requests - mountedFrom;
    const updated = new Promise<void>((resolve) => {
      const off = handle.onEvent((e) => {
        if (e.name === 'gateway_updated') setTimeout(() => (off(), resolve()), 500);
      });
    });
    const from = requests;
    await fetch(`${sim.httpUrl}/api/__sim/gateways/HP1000000001`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sim.controlToken}` },
      body: JSON.stringify({ name: 'Home renamed' }),
    });
    await updated;
    console.log(`  smart meter page: requests on mount ${onMount} (the list is already read), on gateway_updated ${requests - from}`);
    // Measured with this file on the commit before the device store (every handle read each property itself).
    console.log('  before the device store: 1 of 1000 re-rendered, 0 requests; smart meter page 14 requests on mount, 14 on gateway_updated');
    root.unmount();
  }
}

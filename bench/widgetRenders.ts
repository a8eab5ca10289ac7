// Rendering 1,000 bound widgets in jsdom against the real simulator, beside
// 1,000 pure widgets (the baseline), and the number of widgets React
// re-renders when one property event arrives: the goal is exactly one.
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
  const { Switch, useDeviceProperty } = (await import(WIDGETS_DIST)) as typeof Widgets;

  const rest = new RestClient({ apiBase: `${sim.httpUrl}/api` });
  const session = await rest.auth.login('demo@homeport.test', 'Demo-Pass-2026!');
  const link = GatewayLink.connect({ url: sim.mqttTcpUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
  await link.ready();
  const handle = gatewayHandle(link, { owner: session.userId, serial: 'HP1000000001' });

  const renders = new Map<string, number>();
  const onRender = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  const h = React.createElement;

  function Bound({ deviceId }: { deviceId: number }) {
    const p = useDeviceProperty<boolean>(handle, deviceId, 'SwitchService', 'State', { initial: false });
    return h(Switch, { label: `Device ${deviceId}`, checked: p.value === true, onCheckedChange: (v: boolean) => void p.set(v) });
  }
  const pure = () => Array.from({ length: COUNT }, (_, i) => h(Switch, { key: i, label: `Device ${i + 1}`, checked: false, onCheckedChange: () => undefined }));
  const bound = () =>
    Array.from({ length: COUNT }, (_, i) => h(React.Profiler, { key: i, id: `w${i + 1}`, onRender }, h(Bound, { deviceId: i + 1 })));

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
  renders.clear();
  const changed = new Promise<void>((resolve) => {
    const off = handle.onEvent((e) => {
      if (e.name === 'device_1_property_changed') setTimeout(() => (off(), resolve()), 100);
    });
  });
  await fetch(`${sim.httpUrl}/api/__sim/gateways/HP1000000001/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sim.controlToken}` },
    body: JSON.stringify({ name: 'device_1_property_changed', data: { device_id: 1, service_name: 'SwitchService', service_type: 'switch', property_name: 'State', property_value: true } }),
  });
  await changed;
  const rerendered = [...renders.keys()];
  console.log(`  widgets re-rendered by one property event: ${rerendered.length} of ${COUNT} (${rerendered.join(', ') || 'none'})`);
  measured.root.unmount();
  await link.end();
}

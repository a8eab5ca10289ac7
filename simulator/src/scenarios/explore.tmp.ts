import { startTestSim, control } from '/work/wt/scenarios/simulator/src/testing/simHarness';
const t = await startTestSim();
const show = async (label: string) => {
  const o = (await control<any>(t.sim, 'GET', '/outbox')).body.data;
  console.log(label, o.map((m: any) => `${m.kind}/${m.channel} ${m.to} ${m.subject}`).join(' | '));
  const d = (await control<any>(t.sim, 'GET', '/alarms/deliveries?serialNumber=HP1000000001')).body.data;
  console.log('  deliveries', d.length, JSON.stringify(d.slice(-3)));
};
const r = await t.sim.scenarios.run({ name: 'x', clock: { paused: true }, steps: [
  { action: 'reset' }, { action: 'outbox.clear' },
  { action: 'device.report', serial: 'HP1000000001', device: 10, body: { service: 'GasService', property: 'Alarm', value: true } },
]});
console.log(r.events);
await show('t0');
await t.sim.scenarios.run({ name: 'y', steps: [{ action: 'clock.advance', by: '61s' }] }); await show('t61');
await t.sim.scenarios.run({ name: 'y', steps: [{ action: 'clock.advance', by: '300s' }] }); await show('t361');
const r2 = await t.sim.scenarios.run({ name: 'z', steps: [{ action: 'device.fail', serial: 'HP1000000001', device: 1, body: { failed: true } }, { action: 'gateway.offline', serial: 'HP1000000001' },{ action: 'gateway.online', serial: 'HP1000000001' },
 { action: 'gateway.patch', serial: 'HP1000000013', body: { installations: [{ softwareId: 'fw-doc400-4.2.0', history: [{ status: 'accepted' }] }], installationSoftwareId: 'fw-doc400-4.2.0' } },
 { action: 'gateway.patch', serial: 'HP1000000013', body: { installations: [{ softwareId: 'fw-doc400-4.2.0', history: [{ status: 'accepted' }, { status: 'installed' }] }], currentFWVersion: '4.2.0' } },
 { action: 'gateway.patch', serial: 'HP1000000001', body: { replacementInProgress: true, replacementPeer: 'HP1000000011' } },
 { action: 'gateway.patch', serial: 'HP1000000011', body: { replacementInProgress: false } },
]});
console.log(r2.events, r2.failure);
console.log(JSON.stringify((await control<any>(t.sim, 'GET', '/gateways/HP1000000013')).body.data));
await t.stop();
process.exit(0);

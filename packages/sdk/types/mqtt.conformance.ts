/**
 * mqtt.d.ts (the subset the sdk, widgets and portal programs see in place of
 * mqtt.js) checked against mqtt.js's own declarations. The root tsconfig
 * checks this file with Node types; the packages are read there through
 * their emitted .d.ts, so this is where a stub that drifted from the library
 * is caught: what the library hands the sdk must fit the stub, and what the
 * sdk hands the library (its options) must fit the library.
 */
import type RealMqtt from 'mqtt';
import type { IClientOptions as RealOptions, ISubscriptionGrant as RealGrant, MqttClient as RealClient } from 'mqtt';
import type StubMqtt from './mqtt.d.ts';
import type { IClientOptions as StubOptions, ISubscriptionGrant as StubGrant, MqttClient as StubClient, QoS as StubQoS } from './mqtt.d.ts';

type Fits<Actual extends Expected, Expected> = [Actual, Expected];

export type MqttStubConformance = [
  // mqtt.connect(url, options): the sdk's options go in, a client comes out.
  Fits<Pick<typeof RealMqtt, 'connect'>, typeof StubMqtt>,
  Fits<StubOptions, RealOptions>,
  Fits<RealClient, StubClient>,
  Fits<RealGrant, StubGrant>,
  Fits<StubQoS, RealOptions extends { will?: { qos?: infer Q } } ? NonNullable<Q> : never>,
];

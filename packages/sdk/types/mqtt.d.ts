/**
 * The part of mqtt.js the sdk uses, declared without Node types.
 *
 * mqtt.js's own declarations import `ws`, `stream`, `events` and `tls`, which
 * bring the whole of @types/node (Buffer, process, require...) into any
 * program that imports it. The sdk, widgets and portal tsconfigs map `mqtt` to
 * this file (`paths`) so that their sources cannot lean on a Node global
 * unnoticed; mqtt.conformance.ts, checked by the root tsconfig (with Node
 * types), holds this subset to the real mqtt.js declarations. Add a member
 * here when the sdk starts using it.
 */

export type QoS = 0 | 1 | 2;

export interface IClientOptions {
  protocolVersion?: 3 | 4 | 5;
  clean?: boolean;
  keepalive?: number;
  reconnectPeriod?: number;
  connectTimeout?: number;
  username?: string;
  password?: string;
  clientId?: string;
  resubscribe?: boolean;
  timerVariant?: 'auto' | 'worker' | 'native';
}

export interface ISubscriptionGrant {
  topic: string;
  qos: QoS | 128;
}

export interface MqttClient {
  readonly connected: boolean;
  on(event: 'message', listener: (topic: string, payload: Uint8Array) => void): this;
  on(event: 'connect' | 'close', listener: () => void): this;
  on(event: 'error', listener: (error: Error) => void): this;
  subscribeAsync(topics: string | string[], options: { qos: QoS }): Promise<ISubscriptionGrant[]>;
  unsubscribeAsync(topics: string | string[]): Promise<unknown>;
  publish(topic: string, message: string, options: { qos: QoS }, callback: (error?: Error) => void): this;
  reconnect(): this;
  /** The transport of the current connection (a Node socket over TCP, a duplex over WebSocket); its type stays opaque here. */
  readonly stream: unknown;
  end(force?: boolean, options?: object, callback?: () => void): this;
}

declare const mqtt: {
  connect(url: string, options: IClientOptions): MqttClient;
};
export default mqtt;

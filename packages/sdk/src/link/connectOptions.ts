import type { IClientOptions } from 'mqtt';
import { defaultCustomerConfig, type Constants } from '../config/customerConfig';
import { createUid } from './createUid';
import type { GatewayLinkOptions } from './gatewayLinkOptions';

/** The spec's MQTT constants with the caller's overrides (spec 1 §9). */
export function mqttConstants(options: Pick<GatewayLinkOptions, 'mqtt'>): Constants['mqtt'] {
  return { ...defaultCustomerConfig.constants.mqtt, ...options.mqtt };
}

/**
 * mqtt.js options for one link. MQTT 3.1.1 with a clean session: aedes speaks
 * 3.1.1 only, and every (re)connect re-subscribes what is watched anyway.
 *
 * mqtt.js never reconnects by itself (reconnectPeriod 0): its timer is a
 * fixed setInterval, and the link backs off (BackoffPolicy), can try at once
 * (reconnectNow) and must tell when the next try is, so it owns the timer and
 * calls client.reconnect(). With reconnectPeriod 0 mqtt.js also keeps no
 * resubscribe list, so the link's WatchRegistry subscribes again itself.
 */
export function buildConnectOptions(options: GatewayLinkOptions): IClientOptions {
  const constants = mqttConstants(options);
  return {
    protocolVersion: 4,
    clean: true,
    keepalive: constants.keepaliveSeconds,
    reconnectPeriod: 0,
    connectTimeout: constants.connectTimeoutMs,
    username: options.userId,
    password: options.sessionId,
    // 23 characters: the most an MQTT 3.1.1 broker must accept (aedes refuses longer by default).
    clientId: options.clientId ?? `homeport_${createUid().replace(/-/g, '').slice(0, 14)}`,
    resubscribe: false,
    ...(options.timerVariant ? { timerVariant: options.timerVariant } : {}),
  };
}

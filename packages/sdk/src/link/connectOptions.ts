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
 */
export function buildConnectOptions(options: GatewayLinkOptions): IClientOptions {
  const constants = mqttConstants(options);
  return {
    protocolVersion: 4,
    clean: true,
    keepalive: constants.keepaliveSeconds,
    reconnectPeriod: constants.reconnectPeriodMs,
    connectTimeout: constants.connectTimeoutMs,
    username: options.userId,
    password: options.sessionId,
    // 23 characters: the most an MQTT 3.1.1 broker must accept (aedes refuses longer by default).
    clientId: options.clientId ?? `homeport_${createUid().replace(/-/g, '').slice(0, 14)}`,
    // mqtt.js stops reconnecting after any refused CONNACK by default. We want
    // 1-3 (e.g. server unavailable) retried and counted by RetryPolicy; 4 and
    // 5 end the link ourselves before the retry is scheduled.
    reconnectOnConnackError: true,
    resubscribe: true,
    ...(options.timerVariant ? { timerVariant: options.timerVariant } : {}),
  };
}

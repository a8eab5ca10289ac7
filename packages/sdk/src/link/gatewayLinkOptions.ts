import type { Constants } from '../config/customerConfig';
import type { BackoffOptions } from './backoffPolicy';

export interface GatewayLinkOptions {
  /** ws://host/mqtt (browsers) or mqtt://host:1883. */
  url: string;
  /** MQTT username (spec 1 §4.4, DESIGN.md). */
  userId: string;
  /** MQTT password: the REST session, so the broker admits live sessions only. */
  sessionId: string;
  /** Topic prefix, config.product. */
  product: string;
  /**
   * Overrides of the spec's MQTT constants (spec 1 §9). reconnectPeriodMs is
   * the first retry's delay (0 turns reconnecting off); maxRetries the number
   * of refused CONNECTs in a row that end the link.
   */
  mqtt?: Partial<Constants['mqtt']>;
  /** The back-off after reconnectPeriodMs: cap (default 60 s), jitter share (0.2), random source. */
  backoff?: Partial<Omit<BackoffOptions, 'baseMs'>>;
  /** Default 15000 (spec 1 §9). */
  requestTimeoutMs?: number;
  clientId?: string;
  /** 'worker' in browsers, or background tabs miss keepalives; default lets mqtt.js decide. */
  timerVariant?: 'native' | 'worker';
  /** `sender` of every request; defaults to userId (the privileged-mode owner prefix, spec 1 §4.2). */
  sender?: string;
}

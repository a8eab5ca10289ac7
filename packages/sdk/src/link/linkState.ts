/**
 * Where a GatewayLink is.
 * - connecting: the first attempt is under way.
 * - connected: CONNACK 0 received; requests flow.
 * - offline: no connection; the next attempt waits out its back-off
 *   (see GatewayLink.retry for when, GatewayLink.reconnectNow to try at once).
 * - reconnecting: a later attempt is under way.
 * - closed: ended by end(), by 5 refused CONNECTs in a row (CONNACK 1 to 3,
 *   spec 1 §4.4 "5 retries"), or by a lost connection with reconnecting
 *   turned off (reconnectPeriodMs 0). An unreachable broker or a lost
 *   connection never closes a link that reconnects. Terminal.
 * - unauthorized: the broker refused the credentials (CONNACK 4 or 5);
 *   the caller must drop them (spec 1 §4.4). Terminal.
 */
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'closed' | 'unauthorized';

export const isTerminalState = (state: LinkState): boolean => state === 'closed' || state === 'unauthorized';

/**
 * The retry a link is on while it is down ('offline' or 'reconnecting'
 * after a failure), enough for "Reconnecting… (attempt 3, next try in 8 s)".
 */
export interface LinkRetry {
  /** 1 for the first retry after the connection was lost (or the first connect failed). */
  attempt: number;
  /** Epoch ms when this retry runs while it waits ('offline'); null once it is under way ('reconnecting'). */
  nextAttemptAt: number | null;
}

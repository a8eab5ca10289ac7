/**
 * Where a GatewayLink is.
 * - connecting: the first attempt is under way.
 * - connected: CONNACK 0 received; requests flow.
 * - offline: no connection, waiting for the next attempt (reconnect period).
 * - reconnecting: a later attempt is under way.
 * - closed: ended by end(), by 5 failed attempts in a row, or by a lost
 *   connection with reconnecting turned off (spec 1 §4.4). Terminal.
 * - unauthorized: the broker refused the credentials (CONNACK 4 or 5);
 *   the caller must drop them (spec 1 §4.4). Terminal.
 */
export type LinkState = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'closed' | 'unauthorized';

export const isTerminalState = (state: LinkState): boolean => state === 'closed' || state === 'unauthorized';

/**
 * Turns off Nagle's algorithm on a TCP socket (TCP_NODELAY). An MQTT request
 * is a few small writes answered by a few small writes: with Nagle on, each
 * side holds its next segment until the other acknowledges the last, and the
 * other delays that acknowledgement (40 ms on Linux), so one request took
 * 40 to 90 ms over loopback instead of well under one. mqtt.js leaves the
 * socket as Node made it and offers no option for it.
 *
 * Only Node's TCP streams have setNoDelay: in a browser (WebSocket) this does
 * nothing, and the browser sets no-delay on WebSockets itself, as does `ws`
 * in Node.
 */
export function setNoDelay(stream: unknown): void {
  const socket = stream as { setNoDelay?: unknown } | null;
  if (socket && typeof socket.setNoDelay === 'function') (socket as { setNoDelay(noDelay: boolean): void }).setNoDelay(true);
}

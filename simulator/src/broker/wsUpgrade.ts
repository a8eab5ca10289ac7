import type { Server } from 'node:http';
import type Aedes from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { Log } from '../log';
import { guardPacketSize, MAX_PACKET_BYTES } from './packetSizeGuard';

export const MQTT_WS_PATH = '/mqtt';

/**
 * MQTT over WebSocket at /mqtt on the HTTP server (DESIGN.md). Each socket is
 * turned into a Node duplex with ws's createWebSocketStream and handed to
 * aedes; we use ws directly rather than the unmaintained websocket-stream.
 * Two limits keep a client from making the broker buffer megabytes: ws
 * refuses (1009) a message over maxPayload from its frame header, and the
 * packet guard ends a connection whose MQTT packet, however it is split
 * into messages, claims more than MAX_PACKET_BYTES. While `refused()` says
 * so (a QA fault), new upgrades are answered 503 and no WebSocket opens.
 */
export function attachMqttWebSocket(server: Server, broker: Aedes, log: Log, refused: () => boolean = () => false): { close(): void } {
  // Twice a packet: a browser client may batch a few packets into one message.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * MAX_PACKET_BYTES });
  server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== MQTT_WS_PATH) {
      socket.destroy();
      return;
    }
    // A QA fault (faults/faultBook.ts): the upgrade is answered as a broker that is down would be.
    if (refused()) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const stream = createWebSocketStream(ws);
      // A broken socket must end its client, never the process.
      stream.on('error', (error) => log(`mqtt/ws: ${error.message}`));
      const address = request.socket.remoteAddress ?? '?';
      broker.handle(
        guardPacketSize(stream, MAX_PACKET_BYTES, () => log(`mqtt/ws: closed ${address}: a packet over ${MAX_PACKET_BYTES} bytes`)),
        request,
      );
    });
  });
  return {
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

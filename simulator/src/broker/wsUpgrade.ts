import type { Server } from 'node:http';
import type Aedes from 'aedes';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { Log } from '../log';

export const MQTT_WS_PATH = '/mqtt';

/**
 * MQTT over WebSocket at /mqtt on the HTTP server (DESIGN.md). Each socket is
 * turned into a Node duplex with ws's createWebSocketStream and handed to
 * aedes; we use ws directly rather than the unmaintained websocket-stream.
 */
export function attachMqttWebSocket(server: Server, broker: Aedes, log: Log): { close(): void } {
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== MQTT_WS_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const stream = createWebSocketStream(ws);
      // A broken socket must end its client, never the process.
      stream.on('error', (error) => log(`mqtt/ws: ${error.message}`));
      broker.handle(stream, request);
    });
  });
  return {
    close() {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

import { createServer, type AddressInfo, type Socket } from 'node:net';
import type Aedes from 'aedes';

export interface TcpListener {
  port: number;
  close(): Promise<void>;
}

/** Plain MQTT over TCP (MQTT_PORT) for device-side and QA clients, on `host` (127.0.0.1 unless told). */
export async function listenTcp(broker: Aedes, port: number, host: string): Promise<TcpListener> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    broker.handle(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type AddressInfo, type Socket } from 'node:net';
import type Aedes from 'aedes';
import type { Log } from '../log';
import { guardPacketSize, MAX_PACKET_BYTES } from './packetSizeGuard';

export interface TcpListener {
  port: number;
  close(): Promise<void>;
  /** Stops listening (a new connection is refused by the OS); connected clients stay. A QA broker restart. */
  pause(): void;
  /** Listens again on the same port after pause(); false when it did nothing (listening, or closed). */
  resume(): Promise<boolean>;
}

/**
 * Plain MQTT over TCP (MQTT_PORT) for device-side and QA clients, on `host`
 * (127.0.0.1 unless told). A packet over MAX_PACKET_BYTES ends its connection;
 * while `refused()` says so (a QA fault), new connections are closed at once.
 */
export async function listenTcp(broker: Aedes, port: number, host: string, log: Log, refused: () => boolean = () => false): Promise<TcpListener> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    // A QA fault (faults/faultBook.ts): the connection is closed before any CONNECT is read.
    if (refused()) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    // No Nagle: a response is a few small writes, and with Nagle each waits for the
    // client's delayed ACK (40 ms on Linux), which made a request 40 to 90 ms over loopback.
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    // A reset by the peer must end its client, never the process.
    socket.on('error', () => undefined);
    const address = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    broker.handle(guardPacketSize(socket, MAX_PACKET_BYTES, () => log(`mqtt/tcp: closed ${address}: a packet over ${MAX_PACKET_BYTES} bytes`)));
  });
  const listen = (on: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(port);
  const bound = (server.address() as AddressInfo).port;
  let listening = true;
  let closed = false;
  return {
    port: bound,
    close: () => {
      closed = true;
      for (const socket of sockets) socket.destroy();
      // Paused, the server's handle is closed already: its 'close' may have come and gone.
      if (!listening) return Promise.resolve();
      listening = false;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    pause() {
      if (closed || !listening) return;
      listening = false;
      // close() stops accepting at once and keeps the connected sockets (the simulator's own clients among them).
      server.close();
    },
    async resume() {
      if (closed || listening) return false;
      listening = true;
      await listen(bound);
      return true;
    },
  };
}

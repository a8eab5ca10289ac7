import { createServer, type AddressInfo } from 'node:net';

/**
 * A local TCP port nothing listens on: one the system just handed out and
 * took back. Connecting to it is refused at once, which is how tests make a
 * broker unreachable without waiting for a time-out.
 */
export async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

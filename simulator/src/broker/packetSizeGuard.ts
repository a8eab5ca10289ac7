import { Duplex, Transform } from 'node:stream';
import { MAX_PAYLOAD_BYTES } from '@homeport/sdk';

/**
 * The largest MQTT packet (its remaining length) the broker takes: the
 * sdk's largest payload plus room for the longest topic (65,535 bytes and
 * its two-byte length) and a packet id (MQTT 3.1.1 §1.5.3, §3.3.2). aedes 0.51 and mqtt-packet have no such limit:
 * they buffer whatever length a packet claims, so one 64 MB publish costs
 * the process some 200 MB.
 */
export const MAX_PACKET_BYTES = MAX_PAYLOAD_BYTES + 2 + 65_535 + 2;

const FIXED_HEADER = 0;
const LENGTH = 1;
const BODY = 2;

/**
 * Follows MQTT framing (MQTT 3.1.1 §2.2: one type byte, a remaining length
 * of one to four 7-bit bytes, then that many bytes) over chunks cut
 * anywhere, and refuses as soon as a length says more than `max`, before
 * any of that body arrives.
 */
export class PacketSizeScanner {
  private state = FIXED_HEADER;
  private length = 0;
  private multiplier = 1;
  private lengthBytes = 0;
  private remaining = 0;

  constructor(private readonly max: number) {}

  /** False once a packet claims more than `max` bytes, or its length is malformed (a fifth length byte). */
  accept(chunk: Uint8Array): boolean {
    let i = 0;
    while (i < chunk.length) {
      if (this.state === BODY) {
        const taken = Math.min(this.remaining, chunk.length - i);
        i += taken;
        this.remaining -= taken;
        if (this.remaining === 0) this.state = FIXED_HEADER;
        continue;
      }
      const byte = chunk[i++]!;
      if (this.state === FIXED_HEADER) {
        this.state = LENGTH;
        this.length = 0;
        this.multiplier = 1;
        this.lengthBytes = 0;
        continue;
      }
      this.length += (byte & 0x7f) * this.multiplier;
      this.multiplier *= 128;
      this.lengthBytes += 1;
      if (this.length > this.max) return false;
      if (byte & 0x80) {
        if (this.lengthBytes === 4) return false;
        continue;
      }
      this.remaining = this.length;
      this.state = this.remaining === 0 ? FIXED_HEADER : BODY;
    }
    return true;
  }
}

/**
 * `conn` as aedes should see it: the same stream, except that a packet
 * claiming more than `max` bytes ends the connection (and calls
 * `onRefused`) instead of reaching aedes's parser, which would buffer it.
 * Writes go straight to `conn`; destroying either side destroys both.
 */
export function guardPacketSize(conn: Duplex, max: number, onRefused: () => void): Duplex {
  const scanner = new PacketSizeScanner(max);
  let refused = false;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!refused && scanner.accept(chunk)) {
        callback(null, chunk);
        return;
      }
      if (!refused) {
        refused = true;
        onRefused();
        conn.destroy();
      }
      callback();
    },
  });
  conn.pipe(checked);
  return Duplex.from({ readable: checked, writable: conn });
}

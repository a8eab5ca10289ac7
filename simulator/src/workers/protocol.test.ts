import { describe, expect, it } from 'vitest';
import { FLEET_MESSAGE_MAX_BYTES, readFleetMessage, ToCloud } from './protocol';

describe('readFleetMessage', () => {
  it('reads a message within its bounds through the schema', () => {
    expect(readFleetMessage(ToCloud, Buffer.from(JSON.stringify({ t: 'log', message: 'hello' })))).toEqual({ t: 'log', message: 'hello' });
  });

  it('drops a message larger than its bound before parsing it, and one nested too deep', () => {
    const big = Buffer.from(JSON.stringify({ t: 'log', message: 'x'.repeat(FLEET_MESSAGE_MAX_BYTES) }));
    expect(readFleetMessage(ToCloud, big)).toBe(`JSON larger than ${FLEET_MESSAGE_MAX_BYTES} bytes`);
    const deep = Buffer.from(`{"t":"log","message":"x","extra":${'['.repeat(100)}${']'.repeat(100)}}`);
    expect(readFleetMessage(ToCloud, deep)).toMatch(/deeper than 64 levels/);
  });
});

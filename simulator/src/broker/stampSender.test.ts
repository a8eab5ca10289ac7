import { describe, expect, it } from 'vitest';
import { stampSender } from './stampSender';

describe('stampSender', () => {
  it('replaces whatever sender the payload names with the connection’s user', () => {
    const stamped = stampSender(Buffer.from(JSON.stringify({ uid: 'u', sender: 'someone-else', name: 'ping', params: {} })), 'me');
    expect(JSON.parse(stamped.toString())).toEqual({ uid: 'u', sender: 'me', name: 'ping', params: {} });
  });

  it('adds a sender when there was none', () => {
    expect(JSON.parse(stampSender('{"uid":"u","name":"ping"}', 'me').toString())).toMatchObject({ sender: 'me' });
  });

  it('leaves a request nested thousands deep as it is, never walking it (objects 5,000 deep, arrays 6,000)', () => {
    const objects = `{"uid":"d","name":"ping","type":"query","params":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const arrays = `{"uid":"d","name":"ping","type":"query","params":{"a":${'['.repeat(6000)}${']'.repeat(6000)}}}`;
    expect(stampSender(objects, 'me')).toBe(objects);
    expect(stampSender(Buffer.from(arrays), 'me').toString()).toBe(arrays);
  });

  it.each(['not json', '[1,2]', '"text"', 'null', '42'])('leaves %j as it is, for the receivers to drop', (payload) => {
    expect(stampSender(payload, 'me')).toBe(payload);
  });
});

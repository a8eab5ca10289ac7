import { describe, expect, it, vi } from 'vitest';
import { createMessageRouter } from './messageRouter';

const bytes = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

function router() {
  const response = vi.fn();
  const event = vi.fn();
  return { response, event, route: createMessageRouter({ response, event }) };
}

describe('createMessageRouter', () => {
  it('routes responses from ohm and osm res topics', () => {
    const { route, response } = router();
    route('homeport/u1/gtw/HP1/ohm/res', bytes({ uid: 'a', code: 0, data: 1 }));
    route('homeport/u1/gtw/HP1/osm/res', bytes({ uid: 'b', code: 2, message: 'bad' }));
    expect(response.mock.calls).toEqual([
      ['HP1', { uid: 'a', code: 0, data: 1 }],
      ['HP1', { uid: 'b', code: 2, message: 'bad' }],
    ]);
  });

  it('routes events with the serial from the topic', () => {
    const { route, event } = router();
    route('homeport/u1/gtw/HP1/evt', bytes({ name: 'device_status_changed', data: { device_id: 1, device_status: 5 }, ts: 1 }));
    expect(event).toHaveBeenCalledWith('HP1', { name: 'device_status_changed', data: { device_id: 1, device_status: 5 }, ts: 1 });
  });

  it('drops malformed payloads with a warning and never throws', () => {
    const { route, response, event } = router();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const payload of ['{not json', 'null', '[]', '', JSON.stringify({ uid: 5, code: 0 }), JSON.stringify({ uid: 'a', code: '0' }), JSON.stringify({ uid: 'a', code: 1.5 })]) {
      expect(() => route('homeport/u1/gtw/HP1/ohm/res', bytes(payload))).not.toThrow();
    }
    for (const payload of ['{', JSON.stringify({ name: 'x' }), JSON.stringify({ name: '', ts: 1 })]) {
      expect(() => route('homeport/u1/gtw/HP1/evt', bytes(payload))).not.toThrow();
    }
    expect(response).not.toHaveBeenCalled();
    expect(event).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(10);
    warn.mockRestore();
  });

  it('ignores request echoes and foreign topics', () => {
    const { route, response, event } = router();
    route('homeport/u1/gtw/HP1/ohm/req', bytes({ uid: 'a', code: 0 }));
    route('homeport/admin/evt', bytes({ name: 'x', data: null, ts: 1 }));
    route('other/topic', bytes('x'));
    expect(response).not.toHaveBeenCalled();
    expect(event).not.toHaveBeenCalled();
  });
});

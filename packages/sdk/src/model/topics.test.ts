import { describe, expect, it } from 'vitest';
import { parseAccountTopic, parseGatewayTopic, topics } from './topics';

describe('topics (DESIGN.md "Gateway messaging contract")', () => {
  const scope = { product: 'homeport', owner: 'u1', serial: 'HP1' };

  it('round-trips the gateway topics', () => {
    expect(parseGatewayTopic(topics.request(scope, 'osm'))).toEqual({ ...scope, channel: 'osm', kind: 'req' });
    expect(parseGatewayTopic(topics.response(scope))).toEqual({ ...scope, channel: 'ohm', kind: 'res' });
    expect(parseGatewayTopic(topics.events(scope))).toEqual({ ...scope, channel: null, kind: 'evt' });
    expect(parseGatewayTopic('homeport/u1/gtw/HP1/xyz/res')).toBeNull();
    expect(parseGatewayTopic(topics.userEvents('homeport', 'u1'))).toBeNull();
  });

  it('recognises the user and admin event topics and nothing else', () => {
    expect(parseAccountTopic(topics.userEvents('homeport', 'u1'))).toEqual({ kind: 'user', product: 'homeport', userId: 'u1' });
    expect(parseAccountTopic(topics.adminEvents('homeport'))).toEqual({ kind: 'admin', product: 'homeport' });
    expect(parseAccountTopic('homeport/u1/usr/u2/evt')).toBeNull();
    expect(parseAccountTopic('homeport/u1/usr/u1/req')).toBeNull();
    expect(parseAccountTopic(topics.events(scope))).toBeNull();
    expect(parseAccountTopic('homeport/admin/evt/extra')).toBeNull();
  });
});

/**
 * MQTT topic names (DESIGN.md). `owner` is the owner's userId; shared
 * (secondary-account) gateways are reached through the same gateway topics,
 * the broker's ACL deciding who may (see docs/contracts.md).
 */
export type GatewayChannel = 'ohm' | 'osm';

export interface TopicScope {
  product: string;
  owner: string;
  serial: string;
}

export const topics = {
  request: (s: TopicScope, channel: GatewayChannel = 'ohm') => `${s.product}/${s.owner}/gtw/${s.serial}/${channel}/req`,
  response: (s: TopicScope, channel: GatewayChannel = 'ohm') => `${s.product}/${s.owner}/gtw/${s.serial}/${channel}/res`,
  events: (s: TopicScope) => `${s.product}/${s.owner}/gtw/${s.serial}/evt`,
  userEvents: (product: string, userId: string) => `${product}/${userId}/usr/${userId}/evt`,
  adminEvents: (product: string) => `${product}/admin/evt`,
} as const;

export interface ParsedGatewayTopic {
  product: string;
  owner: string;
  serial: string;
  channel: GatewayChannel | null;
  kind: 'req' | 'res' | 'evt';
}

export type ParsedAccountTopic = { kind: 'user'; product: string; userId: string } | { kind: 'admin'; product: string };

/** Recognises `{product}/{userId}/usr/{userId}/evt` and `{product}/admin/evt`. */
export function parseAccountTopic(topic: string): ParsedAccountTopic | null {
  const parts = topic.split('/');
  const [product, second, third, fourth, fifth] = parts;
  if (!product) return null;
  if (parts.length === 3 && second === 'admin' && third === 'evt') return { kind: 'admin', product };
  if (parts.length === 5 && third === 'usr' && fifth === 'evt' && second && second === fourth) return { kind: 'user', product, userId: second };
  return null;
}

/** Splits `{product}/{owner}/gtw/{serial}/{ohm|osm}/{req|res}` or `.../evt`. */
export function parseGatewayTopic(topic: string): ParsedGatewayTopic | null {
  const parts = topic.split('/');
  if (parts[2] !== 'gtw') return null;
  const [product, owner, , serial, a, b] = parts;
  if (!product || !owner || !serial) return null;
  if (parts.length === 5 && a === 'evt') return { product, owner, serial, channel: null, kind: 'evt' };
  if (parts.length === 6 && (a === 'ohm' || a === 'osm') && (b === 'req' || b === 'res')) {
    return { product, owner, serial, channel: a, kind: b };
  }
  return null;
}

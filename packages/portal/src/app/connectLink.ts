import { GatewayLink, type GatewayLinkOptions } from '@homeport/sdk';

/**
 * Opens the real-time link. Its own module so that mqtt.js, which the link
 * brings, is a chunk of its own: Runtime imports this dynamically once a
 * session exists, and nothing that /login loads imports it statically.
 */
export function connectLink(options: GatewayLinkOptions): GatewayLink {
  return GatewayLink.connect(options);
}

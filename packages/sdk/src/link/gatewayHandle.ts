import type { GatewayEvent } from '../model/messages';
import type { GatewayLink, GatewayRef, RequestOptions } from './gatewayLink';

/**
 * One gateway seen through a link: what widgets and partner code need to
 * read, command and follow one gateway's devices, and nothing else. The
 * gateway is watched while the handle has event listeners (reference
 * counted by the link, so many widgets share one subscription).
 */
export interface GatewayHandle {
  readonly gateway: GatewayRef;
  request<D = unknown>(name: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<D>;
  /** Events of this gateway only; returns unsubscribe. */
  onEvent(listener: (event: GatewayEvent) => void): () => void;
}

export function gatewayHandle(link: GatewayLink, gateway: GatewayRef): GatewayHandle {
  return {
    gateway,
    request: (name, params, options) => link.request(gateway, name, params, options),
    onEvent(listener) {
      const unwatch = link.watchGateway(gateway);
      const off = link.on('event', (serial, event) => {
        if (serial === gateway.serial) listener(event);
      });
      return () => {
        off();
        unwatch();
      };
    },
  };
}

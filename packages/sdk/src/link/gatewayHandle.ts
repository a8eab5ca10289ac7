import { DeviceStore } from '../devices/deviceStore';
import type { GatewayEvent } from '../model/messages';
import type { GatewayCommandAnswer, GatewayCommandName, GatewayCommandParams } from '../wire/gatewayCommands';
import type { CommandOptions, GatewayLink, GatewayRef, RequestOptions } from './gatewayLink';

/**
 * One gateway seen through a link: what widgets and partner code need to
 * read, command and follow one gateway's devices, and nothing else. The
 * gateway is watched while the handle has event listeners (reference
 * counted by the link, so many widgets share one subscription).
 */
export interface GatewayHandle {
  readonly gateway: GatewayRef;
  /** A command the command map does not name, or one whose name is known only at run time (a console's free text); the answer is not read. */
  request<D = unknown>(name: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<D>;
  /** One command of the command map, typed by its name (GatewayLink.command). */
  command<N extends GatewayCommandName>(name: N, params: GatewayCommandParams<N>, options?: CommandOptions): Promise<GatewayCommandAnswer<N>>;
  /** Events of this gateway only; returns unsubscribe. */
  onEvent(listener: (event: GatewayEvent) => void): () => void;
  /** Called each time the link is connected again after an outage (the outage's events are lost); returns unsubscribe. */
  onReconnected(listener: () => void): () => void;
  /** This gateway's device state (docs/sdk-api.md "Device store"), created on first use. */
  readonly devices: DeviceStore;
}

/** One handle per link and gateway, so the device store outlives a page's re-render or a new gateway record. */
const handles = new WeakMap<GatewayLink, Map<string, GatewayHandle>>();

/**
 * The handle of `gateway` on `link`: the same object for the same link,
 * owner and serial, however often it is asked for (a `gateway_updated`
 * that renames the gateway keeps its handle, its store and its values).
 */
export function gatewayHandle(link: GatewayLink, gateway: GatewayRef): GatewayHandle {
  let byGateway = handles.get(link);
  if (!byGateway) handles.set(link, (byGateway = new Map()));
  const key = `${gateway.owner}\n${gateway.serial}`;
  let handle = byGateway.get(key);
  if (!handle) byGateway.set(key, (handle = createHandle(link, { owner: gateway.owner, serial: gateway.serial })));
  return handle;
}

function createHandle(link: GatewayLink, gateway: GatewayRef): GatewayHandle {
  let store: DeviceStore | undefined;
  const handle: GatewayHandle = {
    gateway,
    request: (name, params, options) => link.request(gateway, name, params, options),
    command: (name, params, options) => link.command(gateway, name, params, options),
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
    onReconnected(listener) {
      let down = false;
      return link.on('state', (state) => {
        if (state === 'offline' || state === 'reconnecting') down = true;
        else if (state === 'connected' && down) {
          down = false;
          listener();
        }
      });
    },
    get devices() {
      return (store ??= new DeviceStore(handle));
    },
  };
  return handle;
}

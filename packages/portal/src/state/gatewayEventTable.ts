import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import type { WireOutput, WireSchema } from '@homeport/sdk';
import type { Toast } from './atoms';

type Store = ReturnType<typeof createStore>;

/** What one gateway event says to the user: a catalogue key, or the gateway's own words. */
export type EventNotice = { tone: Toast['tone'] } & ({ key: string; values?: Record<string, number> } | { text: string });

/** What a handler of the current gateway's events may touch. */
export interface GatewayEventContext {
  store: Store;
  queryClient: QueryClient;
  /** The current gateway's serial number (events of other gateways never reach a handler). */
  serial: string;
  /** Shows a word to the user (a toast). */
  notify: (notice: EventNotice) => void;
}

/**
 * One event's handler: the sdk wire schema its data is read with (once, by
 * app/gatewayEvents.ts; a malformed event is dropped and logged there) and
 * what the data does. `schema: null` takes the event without reading its data.
 */
export interface GatewayEventHandler {
  schema: WireSchema | null;
  apply: (context: GatewayEventContext, data: unknown) => void;
}

/** What a feature listens to: event name → handler. app/gatewayEvents.ts composes the tables. */
export type GatewayEventTable = Readonly<Record<string, GatewayEventHandler>>;

/** A handler of an event whose data is read with `schema`. */
export function onData<S extends WireSchema>(schema: S, apply: (context: GatewayEventContext, data: WireOutput<S>) => void): GatewayEventHandler {
  return { schema, apply: (context, data) => apply(context, data as WireOutput<S>) };
}

/** A handler of an event whose data it does not need (or reads itself, when even a malformed one means something). */
export function onEvent(apply: (context: GatewayEventContext, data: unknown) => void): GatewayEventHandler {
  return { schema: null, apply };
}

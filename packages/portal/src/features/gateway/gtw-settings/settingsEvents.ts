import { GatewayRestartingData, GatewayUpdatedDataSchema, WifiCommand, WifiEvent, WifiStatusChangedData, parseWire, platformInfoAction, type WifiStatus } from '@homeport/sdk';
import { onData, onEvent, type GatewayEventContext, type GatewayEventTable } from '../../../state/gatewayEventTable';
import { platformInfoSignalAtom } from './platformInfoSignal';
import { restartingAtom } from './restartingAtom';
import { settingsKeys } from './settingsKeys';

const reread = ({ queryClient }: GatewayEventContext, queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });

function signalPlatformInfo({ store, serial }: GatewayEventContext, event: { name: string; data: unknown }): void {
  const action = platformInfoAction(event);
  if (action) store.set(platformInfoSignalAtom, { serial, action });
}

/**
 * The gateway's settings events keep the cached answers true: a timezone or
 * controller property change reads them again (the event does not carry the
 * new value); going offline drops the questions in flight, coming back online
 * (after a restart or a factory reset) reads everything again and ends an
 * announced restart. A restart announced is kept for gateway-offline.
 */
export const settingsEvents: GatewayEventTable = {
  gateway_restarting: onData(GatewayRestartingData, ({ store, serial }, data) => store.set(restartingAtom, { serial, kind: data.kind, backInMs: data.backInMs })),
  timezone_changed: onEvent((context) => reread(context, settingsKeys.command(context.serial, 'get_timezone'))),
  controller_property_changed: onEvent((context) => reread(context, settingsKeys.command(context.serial, 'get_controller_properties'))),
  gateway_address_changed: onEvent((context) => reread(context, settingsKeys.address(context.serial))),
  subscription_lock_changed: onEvent((context) => reread(context, settingsKeys.subscription(context.serial))),
  gateway_updated: onData(GatewayUpdatedDataSchema, (context, data) => {
    const { store, serial, queryClient } = context;
    const status = data.changes.connectionStatus;
    if (status === 'offline') void queryClient.cancelQueries({ queryKey: settingsKeys.all(serial) });
    if (status === 'online') {
      reread(context, settingsKeys.all(serial));
      store.set(restartingAtom, (now) => (now?.serial === serial ? null : now));
    }
    signalPlatformInfo(context, { name: 'gateway_updated', data });
  }),
  // The Wi-Fi card's answer: the join's steps and a change made on the gateway's local page carry the new status.
  [WifiEvent.status]: onEvent((context, data) => {
    const key = settingsKeys.command(context.serial, WifiCommand.status);
    const read = parseWire(WifiStatusChangedData, data, 'data');
    if (read.ok) context.queryClient.setQueryData<WifiStatus>(key, read.value);
    else reread(context, key);
  }),
  [WifiEvent.networkInterface]: onEvent((context, data) => {
    reread(context, settingsKeys.command(context.serial, WifiCommand.status));
    signalPlatformInfo(context, { name: WifiEvent.networkInterface, data });
  }),
};

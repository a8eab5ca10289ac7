import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import {
  GatewayTimeoutError,
  hasWriteAccess,
  mayManageGateway,
  startPlatformInfoReader,
  type Gateway,
  type GatewayCommandAnswer,
  type GatewayCommandName,
  type GatewayCommandParams,
  type GatewayLink,
  type PlatformInfoState,
  type UserDetails,
} from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { linkAtom, userAtom } from '../../../state/atoms';
import { gatewayRef } from '../../../state/gatewayRef';
import { platformInfoSignalAtom } from './platformInfoSignal';
import { restartingAtom } from './restartingAtom';
import { settingsKeys } from './settingsKeys';

export interface SettingsContext {
  gateway: Gateway;
  user: UserDetails | null;
  link: GatewayLink | null;
  /** spec 1 §6: the gateway's users and admin-support change settings (not the virtual model). */
  canWrite: boolean;
  /** spec 1 §6: the owner alone sets the address and ends the subscription. */
  isOwner: boolean;
  online: boolean;
  /** Sends a gateway command (its channel from the sdk's command map) and answers its parsed data. */
  command: <N extends GatewayCommandName>(name: N, params: GatewayCommandParams<N>) => Promise<GatewayCommandAnswer<N>>;
}

/** The commands that take no params: the ones read as server state. */
type ReadCommand = { [N in GatewayCommandName]: GatewayCommandParams<N> extends Record<string, never> ? N : never }[GatewayCommandName];

/** What every settings section needs about the current gateway and the caller. */
export function useSettingsContext(gateway: Gateway): SettingsContext {
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const link = useAtomValue(linkAtom);
  return {
    gateway,
    user,
    link,
    canWrite: user !== null && hasWriteAccess(user, gateway, config),
    isOwner: mayManageGateway(user, gateway),
    online: gateway.connectionStatus === 'online',
    command: (name, params) => {
      if (!link) return Promise.reject(new Error('No connection to the gateway'));
      return link.ready().then(() => link.command(gatewayRef(gateway), name, params));
    },
  };
}

/** A gateway command's answer as server state; read while the gateway is online. */
export function useGatewayCommandQuery<N extends ReadCommand>(context: SettingsContext, name: N, enabled = true) {
  return useQuery({
    queryKey: settingsKeys.command(context.gateway.serialNumber, name),
    queryFn: () => context.command(name, {} as GatewayCommandParams<N>),
    enabled: enabled && context.online && context.link !== null,
    retry: false,
    // Read again at each visit: a restart or a factory reset may have happened while the page was away.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/**
 * An announced restart ends when the page sees the gateway online (the
 * settings events themselves are settingsEvents.ts, on the one event path).
 */
export function useSettingsEvents(gateway: Gateway | null): void {
  const setRestarting = useSetAtom(restartingAtom);
  const serial = gateway?.serialNumber;
  const online = gateway?.connectionStatus === 'online';
  useEffect(() => {
    if (online) setRestarting((r) => (r?.serial === serial ? null : r));
  }, [online, serial, setRestarting]);
}

/**
 * The gateway's platform info as gateway settings reads it (spec 2 §4: the
 * sdk's reader: first 1500 ms after the model is known, one retry of a
 * time-out after 60 s; an offline update clears it, any other update and
 * network_interface_changed read it again).
 */
export function usePlatformInfo(gateway: Gateway | null): PlatformInfoState {
  const { config } = useServices();
  const store = useStore();
  const link = useAtomValue(linkAtom);
  const [state, setState] = useState<PlatformInfoState>({ state: 'waiting' });
  const serial = gateway?.serialNumber;
  const owner = gateway?.userId ?? null;
  const model = gateway?.model;
  const offline = gateway?.connectionStatus === 'offline';

  useEffect(() => {
    if (!link || !serial || !model) return;
    if (offline) {
      setState({ state: 'cleared' });
      return;
    }
    const ref = gatewayRef({ serialNumber: serial, userId: owner });
    const reader = startPlatformInfoReader({
      read: () => link.ready().then(() => link.command(ref, 'getPlatformInfo', {})),
      onChange: setState,
      isTimeout: (error) => error instanceof GatewayTimeoutError,
      firstDelayMs: config.constants.platformInfoFirstDelayMs,
      retryMs: config.constants.platformInfoRetryMs,
    });
    // What the events mean for it arrives through the one event path (settingsEvents.ts).
    const off = store.sub(platformInfoSignalAtom, () => {
      const signal = store.get(platformInfoSignalAtom);
      if (signal?.serial !== serial) return;
      if (signal.action === 'clear') reader.clear();
      else reader.reread();
    });
    return () => {
      off();
      reader.stop();
    };
  }, [link, serial, owner, model, offline, config, store]);
  return state;
}

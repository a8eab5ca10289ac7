import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { hasWriteAccess, type Floor, type GatewayCommandParams, type GatewayHandle, type Room } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { gatewayCommandText } from '../../binding/gatewayCommandText';
import { useFloors } from '../../binding/useFloors';
import { useToast } from '../../binding/useToast';
import { gatewayAtom, userAtom } from '../../state/atoms';
import { queryKeys } from '../../state/queryKeys';
import { useCurrentHandle } from '../devices/useCurrentHandle';
import { ERROR_SHOWN_INLINE } from '../../services/errorReporting';

export interface RoomOnFloor {
  floor: Floor;
  room: Room;
}

/** Every room with its floor, Unsorted Devices included. */
export const roomsOf = (floors: readonly Floor[]): RoomOnFloor[] => floors.flatMap((floor) => floor.rooms.map((room) => ({ floor, room })));

/**
 * What the home-setup pages share: the gateway's handle, its floors (server
 * state, read again on every layout event), whether this person may change
 * them, and `command`: one gateway command as a mutation whose refusal is
 * told in words (the caller shows it) and whose success re-reads the layout.
 */
export function useHome() {
  const handle = useCurrentHandle();
  const floors = useFloors(handle);
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const canWrite = !!user && hasWriteAccess(user, gateway, config);
  return { handle, floors, canWrite, config };
}

/** The home-setup commands the pages send (docs/contracts.md "Home setup commands"). */
export type LayoutCommandName = 'add_floor' | 'rename_floor' | 'remove_floor' | 'add_room' | 'rename_room' | 'remove_room' | 'add_device_to_room' | 'remove_device_from_room';
/** One of them with its params, and the words told once it is done. */
export type LayoutCommand = { [N in LayoutCommandName]: { name: N; params: GatewayCommandParams<N>; done?: string } }[LayoutCommandName];
/** What any of them answers: the ids it changed. */
export type LayoutAnswer = { floor_id?: number; room_id?: number; device_id?: number };

export function useLayoutCommand() {
  const { t } = useTranslation();
  const handle = useCurrentHandle();
  const queryClient = useQueryClient();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const mutation = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async ({ name, params }: LayoutCommand): Promise<LayoutAnswer> => {
      if (!handle) throw new Error('No gateway');
      return handle.command(name, params, { type: 'command' });
    },
    onSuccess: (_answer, { done }) => {
      if (done) toast(done);
    },
    // The events re-read the layout too; this covers a client whose events are late or lost.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.floors(handle?.gateway.serial ?? '') }),
  });
  const errorText = mutation.error ? gatewayCommandText(mutation.error, t) : null;
  return { ...mutation, errorText };
}

const NO_NAME = (): undefined => undefined;

/** A device's name from the device store (kept current by device_renamed); undefined while the list is not read. */
export function useDeviceName(handle: GatewayHandle | null, deviceId: number): string | undefined {
  const subscribe = useCallback((listener: () => void) => (handle ? handle.devices.subscribeDevice(deviceId, listener) : () => undefined), [handle, deviceId]);
  return useSyncExternalStore(subscribe, handle ? () => handle.devices.getDevice(deviceId)?.device_name : NO_NAME);
}

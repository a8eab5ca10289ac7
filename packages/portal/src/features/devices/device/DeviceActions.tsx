import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTION_ICONS, Icon, useDeviceProperty } from '@homeport/widgets';
import { isAdmin, placeNameProblem, routePath, UNSORTED_ROOM_ID, type Device, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { roomIdOf, useFloors } from '../../../binding/useFloors';
import { useToast } from '../../../binding/useToast';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { gatewayAtom, sessionAtom, userAtom } from '../../../state/atoms';
import { usePinnedDevices } from '../../../state/pinnedDevices';
import { ExcludeDialog, isFailedZWave } from '../exclude/ExcludeDialog';
import { SendCommandDialog } from './SendCommandDialog';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/**
 * The device page's actions (spec 2 §2 "Header widgets"): rename, floor
 * and room, pin to the top, history, replace, exclude, and for admins the
 * send-command dialog. Each follows its flag and the person's write access.
 */
export function DeviceActions({
  handle,
  device,
  canWrite,
  onExcluding,
}: {
  handle: GatewayHandle;
  device: Device;
  canWrite: boolean;
  /** Told while the exclude dialog is open: the page keeps showing the device it removes. */
  onExcluding?: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const session = useAtomValue(sessionAtom);
  const gateway = useAtomValue(gatewayAtom);
  const pins = usePinnedDevices(session?.userId, gateway?.serialNumber);
  const toast = useToast(config.constants.toastHideDelayMs);
  const pinned = pins.isPinned(device.id);
  const failed = device.status === 4 || device.status === 5;

  return (
    <div className="hp-device-actions" role="group" aria-label={t('DEVICE_MANAGE.ACTIONS')}>
      {canWrite && <RenameDialog handle={handle} device={device} />}
      {hasNotificationToggle(device) && <NotificationToggle handle={handle} device={device} canWrite={canWrite} />}
      {config.flags.PIN_TO_DASHBOARD && (
        <button
          type="button"
          className="hp-button"
          aria-pressed={pinned}
          onClick={() => {
            pins.toggle(device.id);
            toast(t(pinned ? 'DEVICE_MANAGE.UNPINNED' : 'DEVICE_MANAGE.PINNED'));
          }}
        >
          <Icon path={ACTION_ICONS.up} /> {t(pinned ? 'DEVICE_MANAGE.UNPIN' : 'DEVICE_MANAGE.PIN')}
        </button>
      )}
      {config.modules.DASHBOARD && (
        <Link className="hp-button" to={routePath('dashboard_chart', { id: device.id })}>
          {t('DEVICE_MANAGE.HISTORY')}
        </Link>
      )}
      {canWrite && config.flags.REPLACE_DEVICE && failed && (
        <Link className="hp-button" to={`/replace_device?device=${device.id}`}>
          <Icon path={ACTION_ICONS.refresh} /> {t('DEVICE_MANAGE.REPLACE')}
        </Link>
      )}
      {canWrite && config.flags.DEVICE_EXCLUDE && (config.flags.DEVICE_MANIPULATION || isFailedZWave(device)) && (
        <ExcludeDialog handle={handle} device={device} onOpenChange={onExcluding} />
      )}
      {user && isAdmin(user) && <SendCommandDialog handle={handle} />}
    </div>
  );
}

/** spec 2 §2 header: the default-notification toggle is the device's AlarmControllerService.Notifications, where it has one. */
const hasNotificationToggle = (device: Device) =>
  device.service_list.some((s) => s.name === 'AlarmControllerService' && s.property_list.some((p) => p.name === 'Notifications' && !p.readonly));

/** spec 2 §9: header toggles settle for 200 ms before they are sent; their toast stays 2 s. */
export const HEADER_TOGGLE_DEBOUNCE_MS = 200;
export const NOTIFICATION_TOAST_MS = 2000;

function NotificationToggle({ handle, device, canWrite }: { handle: GatewayHandle; device: Device; canWrite: boolean }) {
  const { t } = useTranslation();
  const toast = useToast(NOTIFICATION_TOAST_MS);
  const property = useDeviceProperty<boolean>(handle, device.id, 'AlarmControllerService', 'Notifications');
  const [wanted, setWanted] = useState<boolean | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const on = wanted ?? property.value === true;
  const flip = () => {
    const next = !on;
    setWanted(next);
    clearTimeout(timer.current);
    // Quick presses settle into one change: only the last state is sent.
    timer.current = setTimeout(() => {
      property
        .set(next)
        .then(() => toast(t(next ? 'DEVICE_MANAGE.NOTIFY_ON' : 'DEVICE_MANAGE.NOTIFY_OFF', { name: device.device_name })))
        .catch(() => toast(t('DEVICES.SEND_FAILED'), 'error'))
        .finally(() => setWanted(null));
    }, HEADER_TOGGLE_DEBOUNCE_MS);
  };
  return (
    <button type="button" role="switch" aria-checked={on} className="hp-button" disabled={!canWrite || property.value === undefined} aria-busy={property.pending} onClick={flip}>
      {t('DEVICE_MANAGE.NOTIFICATIONS')}: {t(on ? 'DEVICES.ON' : 'DEVICES.OFF')}
    </button>
  );
}

function RenameDialog({ handle, device }: { handle: GatewayHandle; device: Device }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(device.device_name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (next: string) => handle.command('set_device_name', { device: device.id, name: next }, { type: 'command' }),
    onSuccess: (_answer, next) => {
      setOpen(false);
      toast(t('DEVICE_MANAGE.RENAMED', { name: next }));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (placeNameProblem(name)) return setProblem(t(name.trim() ? 'HOME.NAME_TOO_LONG' : 'HOME.NAME_EMPTY', { max: 40 }));
    rename.mutate(name.trim());
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (rename.isPending) return;
        if (next) {
          setName(device.device_name);
          setProblem(null);
          rename.reset();
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger className="hp-button">
        <Icon path={ACTION_ICONS.edit} /> {t('DEVICE_MANAGE.RENAME')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog">
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('DEVICE_MANAGE.RENAME_TITLE', { name: device.device_name })}</Dialog.Title>
            <Dialog.Description className="hp-visually-hidden">{t('DEVICE_MANAGE.RENAME_TITLE', { name: device.device_name })}</Dialog.Description>
            <Field label={t('DEVICE_MANAGE.NAME')} error={problem ?? (rename.error ? gatewayCommandText(rename.error, t) : null)}>
              {(control) => (
                <input
                  {...control}
                  value={name}
                  autoComplete="off"
                  onChange={(e) => {
                    setName(e.target.value);
                    setProblem(null);
                  }}
                />
              )}
            </Field>
            <div className="hp-dialog__actions">
              <Dialog.Close className="hp-button hp-button--ghost" disabled={rename.isPending}>
                {t('DEVICE_MANAGE.CANCEL')}
              </Dialog.Close>
              <SubmitButton busy={rename.isPending} busyLabel={t('DEVICE_MANAGE.SAVING')}>
                {t('DEVICE_MANAGE.SAVE')}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Floor and room (spec 2 §2 "choose floor and room"): the room's select, labelled with its floor; Move sends it. */
export function DevicePlacement({ handle, device, canWrite }: { handle: GatewayHandle; device: Device; canWrite: boolean }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const floors = useFloors(handle);
  const current = roomIdOf(floors.data, device.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const rooms = (floors.data ?? []).flatMap((floor) => floor.rooms.map((room) => ({ floor, room })));
  const roomName = (id: number) => rooms.find(({ room }) => room.room_id === id)?.room.room_name ?? '';
  const move = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (roomId: number) =>
      roomId === UNSORTED_ROOM_ID
        ? handle.command('remove_device_from_room', { device: device.id }, { type: 'command' })
        : handle.command('add_device_to_room', { device: device.id, room_id: roomId }, { type: 'command' }),
    onSuccess: (_answer, roomId) => {
      setChosen(null);
      toast(t('DEVICE_MANAGE.MOVED', { name: device.device_name, room: roomName(roomId) }));
    },
  });
  const value = chosen ?? current;
  return (
    <section className="hp-card hp-device-placement" aria-labelledby="placement-heading">
      <h2 id="placement-heading" className="hp-section-title">
        {t('DEVICE_MANAGE.PLACEMENT')}
      </h2>
      <form
        className="hp-device-placement__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (value !== current) move.mutate(value);
        }}
      >
        <Field label={t('DEVICE_MANAGE.ROOM')} error={move.error ? gatewayCommandText(move.error, t) : null}>
          {(control) => (
            <select {...control} value={value} disabled={!canWrite || !floors.data} onChange={(e) => setChosen(Number(e.target.value))}>
              {rooms.map(({ floor, room }) => (
                <option key={room.room_id} value={room.room_id}>
                  {room.room_id === UNSORTED_ROOM_ID ? room.room_name : `${room.room_name} (${floor.floor_name})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        {canWrite && (
          <SubmitButton busy={move.isPending} busyLabel={t('DEVICE_MANAGE.MOVING')} disabled={value === current}>
            {t('DEVICE_MANAGE.MOVE')}
          </SubmitButton>
        )}
      </form>
    </section>
  );
}

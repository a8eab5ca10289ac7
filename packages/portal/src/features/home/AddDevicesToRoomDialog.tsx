import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import type { Floor, GatewayHandle } from '@homeport/sdk';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useDeviceList } from '../devices/useDeviceList';
import { roomsOf, useDeviceName, useLayoutCommand } from './useHome';

/**
 * The add-device-to-room dialog (spec 2 §2): every device that is not in
 * this room, with the room it is in now, to be chosen several at once;
 * they move one after another (add_device_to_room each).
 */
export function AddDevicesToRoomDialog({ handle, floors, roomId, roomName }: { handle: GatewayHandle | null; floors: readonly Floor[]; roomId: number; roomName: string }) {
  const { t } = useTranslation();
  const command = useLayoutCommand();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const { ids } = useDeviceList(handle);
  const roomOf = new Map(roomsOf(floors).flatMap(({ room }) => room.devices.map((id) => [id, room.room_name] as const)));
  const candidates = ids.filter((id) => !floors.some((f) => f.rooms.some((r) => r.room_id === roomId && r.devices.includes(id))));

  const openChange = (next: boolean) => {
    if (command.isPending) return;
    if (next) {
      setChosen(new Set());
      command.reset();
    }
    setOpen(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const moving = [...chosen];
    for (const [index, device] of moving.entries()) {
      const last = index === moving.length - 1;
      try {
        await command.mutateAsync({ name: 'add_device_to_room', params: { device, room_id: roomId }, done: last ? t('HOME.MOVED_N', { count: moving.length }) : undefined });
      } catch {
        return; // The error shows in the dialog; what moved stays moved.
      }
    }
    setOpen(false);
  }

  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className="hp-button hp-button--primary">
        <Icon path={ACTION_ICONS.add} /> {t('HOME.ADD_DEVICES')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog hp-home-dialog">
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Dialog.Title>{t('HOME.ADD_DEVICES_TITLE', { name: roomName })}</Dialog.Title>
            <Dialog.Description className="hp-muted">{t('HOME.ADD_DEVICES_BODY')}</Dialog.Description>
            {candidates.length === 0 ? (
              <p>{t('HOME.ADD_DEVICES_NONE')}</p>
            ) : (
              <fieldset className="hp-home__choices">
                <legend className="hp-visually-hidden">{t('HOME.ADD_DEVICES_TITLE', { name: roomName })}</legend>
                {candidates.map((id) => (
                  <Candidate key={id} handle={handle} id={id} room={roomOf.get(id)} checked={chosen.has(id)} onToggle={() => toggle(id)} />
                ))}
              </fieldset>
            )}
            {command.errorText && (
              <p role="alert" className="hp-field__error">
                {command.errorText}
              </p>
            )}
            <div className="hp-dialog__actions">
              <Dialog.Close className="hp-button hp-button--ghost" disabled={command.isPending}>
                {t('APP.CANCEL')}
              </Dialog.Close>
              {candidates.length > 0 && (
                <SubmitButton busy={command.isPending} busyLabel={t('HOME.MOVING')} disabled={chosen.size === 0}>
                  {t('HOME.MOVE_N', { count: chosen.size })}
                </SubmitButton>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Candidate({ handle, id, room, checked, onToggle }: { handle: GatewayHandle | null; id: number; room: string | undefined; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const name = useDeviceName(handle, id) ?? t('HOME.UNKNOWN_DEVICE', { id });
  return (
    <label className="hp-home__choice">
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span>{name}</span>
      {room && <span className="hp-muted">{t('HOME.IN_ROOM', { room })}</span>}
    </label>
  );
}

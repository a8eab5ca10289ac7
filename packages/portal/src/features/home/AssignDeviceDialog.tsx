import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSORTED_FLOOR_ID, type Floor } from '@homeport/sdk';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useLayoutCommand } from './useHome';

/** Gives a device of Unsorted Devices its floor and room (spec 2 §2), with add_device_to_room. */
export function AssignDeviceDialog({ deviceId, name, floors }: { deviceId: number; name: string; floors: readonly Floor[] }) {
  const { t } = useTranslation();
  const command = useLayoutCommand();
  const withRooms = floors.filter((f) => f.floor_id !== UNSORTED_FLOOR_ID && f.rooms.length > 0);
  const [open, setOpen] = useState(false);
  const [floorId, setFloorId] = useState<number | undefined>(undefined);
  const [roomId, setRoomId] = useState<number | undefined>(undefined);
  const floor = withRooms.find((f) => f.floor_id === floorId) ?? withRooms[0];
  const room = floor?.rooms.find((r) => r.room_id === roomId) ?? floor?.rooms[0];

  const openChange = (next: boolean) => {
    if (command.isPending) return;
    if (next) command.reset();
    setOpen(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!room) return;
    command.mutate({ name: 'add_device_to_room', params: { device: deviceId, room_id: room.room_id }, done: t('HOME.MOVED_N', { count: 1 }) }, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger className="hp-button hp-button--small" aria-label={t('HOME.ASSIGN_DEVICE', { name })}>
        {t('HOME.ASSIGN')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog hp-home-dialog">
          <form onSubmit={submit} noValidate>
            <Dialog.Title>{t('HOME.ASSIGN_TITLE', { name })}</Dialog.Title>
            <Dialog.Description className="hp-muted">{t('HOME.ASSIGN_BODY')}</Dialog.Description>
            {withRooms.length === 0 ? (
              <p>{t('HOME.NO_ROOM_TO_CHOOSE')}</p>
            ) : (
              <>
                <Field label={t('HOME.FLOOR')}>
                  {(control) => (
                    <select
                      {...control}
                      value={floor?.floor_id ?? ''}
                      onChange={(e) => {
                        setFloorId(Number(e.target.value));
                        setRoomId(undefined);
                      }}
                    >
                      {withRooms.map((f) => (
                        <option key={f.floor_id} value={f.floor_id}>
                          {f.floor_name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field label={t('HOME.ROOM')} error={command.errorText}>
                  {(control) => (
                    <select {...control} value={room?.room_id ?? ''} onChange={(e) => setRoomId(Number(e.target.value))}>
                      {floor?.rooms.map((r) => (
                        <option key={r.room_id} value={r.room_id}>
                          {r.room_name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              </>
            )}
            <div className="hp-dialog__actions">
              <Dialog.Close className="hp-button hp-button--ghost" disabled={command.isPending}>
                {t('APP.CANCEL')}
              </Dialog.Close>
              {room && (
                <SubmitButton busy={command.isPending} busyLabel={t('HOME.MOVING')}>
                  {t('HOME.ASSIGN')}
                </SubmitButton>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

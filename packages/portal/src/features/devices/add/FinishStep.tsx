import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { placeNameProblem, routePath, UNSORTED_ROOM_ID, type GatewayHandle } from '@homeport/sdk';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { useFloors } from '../../../binding/useFloors';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/** Finish (spec 2 §2): the new device, named and put in a room now if the person wishes; or straight to its page. */
export function FinishStep({ handle, added, onAnother }: { handle: GatewayHandle; added: { deviceId: number; name: string }; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const floors = useFloors(handle);
  const [name, setName] = useState(added.name);
  const [roomId, setRoomId] = useState(UNSORTED_ROOM_ID);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async () => {
      const trimmed = name.trim();
      if (trimmed !== added.name) await handle.command('set_device_name', { device: added.deviceId, name: trimmed }, { type: 'command' });
      if (roomId !== UNSORTED_ROOM_ID) await handle.command('add_device_to_room', { device: added.deviceId, room_id: roomId }, { type: 'command' });
    },
    onSuccess: () => void navigate(routePath('device', { id: added.deviceId })),
  });
  const rooms = (floors.data ?? []).flatMap((floor) => floor.rooms.filter((r) => r.room_id !== UNSORTED_ROOM_ID).map((room) => ({ floor, room })));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (placeNameProblem(name)) return setProblem(t('HOME.NAME_EMPTY'));
    save.mutate();
  }

  return (
    <form className="hp-card hp-add__finish" onSubmit={submit} noValidate>
      <p className="hp-add__status" role="status">
        {t('PAIRING.ADDED', { name: added.name })}
      </p>
      <p className="hp-muted">{t('PAIRING.ADDED_HINT')}</p>
      <Field label={t('PAIRING.NAME')} error={problem ?? (save.error ? gatewayCommandText(save.error, t) : null)}>
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
      <Field label={t('PAIRING.ROOM')}>
        {(control) => (
          <select {...control} value={roomId} onChange={(e) => setRoomId(Number(e.target.value))}>
            <option value={UNSORTED_ROOM_ID}>{t('PAIRING.NO_ROOM')}</option>
            {rooms.map(({ floor, room }) => (
              <option key={room.room_id} value={room.room_id}>
                {room.room_name} ({floor.floor_name})
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="hp-dialog__actions">
        <button type="button" className="hp-button hp-button--ghost" onClick={onAnother}>
          {t('PAIRING.ADD_ANOTHER')}
        </button>
        <Link to={routePath('device', { id: added.deviceId })} className="hp-button">
          {t('PAIRING.OPEN_DEVICE')}
        </Link>
        <SubmitButton busy={save.isPending} busyLabel={t('PAIRING.SAVING')}>
          {t('PAIRING.SAVE_AND_CLOSE')}
        </SubmitButton>
      </div>
    </form>
  );
}

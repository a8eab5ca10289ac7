import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSORTED_FLOOR_ID, UNSORTED_ROOM_ID, type Floor } from '@homeport/sdk';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useForm } from '../../components/ui/form/useForm';
import { placeNameForm, placeNameWords } from './placeNameForm';
import { roomsOf, useLayoutCommand, type LayoutCommand } from './useHome';

export type LayoutMode = 'add' | 'rename' | 'remove';
export type LayoutTab = 'floor' | 'room';

interface LayoutDialogProps {
  mode: LayoutMode;
  floors: readonly Floor[];
  /** The button that opens the dialog (it gets the focus back). */
  trigger: ReactElement;
  tab?: LayoutTab;
  floorId?: number;
  roomId?: number;
}

const TITLES: Record<LayoutMode, string> = { add: 'HOME.DIALOG_ADD', rename: 'HOME.DIALOG_EDIT', remove: 'HOME.DIALOG_REMOVE' };

/**
 * Add, rename or remove a floor or a room (spec 2 §2: "add/edit/remove
 * floor and room in tabbed dialogs"): one Radix dialog per act with the
 * tabs Floor and Room. Names are checked as the gateway checks them,
 * duplicates in their list included, before anything is sent; a refusal
 * shows the gateway's reason. Unsorted Devices is never offered.
 */
export function LayoutDialog({ mode, floors, trigger, tab: initialTab = 'floor', floorId: initialFloor, roomId: initialRoom }: LayoutDialogProps) {
  const { t } = useTranslation();
  const command = useLayoutCommand();
  const realFloors = floors.filter((f) => f.floor_id !== UNSORTED_FLOOR_ID);
  const realRooms = roomsOf(floors).filter(({ room }) => room.room_id !== UNSORTED_ROOM_ID);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<LayoutTab>(initialTab);
  const [floorId, setFloorId] = useState<number | undefined>(initialFloor);
  const [roomId, setRoomId] = useState<number | undefined>(initialRoom);

  const floor = realFloors.find((f) => f.floor_id === floorId) ?? realFloors[0];
  const place = realRooms.find(({ room }) => room.room_id === roomId) ?? realRooms[0];
  // The floor a room is added to or renamed in; the other names of the list a name must not repeat.
  const home = mode === 'add' ? floor : place?.floor;
  const others =
    tab === 'floor'
      ? realFloors.filter((f) => mode === 'add' || f.floor_id !== floor?.floor_id).map((f) => f.floor_name)
      : (home?.rooms ?? []).filter((r) => mode === 'add' || r.room_id !== place?.room.room_id).map((r) => r.room_name);
  const run = (layout: LayoutCommand) => command.mutate(layout, { onSuccess: () => setOpen(false) });
  const form = useForm({
    schema: placeNameForm(others),
    initial: { name: '' },
    words: placeNameWords(t, tab),
    mutation: command,
    onSubmit: ({ name }) => {
      if (tab === 'floor') {
        if (mode === 'add') return run({ name: 'add_floor', params: { name }, done: t('HOME.ADDED_FLOOR', { name }) });
        if (floor) return run({ name: 'rename_floor', params: { floor_id: floor.floor_id, name }, done: t('HOME.RENAMED', { name }) });
        return;
      }
      if (!home) return;
      if (mode === 'add') return run({ name: 'add_room', params: { floor_id: home.floor_id, name }, done: t('HOME.ADDED_ROOM', { name }) });
      if (place) return run({ name: 'rename_room', params: { room_id: place.room.room_id, name }, done: t('HOME.RENAMED', { name }) });
    },
    serverError: { field: 'name', text: () => command.errorText },
  });

  const openChange = (next: boolean) => {
    if (command.isPending) return;
    if (next) {
      // Each opening starts from what the button was for.
      setTab(initialTab);
      setFloorId(initialFloor);
      setRoomId(initialRoom);
      const start =
        mode !== 'rename'
          ? ''
          : initialTab === 'floor'
            ? floors.find((f) => f.floor_id === initialFloor)?.floor_name
            : roomsOf(floors).find(({ room }) => room.room_id === initialRoom)?.room.room_name;
      form.reset({ name: start ?? '' });
    }
    setOpen(next);
  };

  function remove(event: FormEvent) {
    event.preventDefault();
    if (tab === 'floor' && floor) return run({ name: 'remove_floor', params: { floor_id: floor.floor_id }, done: t('HOME.REMOVED', { name: floor.floor_name }) });
    if (tab === 'room' && place) return run({ name: 'remove_room', params: { room_id: place.room.room_id }, done: t('HOME.REMOVED', { name: place.room.room_name }) });
  }

  const error = command.errorText;
  const busyLabel = t(mode === 'add' ? 'HOME.ADDING' : mode === 'remove' ? 'HOME.REMOVING' : 'HOME.SAVING');
  const confirmLabel = t(mode === 'add' ? 'HOME.ADD' : mode === 'remove' ? 'HOME.REMOVE' : 'HOME.SAVE');

  const floorSelect = (
    <Field label={t('HOME.FLOOR')}>
      {(control) => (
        <select {...control} value={floor?.floor_id ?? ''} onChange={(e) => setFloorId(Number(e.target.value))}>
          {realFloors.map((f) => (
            <option key={f.floor_id} value={f.floor_id}>
              {f.floor_name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const roomSelect = (
    <Field label={t('HOME.ROOM')}>
      {(control) => (
        <select
          {...control}
          value={place?.room.room_id ?? ''}
          onChange={(e) => {
            const id = Number(e.target.value);
            setRoomId(id);
            if (mode === 'rename') form.set('name', realRooms.find(({ room }) => room.room_id === id)?.room.room_name ?? '');
          }}
        >
          {realRooms.map(({ floor: f, room }) => (
            <option key={room.room_id} value={room.room_id}>
              {room.room_name} ({f.floor_name})
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const nameField = (
    <Field label={t(mode === 'rename' ? 'HOME.NEW_NAME' : 'HOME.NAME')} {...form.field('name')}>
      {(control) => <input {...control} {...form.input('name')} autoComplete="off" maxLength={80} />}
    </Field>
  );

  const floorTab = (() => {
    if (mode === 'add') return nameField;
    if (realFloors.length === 0) return <p className="hp-muted">{t('HOME.NO_FLOOR_TO_CHOOSE')}</p>;
    if (mode === 'rename')
      return (
        <>
          {floorSelect}
          {nameField}
        </>
      );
    return (
      <>
        {floorSelect}
        {floor && <p>{t('HOME.REMOVE_FLOOR_BODY', { name: floor.floor_name, rooms: floor.rooms.length, devices: floor.rooms.reduce((n, r) => n + r.devices.length, 0) })}</p>}
        {error && (
          <p role="alert" className="hp-field__error">
            {error}
          </p>
        )}
      </>
    );
  })();

  const roomTab = (() => {
    if (mode === 'add')
      return realFloors.length === 0 ? (
        <p className="hp-muted">{t('HOME.NO_FLOOR_TO_CHOOSE')}</p>
      ) : (
        <>
          {floorSelect}
          {nameField}
        </>
      );
    if (realRooms.length === 0) return <p className="hp-muted">{t('HOME.NO_ROOM_TO_CHOOSE')}</p>;
    if (mode === 'rename')
      return (
        <>
          {roomSelect}
          {nameField}
        </>
      );
    return (
      <>
        {roomSelect}
        {place && <p>{t('HOME.REMOVE_ROOM_BODY', { name: place.room.room_name, devices: place.room.devices.length })}</p>}
        {error && (
          <p role="alert" className="hp-field__error">
            {error}
          </p>
        )}
      </>
    );
  })();

  const canSubmit = tab === 'floor' ? mode === 'add' || realFloors.length > 0 : mode === 'add' ? realFloors.length > 0 : realRooms.length > 0;

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="hp-dialog__overlay" />
        <Dialog.Content className="hp-dialog hp-home-dialog">
          <form {...form.form} onSubmit={mode === 'remove' ? remove : form.form.onSubmit}>
            <Dialog.Title>{t(TITLES[mode])}</Dialog.Title>
            <Dialog.Description className="hp-visually-hidden">{t(TITLES[mode])}</Dialog.Description>
            <Tabs.Root
              value={tab}
              onValueChange={(value) => {
                setTab(value as LayoutTab);
                form.reset(form.values);
              }}
            >
              <Tabs.List className="hp-tabs" aria-label={t(TITLES[mode])}>
                <Tabs.Trigger className="hp-tabs__tab" value="floor">
                  {t('HOME.TAB_FLOOR')}
                </Tabs.Trigger>
                <Tabs.Trigger className="hp-tabs__tab" value="room">
                  {t('HOME.TAB_ROOM')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="floor" className="hp-tabs__panel">
                {floorTab}
              </Tabs.Content>
              <Tabs.Content value="room" className="hp-tabs__panel">
                {roomTab}
              </Tabs.Content>
            </Tabs.Root>
            <div className="hp-dialog__actions">
              <Dialog.Close className="hp-button hp-button--ghost" disabled={command.isPending}>
                {t('APP.CANCEL')}
              </Dialog.Close>
              {canSubmit && (
                <SubmitButton busy={command.isPending} busyLabel={busyLabel} variant={mode === 'remove' ? 'danger' : 'primary'}>
                  {confirmLabel}
                </SubmitButton>
              )}
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

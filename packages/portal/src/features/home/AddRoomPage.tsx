import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { routePath, routes, UNSORTED_FLOOR_ID, type Floor } from '@homeport/sdk';
import { usePageTitle } from '../../binding/usePageTitle';
import { EmptyState, QueryView } from '../../components/states';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useForm } from '../../components/ui/form/useForm';
import { placeNameForm, placeNameWords } from './placeNameForm';
import { useHome, useLayoutCommand } from './useHome';
import './home.css';

/** /add_room: a room by name on a chosen floor; on success the new room's page. */
export function AddRoomPage() {
  usePageTitle('HOME.ADD_ROOM_TITLE');
  const { t } = useTranslation();
  const { floors, canWrite } = useHome();

  return (
    <section className="hp-page hp-home" aria-labelledby="add-room-heading">
      <Link to={routes.home_setup} className="hp-button hp-button--ghost hp-button--small">
        <Icon path={ACTION_ICONS.back} /> {t('HOME.BACK')}
      </Link>
      <h1 id="add-room-heading">{t('HOME.ADD_ROOM_TITLE')}</h1>
      <QueryView query={floors} what={t('HOME.LOADING')} failed={t('HOME.FAILED')}>
        {(list) => {
          const real = list.filter((f) => f.floor_id !== UNSORTED_FLOOR_ID);
          if (!canWrite) return <p className="hp-muted">{t('HOME.READ_ONLY')}</p>;
          if (real.length === 0) return <EmptyState title={t('HOME.NO_FLOORS')} hint={t('HOME.NO_FLOOR_TO_CHOOSE')} />;
          return <AddRoomForm floors={real} />;
        }}
      </QueryView>
    </section>
  );
}

/** The room's floor and name; the name checked as the gateway checks it, and against the floor's other rooms. */
function AddRoomForm({ floors }: { floors: readonly Floor[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const command = useLayoutCommand();
  const [floorId, setFloorId] = useState(floors[0]!.floor_id);
  const floor = floors.find((f) => f.floor_id === floorId) ?? floors[0]!;
  const form = useForm({
    schema: placeNameForm(floor.rooms.map((r) => r.room_name)),
    initial: { name: '' },
    words: placeNameWords(t, 'room'),
    mutation: command,
    onSubmit: ({ name }) =>
      command.mutate(
        { name: 'add_room', params: { floor_id: floor.floor_id, name }, done: t('HOME.ADDED_ROOM', { name }) },
        { onSuccess: (answer) => void navigate(routePath('room', { room_id: Number(answer.room_id) })) },
      ),
    serverError: { field: 'name', text: () => command.errorText },
  });
  return (
    <form className="hp-card hp-home__form" {...form.form}>
      <p className="hp-muted">{t('HOME.ADD_ROOM_BODY')}</p>
      <Field label={t('HOME.FLOOR')}>
        {(control) => (
          <select {...control} value={floor.floor_id} onChange={(e) => setFloorId(Number(e.target.value))}>
            {floors.map((f) => (
              <option key={f.floor_id} value={f.floor_id}>
                {f.floor_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('HOME.NAME')} {...form.field('name')}>
        {(control) => <input {...control} {...form.input('name')} autoComplete="off" />}
      </Field>
      <div className="hp-dialog__actions">
        <SubmitButton {...form.submitButton} busyLabel={t('HOME.ADDING')}>
          {t('HOME.ADD')}
        </SubmitButton>
      </div>
    </form>
  );
}

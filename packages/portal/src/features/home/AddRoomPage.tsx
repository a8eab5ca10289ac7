import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { routePath, routes, UNSORTED_FLOOR_ID } from '@homeport/sdk';
import { usePageTitle } from '../../binding/usePageTitle';
import { EmptyState, QueryView } from '../../components/states';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { nameProblemText } from './nameProblem';
import { useHome, useLayoutCommand } from './useHome';
import './home.css';

/** /add_room: a room by name on a chosen floor; on success the new room's page. */
export function AddRoomPage() {
  usePageTitle('HOME.ADD_ROOM_TITLE');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { floors, canWrite } = useHome();
  const command = useLayoutCommand();
  const [floorId, setFloorId] = useState<number | undefined>(undefined);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

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
          const floor = real.find((f) => f.floor_id === floorId) ?? real[0]!;
          const submit = (event: FormEvent) => {
            event.preventDefault();
            const wrong = nameProblemText(
              t,
              name,
              floor.rooms.map((r) => r.room_name),
              'room',
            );
            if (wrong) return setProblem(wrong);
            command.mutate(
              { name: 'add_room', params: { floor_id: floor.floor_id, name: name.trim() }, done: t('HOME.ADDED_ROOM', { name: name.trim() }) },
              { onSuccess: (answer) => void navigate(routePath('room', { room_id: Number(answer.room_id) })) },
            );
          };
          return (
            <form className="hp-card hp-home__form" onSubmit={submit} noValidate>
              <p className="hp-muted">{t('HOME.ADD_ROOM_BODY')}</p>
              <Field label={t('HOME.FLOOR')}>
                {(control) => (
                  <select {...control} value={floor.floor_id} onChange={(e) => setFloorId(Number(e.target.value))}>
                    {real.map((f) => (
                      <option key={f.floor_id} value={f.floor_id}>
                        {f.floor_name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('HOME.NAME')} error={problem ?? command.errorText}>
                {(control) => (
                  <input
                    {...control}
                    value={name}
                    autoComplete="off"
                    onChange={(e) => {
                      setName(e.target.value);
                      setProblem(null);
                      command.reset();
                    }}
                  />
                )}
              </Field>
              <div className="hp-dialog__actions">
                <SubmitButton busy={command.isPending} busyLabel={t('HOME.ADDING')}>
                  {t('HOME.ADD')}
                </SubmitButton>
              </div>
            </form>
          );
        }}
      </QueryView>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { routePath, UNSORTED_FLOOR_ID, UNSORTED_ROOM_ID, type Floor, type GatewayHandle } from '@homeport/sdk';
import { usePageTitle } from '../../binding/usePageTitle';
import { EmptyState, QueryView } from '../../components/states';
import { AssignDeviceDialog } from './AssignDeviceDialog';
import { LayoutDialog } from './LayoutDialog';
import { useDeviceName, useHome } from './useHome';
import './home.css';

/**
 * Home setup (spec 2 §2): the Unsorted Devices room first, with a way to
 * give each of its devices a floor and room, then every floor with its
 * rooms. Floors filter by name; adding, renaming and removing go through
 * the tabbed dialogs. The layout is the gateway's (get_floor_list), read
 * again whenever any client changes it.
 */
export function HomeSetupPage() {
  usePageTitle('HOME.TITLE');
  const { t } = useTranslation();
  const { handle, floors, canWrite, config } = useHome();
  const [filter, setFilter] = useState('');
  const canAdd = canWrite && !config.flags.HIDE_ADD_LAYOUT_BUTTON;

  return (
    <section className="hp-page hp-home" aria-labelledby="home-heading">
      <h1 id="home-heading">{t('HOME.TITLE')}</h1>
      <p className="hp-muted">{t(canWrite ? 'HOME.INTRO' : 'HOME.READ_ONLY')}</p>
      <QueryView query={floors} what={t('HOME.LOADING')} failed={t('HOME.FAILED')}>
        {(list) => {
          const unsorted = list.find((f) => f.floor_id === UNSORTED_FLOOR_ID)?.rooms.find((r) => r.room_id === UNSORTED_ROOM_ID);
          const real = list.filter((f) => f.floor_id !== UNSORTED_FLOOR_ID);
          const needle = filter.trim().toLocaleLowerCase();
          const shown = needle ? real.filter((f) => f.floor_name.toLocaleLowerCase().includes(needle)) : real;
          return (
            <>
              <div className="hp-home__toolbar">
                <label className="hp-home__filter">
                  <span>{t('HOME.FILTER')}</span>
                  <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setFilter('')} />
                </label>
                {canAdd && (
                  <div className="hp-home__actions">
                    <LayoutDialog
                      mode="add"
                      floors={list}
                      tab="floor"
                      trigger={
                        <button type="button" className="hp-button hp-button--primary">
                          <Icon path={ACTION_ICONS.add} /> {t('HOME.ADD_FLOOR')}
                        </button>
                      }
                    />
                    <LayoutDialog
                      mode="add"
                      floors={list}
                      tab="room"
                      trigger={
                        <button type="button" className="hp-button">
                          <Icon path={ACTION_ICONS.add} /> {t('HOME.ADD_ROOM')}
                        </button>
                      }
                    />
                  </div>
                )}
              </div>
              <section className="hp-card hp-home__unsorted" aria-labelledby="unsorted-heading">
                <h2 id="unsorted-heading">{t('HOME.UNSORTED')}</h2>
                <p className="hp-muted">{t('HOME.UNSORTED_HINT')}</p>
                {!unsorted || unsorted.devices.length === 0 ? (
                  <p>{t('HOME.UNSORTED_EMPTY')}</p>
                ) : (
                  <ul className="hp-home__devices">
                    {unsorted.devices.map((id) => (
                      <UnsortedDevice key={id} handle={handle} id={id} floors={list} canWrite={canWrite} />
                    ))}
                  </ul>
                )}
              </section>
              {real.length === 0 ? (
                <EmptyState title={t('HOME.NO_FLOORS')} hint={t('HOME.NO_FLOORS_HINT')} />
              ) : shown.length === 0 ? (
                <p className="hp-muted">{t('HOME.NO_MATCH', { filter: filter.trim() })}</p>
              ) : (
                <div className="hp-home__floors">
                  {shown.map((floor) => (
                    <FloorCard key={floor.floor_id} floor={floor} floors={list} canWrite={canWrite} />
                  ))}
                </div>
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function UnsortedDevice({ handle, id, floors, canWrite }: { handle: GatewayHandle | null; id: number; floors: readonly Floor[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const name = useDeviceName(handle, id) ?? t('HOME.UNKNOWN_DEVICE', { id });
  return (
    <li className="hp-home__device">
      <Link to={routePath('device', { id })}>{name}</Link>
      {canWrite && <AssignDeviceDialog deviceId={id} name={name} floors={floors} />}
    </li>
  );
}

function FloorCard({ floor, floors, canWrite }: { floor: Floor; floors: readonly Floor[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const headingId = `floor-${floor.floor_id}`;
  return (
    <section className="hp-card hp-home__floor" aria-labelledby={headingId}>
      <header className="hp-home__floor-head">
        <h2 id={headingId}>{floor.floor_name}</h2>
        <span className="hp-badge">{t('HOME.ROOM_COUNT', { count: floor.rooms.length })}</span>
        {canWrite && (
          <span className="hp-home__floor-actions">
            <LayoutDialog
              mode="rename"
              floors={floors}
              tab="floor"
              floorId={floor.floor_id}
              trigger={
                <button type="button" className="hp-button hp-button--ghost hp-button--small" aria-label={t('HOME.EDIT_FLOOR', { name: floor.floor_name })}>
                  <Icon path={ACTION_ICONS.edit} /> {t('HOME.EDIT')}
                </button>
              }
            />
            <LayoutDialog
              mode="remove"
              floors={floors}
              tab="floor"
              floorId={floor.floor_id}
              trigger={
                <button type="button" className="hp-button hp-button--ghost hp-button--small" aria-label={t('HOME.REMOVE_FLOOR', { name: floor.floor_name })}>
                  <Icon path={ACTION_ICONS.delete} /> {t('HOME.REMOVE')}
                </button>
              }
            />
          </span>
        )}
      </header>
      {floor.rooms.length === 0 ? (
        <p className="hp-muted">{t('HOME.FLOOR_EMPTY')}</p>
      ) : (
        <ul className="hp-home__rooms">
          {floor.rooms.map((room) => (
            <li key={room.room_id} className="hp-home__room">
              <Link to={routePath('room', { room_id: room.room_id })}>{room.room_name}</Link>
              <span className="hp-muted">{t('HOME.DEVICE_COUNT', { count: room.devices.length })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

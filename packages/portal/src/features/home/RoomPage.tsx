import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { routePath, routes, UNSORTED_ROOM_ID, type GatewayHandle } from '@homeport/sdk';
import { usePageTitle } from '../../binding/usePageTitle';
import { QueryView } from '../../components/states';
import { AddDevicesToRoomDialog } from './AddDevicesToRoomDialog';
import { LayoutDialog } from './LayoutDialog';
import { roomsOf, useDeviceName, useHome, useLayoutCommand } from './useHome';
import './home.css';

/** One room (spec 2 §2 "advanced room page"): rename, its devices, add devices and remove them (back to Unsorted Devices). */
export function RoomPage() {
  usePageTitle('HOME.ROOM_TITLE');
  const { t } = useTranslation();
  const { room_id: rawId } = useParams();
  const roomId = /^\d{1,9}$/.test(rawId ?? '') ? Number(rawId) : -1;
  const { handle, floors, canWrite } = useHome();
  const back = (
    <Link to={routes.home_setup} className="hp-button hp-button--ghost hp-button--small">
      <Icon path={ACTION_ICONS.back} /> {t('HOME.BACK')}
    </Link>
  );
  return (
    <section className="hp-page hp-home" aria-labelledby="room-heading">
      {back}
      <QueryView query={floors} what={t('HOME.LOADING')} failed={t('HOME.FAILED')}>
        {(list) => {
          const place = roomsOf(list).find(({ room }) => room.room_id === roomId);
          if (!place)
            return (
              <>
                <h1 id="room-heading">{t('HOME.ROOM_TITLE')}</h1>
                <p role="alert" className="hp-alert">
                  {t('HOME.ROOM_NOT_FOUND', { id: rawId })}
                </p>
              </>
            );
          const { floor, room } = place;
          const fixed = room.room_id === UNSORTED_ROOM_ID;
          return (
            <>
              <header className="hp-home__room-head">
                <div>
                  <h1 id="room-heading">{room.room_name}</h1>
                  {!fixed && <p className="hp-muted">{t('HOME.ROOM_ON_FLOOR', { floor: floor.floor_name })}</p>}
                </div>
                {canWrite && !fixed && (
                  <span className="hp-home__floor-actions">
                    <LayoutDialog
                      mode="rename"
                      floors={list}
                      tab="room"
                      roomId={room.room_id}
                      trigger={
                        <button type="button" className="hp-button">
                          <Icon path={ACTION_ICONS.edit} /> {t('HOME.RENAME_ROOM')}
                        </button>
                      }
                    />
                    <AddDevicesToRoomDialog handle={handle} floors={list} roomId={room.room_id} roomName={room.room_name} />
                  </span>
                )}
              </header>
              <section className="hp-card" aria-labelledby="room-devices">
                <h2 id="room-devices">{t('HOME.ROOM_DEVICES')}</h2>
                {room.devices.length === 0 ? (
                  <p className="hp-muted">{t('HOME.ROOM_NO_DEVICES')}</p>
                ) : (
                  <ul className="hp-home__devices">
                    {room.devices.map((id) => (
                      <RoomDevice key={id} handle={handle} id={id} canRemove={canWrite && !fixed} />
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </QueryView>
    </section>
  );
}

function RoomDevice({ handle, id, canRemove }: { handle: GatewayHandle | null; id: number; canRemove: boolean }) {
  const { t } = useTranslation();
  const name = useDeviceName(handle, id) ?? t('HOME.UNKNOWN_DEVICE', { id });
  const command = useLayoutCommand();
  return (
    <li className="hp-home__device">
      <Link to={routePath('device', { id })}>{name}</Link>
      {canRemove && (
        <button
          type="button"
          className="hp-button hp-button--ghost hp-button--small"
          aria-label={t('HOME.REMOVE_FROM_ROOM', { name })}
          disabled={command.isPending}
          aria-busy={command.isPending}
          onClick={() => command.mutate({ name: 'remove_device_from_room', params: { device: id }, done: t('HOME.REMOVED_FROM_ROOM', { name }) })}
        >
          <Icon path={ACTION_ICONS.remove} /> {t('HOME.REMOVE')}
        </button>
      )}
      {command.errorText && (
        <span role="alert" className="hp-field__error">
          {command.errorText}
        </span>
      )}
    </li>
  );
}

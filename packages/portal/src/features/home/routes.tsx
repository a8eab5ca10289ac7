import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const HomeSetupPage = lazyPage(() => pages().then((m) => m.HomeSetupPage));
const RoomPage = lazyPage(() => pages().then((m) => m.RoomPage));
const AddRoomPage = lazyPage(() => pages().then((m) => m.AddRoomPage));

/** Floors and rooms (spec 2 §2 "Home setup"), inside the shell with a current gateway. */
export const homeRoutes = (
  <>
    <Route path={routes.home_setup} element={<HomeSetupPage />} />
    <Route path={routes.zones_list} element={<HomeSetupPage />} />
    <Route path={routes.room} element={<RoomPage />} />
    <Route path={routes.add_room} element={<AddRoomPage />} />
  </>
);

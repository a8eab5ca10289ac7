import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const AlarmsPage = lazyPage(() => pages().then((m) => m.AlarmsPage));
const NotificationsPage = lazyPage(() => pages().then((m) => m.NotificationsPage));

/** /alarms (spec 2 §2): the current gateway's alarm table, inside the shell with a current gateway. */
export const alarmRoutes = (
  <>
    <Route path={routes.alarms} element={<AlarmsPage />} />
  </>
);

/** /notifications/{alarmCode} and /notifications_all: cloud records, open before a gateway is chosen (an admin's view). */
export const notificationRoutes = (
  <>
    <Route path={routes.notifications} element={<NotificationsPage key="one" />} />
    <Route path={routes.notifications_all} element={<NotificationsPage key="all" />} />
  </>
);

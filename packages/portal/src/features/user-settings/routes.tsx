import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const UserSettingsPage = lazyPage(() => pages().then((m) => m.UserSettingsPage));

/** /user_settings (spec 2 §2): users and admins alike, with or without a current gateway; PortalRoutes puts it behind the OTP authorization. */
export const userSettingsRoutes = (
  <>
    <Route path={routes.user_settings} element={<UserSettingsPage />} />
  </>
);

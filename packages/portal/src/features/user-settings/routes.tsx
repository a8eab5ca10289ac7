import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../app/lazyPage';

const UserSettingsPage = lazyPage(() => import('./pages').then((m) => m.UserSettingsPage));

/** /user_settings (spec 2 §2), behind the OTP authorization (SECURE_IMPORTANT_ROUTES_WITH_OTP). */
export const userSettingsRoutes = (
  <>
    <Route path={routes.user_settings} element={<UserSettingsPage />} />
  </>
);

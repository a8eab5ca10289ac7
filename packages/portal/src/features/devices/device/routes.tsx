import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { DevicePage } from './DevicePage';

/** Device pages inside the shell that need a current gateway (spec 2). */
export const deviceRoutes = (
  <>
    <Route path={routes.device} element={<DevicePage />} />
  </>
);

import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

/** Fetches this feature's chunk ahead of need (app/Runtime.tsx, once signed in). */
export const preloadDevicePages = (): void => void pages();
const DevicesPage = lazyPage(() => pages().then((m) => m.DevicesPage));
const DevicePage = lazyPage(() => pages().then((m) => m.DevicePage));
// The wizards are chunks of their own: most visits to the devices never open them.
const AddDevicePage = lazyPage(() => import('./add/pages').then((m) => m.AddDevicePage));
const ReplaceDevicePage = lazyPage(() => import('./replace/pages').then((m) => m.ReplaceDevicePage));

/** The device list (three views of one page) and the device page, inside the shell with a current gateway (spec 2). */
export const deviceRoutes = (
  <>
    <Route path={routes.devices} element={<DevicesPage />} />
    <Route path={routes.quick_controls} element={<DevicesPage />} />
    <Route path={routes.devices_table} element={<DevicesPage />} />
    <Route path={routes.device} element={<DevicePage />} />
    <Route path={routes.add_device} element={<AddDevicePage />} />
    <Route path={routes.replace_device} element={<ReplaceDevicePage />} />
  </>
);

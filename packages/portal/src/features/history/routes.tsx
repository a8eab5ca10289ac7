import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const DeviceHistoryPage = lazyPage(() => pages().then((m) => m.DeviceHistoryPage));
const GatewayHistoryPage = lazyPage(() => pages().then((m) => m.GatewayHistoryPage));
const OfflineHistoryPage = lazyPage(() => pages().then((m) => m.OfflineHistoryPage));
const NodeHistoryOfflinePage = lazyPage(() => pages().then((m) => m.NodeHistoryOfflinePage));

/**
 * /dashboard_chart/{id}, /dashboard_gateway_chart,
 * /dashboard-chart-offline/{deviceId} (spec 3 §2) and /node_history_offline
 * (spec 2 §2, both roles): with a current gateway,
 * part of the DASHBOARD module (spec 2 §2: "DASHBOARD (history)", off in
 * this build), so PortalRoutes mounts them inside RequireModule.
 */
export const historyRoutes = (
  <>
    <Route path={routes.dashboard_chart} element={<DeviceHistoryPage />} />
    <Route path={routes.dashboard_gateway_chart} element={<GatewayHistoryPage />} />
    <Route path={routes.dashboard_chart_offline} element={<OfflineHistoryPage />} />
    <Route path={routes.node_history_offline} element={<NodeHistoryOfflinePage />} />
  </>
);

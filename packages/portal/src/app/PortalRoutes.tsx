import { Navigate, Route, Routes } from 'react-router';
import { routes } from '@homeport/sdk';
import { Shell } from '../components/Shell';
import { StatusLayout } from '../components/StatusLayout';
import { DevicesPage } from '../features/devices/DevicesPage';
import { GateSelectPage } from '../features/gateway/gate-select/GateSelectPage';
import { GatewayOfflinePage } from '../features/gateway/gateway-offline/GatewayOfflinePage';
import { GtwSettingsPage } from '../features/gateway/gtw-settings/GtwSettingsPage';
import { LoginPage } from '../features/session/login/LoginPage';
import { NotAvailablePage } from '../components/NotAvailablePage';
import { authRoutes, openRoutes } from '../features/session/auth/routes';
import { OAuthSignedInGate } from '../features/session/sso/OAuthSignedInGate';
import { ssoAuthRoutes, ssoOpenRoutes, ssoSessionRoutes } from '../features/session/sso/routes';
import { deviceRoutes } from '../features/devices/device/routes';
import { statusRoutes } from '../features/gateway/status/routes';
import { RedirectIfSignedIn, RequireAdmin, RequireGateway, RequireSession } from './guards';
import { RequireOtp } from './RequireOtp';

/** Sections of later issues: known routes that say so, rather than bouncing to gtw_settings. */
const LATER_USER_ROUTES = [routes.scenes, routes.home_setup, routes.user_settings, routes.notifications_all, routes.alarms, routes.net_diag, routes.net_diag_offline];
const LATER_ADMIN_ROUTES = [routes.bulk, routes.bulk_log, routes.operations, routes.announcement, routes.announcement_log, routes.announcement_template, routes.groups];

export function PortalRoutes() {
  return (
    <Routes>
      <Route
        path={routes.login}
        element={
          <OAuthSignedInGate>
            <RedirectIfSignedIn>
              <LoginPage />
            </RedirectIfSignedIn>
          </OAuthSignedInGate>
        }
      />
      {authRoutes}
      {openRoutes}
      {ssoAuthRoutes}
      {ssoOpenRoutes}
      <Route element={<RequireSession />}>
        <Route element={<StatusLayout />}>
          {ssoSessionRoutes}
          <Route path={routes.gateway_offline} element={<GatewayOfflinePage />} />
          {statusRoutes}
        </Route>
        <Route element={<Shell />}>
          <Route element={<RequireAdmin />}>
            <Route path={routes.gate_select} element={<GateSelectPage />} />
            <Route element={<RequireOtp />}>
              {LATER_ADMIN_ROUTES.map((path) => (
                <Route key={path} path={path} element={<NotAvailablePage />} />
              ))}
            </Route>
          </Route>
          <Route element={<RequireGateway />}>
            <Route path={routes.gtw_settings} element={<GtwSettingsPage />} />
            <Route path={routes.devices} element={<DevicesPage />} />
            <Route path={routes.quick_controls} element={<DevicesPage />} />
            <Route path={routes.devices_table} element={<DevicesPage />} />
            {deviceRoutes}
            <Route element={<RequireOtp />}>
              {LATER_USER_ROUTES.map((path) => (
                <Route key={path} path={path} element={<NotAvailablePage />} />
              ))}
            </Route>
          </Route>
        </Route>
        {/* spec 1 §2: unknown paths go to /gtw_settings. */}
        <Route path="*" element={<Navigate to={routes.gtw_settings} replace />} />
      </Route>
    </Routes>
  );
}

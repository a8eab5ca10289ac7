import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { routes } from '@homeport/sdk';
import { Loading } from '../components/Loading';
import { Shell } from '../components/Shell';
import { StatusLayout } from '../components/StatusLayout';
import { deviceRoutes } from '../features/devices/routes';
import { gateSelectRoutes, gatewayRoutes, newGatewayRoutes, offlineRoutes, statusRoutes } from '../features/gateway/routes';
import { homeRoutes } from '../features/home/routes';
import { sceneRoutes } from '../features/scenes/routes';
import { alarmRoutes, notificationRoutes } from '../features/alarms/routes';
import { operationRoutes } from '../features/fleet/routes';
import { bulkRoutes } from '../features/bulk/routes';
import { groupRoutes } from '../features/groups/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { historyRoutes } from '../features/history/routes';
import { announcementRoutes } from '../features/announcements/routes';
import { exportTaskRoutes } from '../features/export-tasks/routes';
import { userSettingsRoutes } from '../features/user-settings/routes';
import { netdiagRoutes } from '../features/netdiag/routes';
import { authRoutes, openRoutes } from '../features/session/auth/routes';
import { LoginPage } from '../features/session/login/LoginPage';
import { OAuthSignedInGate } from '../features/session/sso/OAuthSignedInGate';
import { ssoAuthRoutes, ssoOpenRoutes, ssoSessionRoutes } from '../features/session/sso/routes';
import { RedirectIfSignedIn, RequireAdmin, RequireGateway, RequireModule, RequireSession } from '../services/guards';
import { RequireOtp } from './RequireOtp';

/**
 * The composition root's route table: guards and layouts here, each
 * feature's routes from its `routes.tsx`, whose pages load as one lazy chunk
 * per feature. The login page is the exception: it is in the first chunk,
 * so /login paints without waiting for a second one.
 */
export function PortalRoutes() {
  return (
    <Suspense fallback={<Loading />}>
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
            {statusRoutes}
          </Route>
          <Route element={<Shell />}>
            <Route element={<RequireAdmin />}>
              {gateSelectRoutes}
              <Route element={<RequireOtp />}>
                {operationRoutes}
                {bulkRoutes}
                {groupRoutes}
                {/* spec 1 §6: the ANALYTICS module (off in this build) holds the statistics report, analytics and a gateway's statistics. */}
                <Route element={<RequireModule module="ANALYTICS" />}>{statisticsRoutes}</Route>
                {announcementRoutes}
                <Route element={<RequireModule module="EXPORT_DATA" />}>{exportTaskRoutes}</Route>
              </Route>
            </Route>
            {newGatewayRoutes}
            {notificationRoutes}
            {/* spec 1 §2: user and admin variants, with or without a current gateway; an important route (OTP). */}
            <Route element={<RequireOtp />}>{userSettingsRoutes}</Route>
            <Route element={<RequireGateway />}>
              {offlineRoutes}
              {gatewayRoutes}
              {deviceRoutes}
              {homeRoutes}
              {sceneRoutes}
              {alarmRoutes}
              {/* spec 1 §2: network diagnostics (admins, users when allowed) and its offline variant (both roles). */}
              <Route element={<RequireOtp />}>{netdiagRoutes}</Route>
              {/* spec 2 §2: history charts are the DASHBOARD module (off in this build); the device page links to them. */}
              <Route element={<RequireModule module="DASHBOARD" />}>{historyRoutes}</Route>
            </Route>
          </Route>
          {/* spec 1 §2: unknown paths go to /gtw_settings. */}
          <Route path="*" element={<Navigate to={routes.gtw_settings} replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

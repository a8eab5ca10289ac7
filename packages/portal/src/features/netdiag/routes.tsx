import { useAtomValue } from 'jotai';
import { Navigate, Outlet, Route } from 'react-router';
import { isAdmin, routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';
import { useServices } from '../../services/services';
import { userAtom } from '../../state/atoms';

const pages = () => import('./pages');

const NetDiagPage = lazyPage(() => pages().then((m) => m.NetDiagPage));
const NetDiagOfflinePage = lazyPage(() => pages().then((m) => m.NetDiagOfflinePage));

/** spec 1 §2, spec 2 §2: /net_diag is the admins'; users reach it only with NETDIAG_AVAILABLE_TO_USER. */
export function RequireNetDiag() {
  const user = useAtomValue(userAtom);
  const { config } = useServices();
  if (!user || (!isAdmin(user) && !config.flags.NETDIAG_AVAILABLE_TO_USER)) return <Navigate to={routes.gtw_settings} replace />;
  return <Outlet />;
}

/**
 * /net_diag (admins; users with NETDIAG_AVAILABLE_TO_USER) and
 * /net_diag_offline (both roles, from the last network image caught).
 * PortalRoutes mounts them inside RequireGateway.
 */
export const netdiagRoutes = (
  <>
    <Route element={<RequireNetDiag />}>
      <Route path={routes.net_diag} element={<NetDiagPage />} />
    </Route>
    <Route path={routes.net_diag_offline} element={<NetDiagOfflinePage />} />
  </>
);

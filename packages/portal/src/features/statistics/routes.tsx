import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const StatisticsReportPage = lazyPage(() => pages().then((m) => m.StatisticsReportPage));
const AnalyticsPage = lazyPage(() => pages().then((m) => m.AnalyticsPage));
const GateStatisticPage = lazyPage(() => pages().then((m) => m.GateStatisticPage));

/**
 * /statistics_report, /analytics and /gate_statistic/{serialNumber} (spec 3
 * §2): admins only, and part of the ANALYTICS module (spec 1 §6: off in
 * this build), so PortalRoutes mounts them inside RequireModule.
 */
export const statisticsRoutes = (
  <>
    <Route path={routes.statistics_report} element={<StatisticsReportPage />} />
    <Route path={routes.analytics} element={<AnalyticsPage />} />
    <Route path={routes.gate_statistic} element={<GateStatisticPage />} />
  </>
);

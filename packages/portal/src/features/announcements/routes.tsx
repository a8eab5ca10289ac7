import { Outlet, Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { RequireModule } from '../../services/guards';
import { lazyPage } from '../../services/lazyPage';
import { useServices } from '../../services/services';
import { ModuleOffPage } from '../../components/NotAvailablePage';

const pages = () => import('./pages');

const AnnouncementCreatePage = lazyPage(() => pages().then((m) => m.AnnouncementCreatePage));
const AnnouncementLogPage = lazyPage(() => pages().then((m) => m.AnnouncementLogPage));
const AnnouncementDetailsPage = lazyPage(() => pages().then((m) => m.AnnouncementDetailsPage));
const TemplatesPage = lazyPage(() => pages().then((m) => m.TemplatesPage));

/** spec 3 §6: the templates exist only with ANNOUNCEMENT_UI; without it their address says the section is off. */
function RequireAnnouncementUi() {
  const { config } = useServices();
  if (!config.flags.ANNOUNCEMENT_UI) return <ModuleOffPage />;
  return <Outlet />;
}

/**
 * /announcement, /announcement/log, /announcement/details/{campaignId} and
 * /announcement/template (spec 3 §2): admins only, in the ANNOUNCEMENT
 * module; the templates only with ANNOUNCEMENT_UI (spec 3 §6).
 */
export const announcementRoutes = (
  <Route element={<RequireModule module="ANNOUNCEMENT" />}>
    <Route path={routes.announcement} element={<AnnouncementCreatePage />} />
    <Route path={routes.announcement_log} element={<AnnouncementLogPage />} />
    <Route path={routes.announcement_details} element={<AnnouncementDetailsPage />} />
    <Route element={<RequireAnnouncementUi />}>
      <Route path={routes.announcement_template} element={<TemplatesPage />} />
    </Route>
  </Route>
);

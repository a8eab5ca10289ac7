import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const ExportTasksPage = lazyPage(() => pages().then((m) => m.ExportTasksPage));
const ExportTaskDetailsPage = lazyPage(() => pages().then((m) => m.ExportTaskDetailsPage));

/** /tasks and /export_detailsCampaign/{taskId} (spec 3 §2): admins only, behind the OTP of important routes and the EXPORT_DATA module. */
export const exportTaskRoutes = (
  <>
    <Route path={routes.tasks} element={<ExportTasksPage />} />
    <Route path={routes.export_details_campaign} element={<ExportTaskDetailsPage />} />
  </>
);

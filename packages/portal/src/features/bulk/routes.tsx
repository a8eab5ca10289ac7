import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const BulkCreatePage = lazyPage(() => pages().then((m) => m.BulkCreatePage));
const BulkLogPage = lazyPage(() => pages().then((m) => m.BulkLogPage));
const BulkDetailsPage = lazyPage(() => pages().then((m) => m.BulkDetailsPage));

/** /bulk, /bulk/log, /bulk/details/{bulkId} (spec 3 §2): admins only, behind the OTP of important routes. */
export const bulkRoutes = (
  <>
    <Route path={routes.bulk} element={<BulkCreatePage />} />
    <Route path={routes.bulk_log} element={<BulkLogPage />} />
    <Route path={routes.bulk_details} element={<BulkDetailsPage />} />
  </>
);

import { lazy } from 'react';
import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

const OperationsPage = lazyPage(() => pages().then((m) => m.OperationsPage));
const OperationDetailsPage = lazyPage(() => pages().then((m) => m.OperationDetailsPage));

/** The fleet dialogs other features open, from this feature's chunk (its texts come with it). */
export const LazyGatewayActionsDialog = lazy(() => pages().then((m) => ({ default: m.GatewayActionsDialog })));
export const LazyNewGatewayDialog = lazy(() => pages().then((m) => ({ default: m.NewGatewayDialog })));

/** /operations and /operation/details/{operationId} (spec 3 §2): admins only, behind the OTP authorization when it is on. */
export const operationRoutes = (
  <>
    <Route path={routes.operations} element={<OperationsPage />} />
    <Route path={routes.operation_details} element={<OperationDetailsPage />} />
  </>
);

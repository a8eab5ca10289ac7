import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { BackupRestorePage, FirmwareUpgradePage, GatewayLockedPage, GatewayRemovedPage, InitialWizardPage, PrivilegeModePage, ReplacementPage, SubscriptionLockPage } from './StatusScreens';

/** Full-page status screens (spec 1 §2.2), rendered inside StatusLayout. */
export const statusRoutes = (
  <>
    <Route path={routes.fw_upgrade} element={<FirmwareUpgradePage />} />
    <Route path={routes.bck_restore_in_progress} element={<BackupRestorePage />} />
    <Route path={routes.subscription_lock} element={<SubscriptionLockPage />} />
    <Route path={routes.privileged_mode_active} element={<PrivilegeModePage />} />
    <Route path={routes.rpl_gw_in_progress} element={<ReplacementPage />} />
    <Route path={routes.gateway_removed} element={<GatewayRemovedPage />} />
    <Route path={routes.gateway_pin_locked} element={<GatewayLockedPage />} />
    <Route path={routes.initial_wizard} element={<InitialWizardPage />} />
  </>
);

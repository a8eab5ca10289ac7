import { Route } from 'react-router';
import { routes } from '@homeport/sdk';
import { lazyPage } from '../../services/lazyPage';

const pages = () => import('./pages');

/** Fetches this feature's chunk ahead of need (app/Runtime.tsx, once signed in). */
export const preloadGatewayPages = (): void => void pages();
const GateSelectPage = lazyPage(() => pages().then((m) => m.GateSelectPage));
const GatewayOfflinePage = lazyPage(() => pages().then((m) => m.GatewayOfflinePage));
const GtwSettingsPage = lazyPage(() => pages().then((m) => m.GtwSettingsPage));
const FirmwareUpgradePage = lazyPage(() => pages().then((m) => m.FirmwareUpgradePage));
const BackupRestorePage = lazyPage(() => pages().then((m) => m.BackupRestorePage));
const SubscriptionLockPage = lazyPage(() => pages().then((m) => m.SubscriptionLockPage));
const PrivilegeModePage = lazyPage(() => pages().then((m) => m.PrivilegeModePage));
const ReplacementPage = lazyPage(() => pages().then((m) => m.ReplacementPage));
const GatewayRemovedPage = lazyPage(() => pages().then((m) => m.GatewayRemovedPage));
const GatewayLockedPage = lazyPage(() => pages().then((m) => m.GatewayLockedPage));
const GatewayUnavailablePage = lazyPage(() => pages().then((m) => m.GatewayUnavailablePage));
const InitialWizardPage = lazyPage(() => pages().then((m) => m.InitialWizardPage));
const NewGatewayPage = lazyPage(() => pages().then((m) => m.NewGatewayPage));
const GuideSetupPage = lazyPage(() => pages().then((m) => m.GuideSetupPage));

/** Gate selection (spec 1 §6): admins only, inside the shell. */
export const gateSelectRoutes = (
  <>
    <Route path={routes.gate_select} element={<GateSelectPage />} />
  </>
);

/** The current gateway's settings, inside the shell (spec 1 §2.3). */
export const gatewayRoutes = (
  <>
    <Route path={routes.gtw_settings} element={<GtwSettingsPage />} />
  </>
);

/** Adding a gateway (spec 2 §2): inside the shell, and reachable without a current gateway. */
export const newGatewayRoutes = (
  <>
    <Route path={routes.new_gateway} element={<NewGatewayPage />} />
    <Route path={routes.guide_setup} element={<GuideSetupPage />} />
  </>
);

/**
 * The offline gateway's page (spec 1 §2.2), inside the frame: the menu's
 * offline variants and the account stay in reach (docs/decisions.md "An
 * offline gateway").
 */
export const offlineRoutes = <Route path={routes.gateway_offline} element={<GatewayOfflinePage />} />;

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
    <Route path={routes.gateway_unavailable} element={<GatewayUnavailablePage />} />
    <Route path={routes.initial_wizard} element={<InitialWizardPage />} />
  </>
);

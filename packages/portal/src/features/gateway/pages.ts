// The gateway feature's lazy chunk: gate selection, settings, and the status screens.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { GateSelectPage } from './gate-select/GateSelectPage';
export { GatewayOfflinePage } from './gateway-offline/GatewayOfflinePage';
export { GtwSettingsPage } from './gtw-settings/GtwSettingsPage';
export {
  BackupRestorePage,
  FirmwareUpgradePage,
  GatewayLockedPage,
  GatewayRemovedPage,
  GatewayUnavailablePage,
  InitialWizardPage,
  PrivilegeModePage,
  ReplacementPage,
  SubscriptionLockPage,
} from './status/StatusScreens';
export { NewGatewayPage } from './new-gateway/NewGatewayPage';
export { GuideSetupPage } from './new-gateway/GuideSetupPage';

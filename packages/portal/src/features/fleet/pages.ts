// The fleet feature's lazy chunk: operations, the gateway actions dialog and the header's new-gateway dialog.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { OperationsPage } from './OperationsPage';
export { OperationDetailsPage } from './OperationDetailsPage';
export { GatewayActionsDialog } from './GatewayActionsDialog';
export { NewGatewayDialog } from './NewGatewayDialog';

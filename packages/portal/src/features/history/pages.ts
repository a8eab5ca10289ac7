// The history feature's lazy chunk: a device's, the gateway's a cached device's history charts and the cached nodes' status (d3 lives only here and in statistics).
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { DeviceHistoryPage } from './DeviceHistoryPage';
export { GatewayHistoryPage } from './GatewayHistoryPage';
export { OfflineHistoryPage } from './OfflineHistoryPage';
export { NodeHistoryOfflinePage } from './NodeHistoryOfflinePage';

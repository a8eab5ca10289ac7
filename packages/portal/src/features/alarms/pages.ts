// The alarms feature's lazy chunk.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { AlarmsPage } from './AlarmsPage';
export { NotificationsPage } from './NotificationsPage';

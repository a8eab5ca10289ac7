// The devices feature's lazy chunk.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { DevicesPage } from './DevicesPage';
export { DevicePage } from './device/DevicePage';

// The home-setup feature's lazy chunk.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { HomeSetupPage } from './HomeSetupPage';
export { RoomPage } from './RoomPage';
export { AddRoomPage } from './AddRoomPage';

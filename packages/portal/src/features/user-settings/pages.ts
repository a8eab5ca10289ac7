// The user settings feature's lazy chunk.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { UserSettingsPage } from './UserSettingsPage';

// The groups feature's lazy chunk: the group management page and the create/edit page.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { GroupsPage } from './GroupsPage';
export { GroupEditPage } from './GroupEditPage';

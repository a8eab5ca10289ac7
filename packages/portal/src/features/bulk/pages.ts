// The bulk feature's lazy chunk: its texts come with it.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { BulkCreatePage } from './BulkCreatePage';
export { BulkLogPage } from './BulkLogPage';
export { BulkDetailsPage } from './BulkDetailsPage';

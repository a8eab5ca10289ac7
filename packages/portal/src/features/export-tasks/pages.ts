// The export tasks feature's lazy chunk: its texts come with it.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { ExportTasksPage } from './ExportTasksPage';
export { ExportTaskDetailsPage } from './ExportTaskDetailsPage';

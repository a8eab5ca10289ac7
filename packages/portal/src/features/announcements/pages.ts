// The announcements feature's lazy chunk: its texts come with it.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { AnnouncementCreatePage } from './AnnouncementCreatePage';
export { AnnouncementLogPage } from './AnnouncementLogPage';
export { AnnouncementDetailsPage } from './AnnouncementDetailsPage';
export { TemplatesPage } from './TemplatesPage';

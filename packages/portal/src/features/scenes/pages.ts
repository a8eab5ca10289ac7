// The scenes feature's lazy chunk.
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { ScenesPage } from './ScenesPage';
export { AddScenePage } from './AddScenePage';
export { ScenePage, SceneSummaryPage } from './ScenePage';

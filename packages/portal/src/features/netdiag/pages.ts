// The network diagnostics feature's lazy chunk: the live map and the history (d3-force lives only here).
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { NetDiagPage, NetDiagOfflinePage } from './NetDiagPage';

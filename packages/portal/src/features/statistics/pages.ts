// The statistics feature's lazy chunk: the statistics report, analytics and one gateway's statistics (d3 lives only here).
import { registerCatalogues } from '../../i18n/featureCatalogues';
import { catalogues } from './catalogues';

registerCatalogues('en_EN', catalogues);

export { StatisticsReportPage } from './StatisticsReportPage';
export { AnalyticsPage } from './AnalyticsPage';
export { GateStatisticPage } from './GateStatisticPage';

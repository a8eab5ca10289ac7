import { en_EN_alarms } from './en_EN.alarms';

/** The alarms chunk's texts, registered when it loads (i18n/featureCatalogues.ts). */
export const catalogues = [en_EN_alarms];

import { en_EN_device } from '../devices/en_EN.device';
import { en_EN_scenes } from './en_EN.scenes';

/** The scenes chunk's texts, registered when it loads (i18n/featureCatalogues.ts); a rule names device types and properties. */
export const catalogues = [en_EN_scenes, en_EN_device];

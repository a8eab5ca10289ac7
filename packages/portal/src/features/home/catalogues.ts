import { en_EN_device } from '../devices/en_EN.device';
import { en_EN_home } from './en_EN.home';

/** The home chunk's texts, registered when it loads (i18n/featureCatalogues.ts); a room lists its devices by type. */
export const catalogues = [en_EN_home, en_EN_device];

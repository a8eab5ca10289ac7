import { en_EN_userAccess } from './en_EN.userAccess';
import { en_EN_userSettings } from './en_EN.userSettings';

/** The user settings chunk's texts, registered when it loads (i18n/featureCatalogues.ts). */
export const catalogues = [en_EN_userSettings, en_EN_userAccess];

import { en_EN_gtwWifi } from '../../i18n/en_EN.wifi';
import { en_EN_backups } from './en_EN.backups';
import { en_EN_firmware } from './en_EN.firmware';
import { en_EN_gateway } from './en_EN.gateway';
import { en_EN_gatewaySettings } from './en_EN.gatewaySettings';
import { en_EN_status } from './en_EN.status';

/** The gateway chunk's texts, registered when it loads (i18n/featureCatalogues.ts). */
export const catalogues = [en_EN_gatewaySettings, en_EN_gateway, en_EN_firmware, en_EN_backups, en_EN_status, en_EN_gtwWifi];

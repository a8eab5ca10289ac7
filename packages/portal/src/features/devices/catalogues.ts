import { en_EN_home } from '../home/en_EN.home';
import { en_EN_device } from './en_EN.device';
import { en_EN_deviceManage } from './en_EN.deviceManage';
import { en_EN_devicesList } from './en_EN.devicesList';
import { en_EN_pairing } from './en_EN.pairing';

/** The devices chunk's texts, registered when it loads (i18n/featureCatalogues.ts); a new device is put in a room, so the home texts come too. */
export const catalogues = [en_EN_device, en_EN_devicesList, en_EN_deviceManage, en_EN_pairing, en_EN_home];

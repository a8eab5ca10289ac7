import type { PlatformInfo } from '@homeport/sdk';
import { PIN_LOCK_SECONDS } from '../contents';
import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** spec 2 §3 "Platform info"; lock_status is the PIN lock's remaining seconds, 0 when unlocked. */
export const getPlatformInfo: CommandHandler = {
  name: 'getPlatformInfo',
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    const { platform, pinLocked } = emulator.contents;
    const info: PlatformInfo = {
      gateway: { ohm_version: platform.ohmVersion, app_version: platform.appVersion, osm_version: platform.osmVersion, model: platform.model },
      network: { type: platform.networkType, ip: platform.ip },
      lock_status: pinLocked ? PIN_LOCK_SECONDS : 0,
    };
    return { code: ResponseCode.ok, data: info };
  },
};

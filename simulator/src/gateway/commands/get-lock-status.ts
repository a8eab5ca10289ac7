import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** spec 1 §4.2: high bit set and not all ones means locked; 0 unlocked. */
export const PIN_LOCKED_STATUS = 0x80;

export const getLockStatus: CommandHandler = {
  name: 'getLockStatus',
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    return { code: ResponseCode.ok, data: { status: emulator.contents.pinLocked ? PIN_LOCKED_STATUS : 0 } };
  },
};

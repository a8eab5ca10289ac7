import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** spec 1 §4.2: privileged mode is active or inactive; `owner` tells the client whether it holds it. */
export const getPrivilegedMode: CommandHandler = {
  name: 'get_privileged_mode',
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    const owner = emulator.contents.privilegedBy;
    return { code: ResponseCode.ok, data: { active: owner !== null, owner } };
  },
};

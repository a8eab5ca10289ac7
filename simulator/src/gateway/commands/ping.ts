import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

export const ping: CommandHandler = {
  name: 'ping',
  channel: 'osm',
  writes: false,
  run() {
    return { code: ResponseCode.ok, data: { pong: true } };
  },
};

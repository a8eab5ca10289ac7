import { requireString } from './params';
import { CommandError, ResponseCode, type CommandHandler } from './types';

/** The detailed device list (docs/contracts.md: params {type: "device"}, data Device[]). */
export const getObjectListByTypeDetailed: CommandHandler = {
  name: 'get_object_list_by_type_detailed',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    const type = requireString(params, 'type');
    if (type !== 'device') throw new CommandError(ResponseCode.badParams, `type must be "device", not "${type}"`);
    return { code: ResponseCode.ok, data: emulator.contents.devices };
  },
};

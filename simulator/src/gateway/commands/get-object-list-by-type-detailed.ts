import { gatewayCommands } from '@homeport/sdk';
import { readParams } from './params';
import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** The detailed device list (docs/contracts.md: params {type: "device"}, data Device[]). */
export const getObjectListByTypeDetailed: CommandHandler = {
  name: 'get_object_list_by_type_detailed',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    readParams(gatewayCommands.get_object_list_by_type_detailed.params, params);
    return { code: ResponseCode.ok, data: emulator.contents.devices };
  },
};

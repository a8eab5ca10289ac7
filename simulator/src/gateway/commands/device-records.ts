import { gatewayCommands } from '@homeport/sdk';
import { findDevice, removeDevice } from '../layout';
import { readParams } from './params';
import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** set_device_name: the name is the gateway's (spec 2 §2 rename); device_renamed tells every client. */
export const setDeviceName: CommandHandler = {
  name: 'set_device_name',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { device: deviceId, name } = readParams(gatewayCommands.set_device_name.params, params);
    const device = findDevice(emulator.contents, deviceId);
    device.device_name = name;
    emulator.save();
    return { code: ResponseCode.ok, data: { device_id: deviceId, device_name: name }, events: [{ name: 'device_renamed', data: { device_id: deviceId, device_name: name } }] };
  },
};

/** delete_device: the force removal of spec 2 §4, the record goes without asking the device. */
export const deleteDevice: CommandHandler = {
  name: 'delete_device',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { device: deviceId } = readParams(gatewayCommands.delete_device.params, params);
    findDevice(emulator.contents, deviceId);
    const events = removeDevice(emulator.contents, deviceId);
    emulator.save();
    return { code: ResponseCode.ok, data: { device_id: deviceId }, events };
  },
};

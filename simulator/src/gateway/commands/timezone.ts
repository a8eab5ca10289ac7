import { gatewayCommands, type GatewayTimezone } from '@homeport/sdk';
import { localStateOf } from '../../local/localState';
import { TIMEZONES } from '../../local/timezones';
import { readParams } from './params';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/**
 * The gateway's timezone from gateway settings (spec 2 §2 "timezone"): the
 * same setting as the local interface's get-current-timezone and
 * set-timezone (spec 2 §7), so either way of changing it shows in the other.
 */
export const getTimezone: CommandHandler = {
  name: 'get_timezone',
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    const answer: GatewayTimezone = { location: localStateOf(emulator).timezone, available: [...TIMEZONES] };
    return { code: ResponseCode.ok, data: answer };
  },
};

export const setTimezone: CommandHandler = {
  name: 'set_timezone',
  channel: 'osm',
  writes: true,
  run(params, emulator) {
    const { location } = readParams(gatewayCommands.set_timezone.params, params);
    if (!(TIMEZONES as readonly string[]).includes(location)) throw new CommandError(ResponseCode.badValue, 'params.location must be one of the available timezones');
    const local = localStateOf(emulator);
    const changed = local.timezone !== location;
    local.timezone = location;
    emulator.save();
    return { code: ResponseCode.ok, data: { location }, events: changed ? [{ name: 'timezone_changed', data: { location } }] : [] };
  },
};

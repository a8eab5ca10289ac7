// Type tests (checked by `npm run typecheck`, not run): the command map
// types every typed call's params and answer.
import { describe, expectTypeOf, it } from 'vitest';
import type * as v from 'valibot';
import type { ControllerProperties, GatewayTimezone, ZigbeeInfo, ZwaveInfo } from '../wire/gatewaySettings';
import type { PlatformInfo } from '../model/entities';
import type { SetWifiNetworkAnswer, WifiNetwork, WifiStatus } from '../wire/wifi';
import type { Floor } from '../model/entities';
import type { Rule } from '../wire/scenes';
import type { NetworkState } from '../wire/pairing';
import type {
  ControllerPropertiesSchema,
  GatewayTimezoneSchema,
  PlatformInfoSchema,
  SetWifiNetworkAnswerSchema,
  WifiNetworkSchema,
  WifiStatusSchema,
  ZigbeeInfoSchema,
  ZwaveInfoSchema,
} from '../wire/gatewayAnswers';
import type { GatewayCommandAnswer, GatewayCommandName } from '../wire/gatewayCommands';
import type { GatewayHandle } from './gatewayHandle';
import type { GatewayLink } from './gatewayLink';

declare const link: GatewayLink;
declare const handle: GatewayHandle;
const gateway = { owner: 'owner', serial: 'serial' };

describe('GatewayLink.command', () => {
  it('infers the answer from the command name', () => {
    expectTypeOf(link.command(gateway, 'rename_room', { room_id: 3, name: 'Kitchen' })).resolves.toEqualTypeOf<{ room_id: number }>();
    expectTypeOf(link.command(gateway, 'get_floor_list', {})).resolves.toEqualTypeOf<Floor[]>();
    expectTypeOf(link.command(gateway, 'get_rule', { rule_id: 1 })).resolves.toEqualTypeOf<Rule>();
    expectTypeOf(link.command(gateway, 'open_network', { timeout: 120 }, { type: 'controller_command' })).resolves.toEqualTypeOf<NetworkState>();
  });

  it('refuses a wrong param name', () => {
    // @ts-expect-error: rename_room takes room_id, not roomId
    void link.command(gateway, 'rename_room', { roomId: 3, name: 'Kitchen' });
    // @ts-expect-error: a command without params takes nothing
    void link.command(gateway, 'get_floor_list', { floor_id: 1 });
  });

  it('refuses a wrong param type', () => {
    // @ts-expect-error: room_id is a number
    void link.command(gateway, 'rename_room', { room_id: '3', name: 'Kitchen' });
  });

  it('refuses a missing param', () => {
    // @ts-expect-error: name is required
    void link.command(gateway, 'rename_room', { room_id: 3 });
  });

  it('refuses an unknown command', () => {
    // @ts-expect-error: the gateway answers no such command
    void link.command(gateway, 'rename_everything', {});
  });

  it('takes its channel from the map, not the caller', () => {
    // @ts-expect-error: the command map sets the channel
    void link.command(gateway, 'get_timezone', {}, { channel: 'ohm' });
  });
});

describe('GatewayHandle.command', () => {
  it('has the same typing', () => {
    expectTypeOf(handle.command('set_device_name', { device: 4, name: 'Lamp' })).resolves.toEqualTypeOf<{ device_id: number; device_name: string }>();
    // @ts-expect-error: device is a number
    void handle.command('set_device_name', { device: 'lamp', name: 'Lamp' });
    // @ts-expect-error: the gateway answers no such command
    void handle.command('set_device_colour', {});
  });

  it('keeps request for a name known only at run time', () => {
    expectTypeOf(handle.request('any_command', { anything: 1 })).resolves.toBeUnknown();
  });
});

describe('the answer schemas', () => {
  it('give exactly the interfaces of the same shapes', () => {
    expectTypeOf<v.InferOutput<typeof PlatformInfoSchema>>().toEqualTypeOf<PlatformInfo>();
    expectTypeOf<v.InferOutput<typeof ZwaveInfoSchema>>().toEqualTypeOf<ZwaveInfo>();
    expectTypeOf<v.InferOutput<typeof ZigbeeInfoSchema>>().toEqualTypeOf<ZigbeeInfo>();
    expectTypeOf<v.InferOutput<typeof GatewayTimezoneSchema>>().toEqualTypeOf<GatewayTimezone>();
    expectTypeOf<v.InferOutput<typeof ControllerPropertiesSchema>>().toEqualTypeOf<ControllerProperties>();
    expectTypeOf<v.InferOutput<typeof WifiNetworkSchema>>().toEqualTypeOf<WifiNetwork>();
    expectTypeOf<v.InferOutput<typeof WifiStatusSchema>>().toEqualTypeOf<WifiStatus>();
    expectTypeOf<v.InferOutput<typeof SetWifiNetworkAnswerSchema>>().toEqualTypeOf<SetWifiNetworkAnswer>();
  });

  it('name every command in the map', () => {
    expectTypeOf<'rename_room'>().toExtend<GatewayCommandName>();
    expectTypeOf<GatewayCommandAnswer<'get_rules'>>().toEqualTypeOf<Rule[]>();
  });
});

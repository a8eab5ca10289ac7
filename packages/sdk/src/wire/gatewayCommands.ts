import * as v from 'valibot';
import type { GatewayChannel } from '../model/topics';
import { UpdateScenarioStatusParams, CreateLayoutParams } from './bulk';
import { ObjectListParams, PropertyAddressParams, SetPropertyParams } from './commands';
import { DeviceSchema, PropertyAnswerSchema } from './deviceEvents';
import {
  ControllerPropertiesSchema,
  CreateLayoutAnswer,
  DeviceIdAnswer,
  DeviceNameAnswer,
  DeviceRoomAnswer,
  FloorIdAnswer,
  GatewayTimezoneSchema,
  LockStatusSchema,
  NoParams,
  OperationModeAnswer,
  PasswordChangedAnswer,
  PlatformInfoSchema,
  PongSchema,
  PrivilegedModeSchema,
  RoomIdAnswer,
  RuleIdAnswer,
  RunRuleAnswer,
  SetWifiNetworkAnswerSchema,
  TimezoneAnswer,
  WifiNetworkSchema,
  WifiStatusSchema,
  ZigbeeInfoSchema,
  ZwaveInfoSchema,
} from './gatewayAnswers';
import { SetControllerPropertiesParams, SetGatewayPasswordParams, SetOperationModeParams, SetTimezoneParams } from './gatewaySettings';
import {
  AddFloorParams,
  AddRoomParams,
  DeleteDeviceParams,
  DeviceFromRoomParams,
  DeviceNameParams,
  DeviceToRoomParams,
  FloorListParams,
  FloorListSchema,
  RemoveFloorParams,
  RemoveRoomParams,
  RenameFloorParams,
  RenameRoomParams,
} from './home';
import { CloseNetworkParams, FailedNodeParams, NetworkStateSchema, OpenNetworkParams, ReplaceNodeParams } from './pairing';
import {
  ActionSetIdParams,
  AddActionAlarmParams,
  AddActionDeviceParams,
  AddActionNotificationParams,
  AddActionSetParams,
  AddActionStatusParams,
  AddDeviceTriggerParams,
  AddStatusTriggerParams,
  AddTimeTriggerParams,
  CreateRuleParams,
  DeleteRuleParams,
  GetRulesParams,
  GetScenarioStatusesParams,
  LegacyStatusSchema,
  RemoveActionAlarmParams,
  RemoveActionDeviceParams,
  RemoveActionNotificationParams,
  RemoveActionStatusParams,
  RemoveTriggerParams,
  RuleIdParams,
  RuleListSchema,
  RuleSchema,
  RunRuleParams,
  ScenarioStatusSchema,
  SetScenarioStatusParams,
  UpdateActionSetParams,
  UpdateRuleParams,
  UpdateTimeTriggerParams,
} from './scenes';
import { SetWifiNetworkParams } from './wifi';

/** One gateway command: the channel it goes on, what it takes and what it answers. */
export interface GatewayCommandSpec<P extends v.GenericSchema = v.GenericSchema, A extends v.GenericSchema = v.GenericSchema> {
  readonly channel: GatewayChannel;
  readonly params: P;
  readonly answer: A;
}

const ohm = <P extends v.GenericSchema, A extends v.GenericSchema>(params: P, answer: A): GatewayCommandSpec<P, A> => ({ channel: 'ohm', params, answer });
const osm = <P extends v.GenericSchema, A extends v.GenericSchema>(params: P, answer: A): GatewayCommandSpec<P, A> => ({ channel: 'osm', params, answer });

/**
 * Every command the gateway answers (docs/contracts.md "Gateway commands
 * answered by the emulator"), by name: its channel, its params schema and
 * its answer schema. `GatewayLink.command` and `GatewayHandle.command` take
 * their types from here; the simulator's emulator reads each command's
 * params with the same schema, and a test holds its catalogue to this map.
 */
export const gatewayCommands = {
  // Devices and their properties (spec 2 §7).
  get_object_list_by_type_detailed: ohm(ObjectListParams, v.array(DeviceSchema)),
  get_service_property_value: ohm(PropertyAddressParams, PropertyAnswerSchema),
  set_service_property_value: ohm(SetPropertyParams, PropertyAnswerSchema),
  // The gateway itself.
  getPlatformInfo: osm(NoParams, PlatformInfoSchema),
  getLockStatus: osm(NoParams, LockStatusSchema),
  get_privileged_mode: osm(NoParams, PrivilegedModeSchema),
  ping: osm(NoParams, PongSchema),
  // Home setup: floors, rooms (zones are the same rooms by another name), device records.
  get_floor_list: ohm(FloorListParams, FloorListSchema),
  add_floor: ohm(AddFloorParams, FloorIdAnswer),
  rename_floor: ohm(RenameFloorParams, FloorIdAnswer),
  remove_floor: ohm(RemoveFloorParams, FloorIdAnswer),
  add_room: ohm(AddRoomParams, RoomIdAnswer),
  add_zone: ohm(AddRoomParams, RoomIdAnswer),
  rename_room: ohm(RenameRoomParams, RoomIdAnswer),
  rename_zone: ohm(RenameRoomParams, RoomIdAnswer),
  remove_room: ohm(RemoveRoomParams, RoomIdAnswer),
  remove_zone: ohm(RemoveRoomParams, RoomIdAnswer),
  add_device_to_room: ohm(DeviceToRoomParams, DeviceRoomAnswer),
  remove_device_from_room: ohm(DeviceFromRoomParams, DeviceRoomAnswer),
  set_device_name: ohm(DeviceNameParams, DeviceNameAnswer),
  delete_device: ohm(DeleteDeviceParams, DeviceIdAnswer),
  // Adding and removing devices (wire/pairing.ts).
  open_network: ohm(OpenNetworkParams, NetworkStateSchema),
  exclusion: ohm(OpenNetworkParams, NetworkStateSchema),
  close_network: ohm(CloseNetworkParams, NetworkStateSchema),
  get_network_state: ohm(CloseNetworkParams, NetworkStateSchema),
  remove_failed_node: ohm(FailedNodeParams, NetworkStateSchema),
  replace_failed_node: ohm(ReplaceNodeParams, NetworkStateSchema),
  // Rules (wire/scenes.ts): every edit answers the rule whole.
  get_rules: ohm(GetRulesParams, RuleListSchema),
  get_rule: ohm(RuleIdParams, RuleSchema),
  create_rule: ohm(CreateRuleParams, RuleSchema),
  update_rule: ohm(UpdateRuleParams, RuleSchema),
  delete_rule: ohm(DeleteRuleParams, RuleIdAnswer),
  run_rule: ohm(RunRuleParams, RunRuleAnswer),
  add_time_trigger: ohm(AddTimeTriggerParams, RuleSchema),
  update_time_trigger: ohm(UpdateTimeTriggerParams, RuleSchema),
  remove_time_trigger: ohm(RemoveTriggerParams, RuleSchema),
  add_device_trigger: ohm(AddDeviceTriggerParams, RuleSchema),
  remove_device_trigger: ohm(RemoveTriggerParams, RuleSchema),
  add_status_trigger: ohm(AddStatusTriggerParams, RuleSchema),
  remove_status_trigger: ohm(RemoveTriggerParams, RuleSchema),
  add_action_set: ohm(AddActionSetParams, RuleSchema),
  update_action_set: ohm(UpdateActionSetParams, RuleSchema),
  remove_action_set: ohm(ActionSetIdParams, RuleSchema),
  add_action_device: ohm(AddActionDeviceParams, RuleSchema),
  remove_action_device: ohm(RemoveActionDeviceParams, RuleSchema),
  add_action_status: ohm(AddActionStatusParams, RuleSchema),
  remove_action_status: ohm(RemoveActionStatusParams, RuleSchema),
  add_action_notification: ohm(AddActionNotificationParams, RuleSchema),
  remove_action_notification: ohm(RemoveActionNotificationParams, RuleSchema),
  add_action_alarm: ohm(AddActionAlarmParams, RuleSchema),
  remove_action_alarm: ohm(RemoveActionAlarmParams, RuleSchema),
  // Scenario statuses (spec 2 §4); get_statuses is the older firmware's list.
  get_scenario_statuses: ohm(GetScenarioStatusesParams, v.array(ScenarioStatusSchema)),
  get_statuses: ohm(GetScenarioStatusesParams, v.array(LegacyStatusSchema)),
  set_scenario_status: ohm(SetScenarioStatusParams, ScenarioStatusSchema),
  // Gateway settings (docs/contracts.md "Gateway settings").
  get_zwave_info: osm(NoParams, ZwaveInfoSchema),
  get_zigbee_info: osm(NoParams, ZigbeeInfoSchema),
  get_timezone: osm(NoParams, GatewayTimezoneSchema),
  set_timezone: osm(SetTimezoneParams, TimezoneAnswer),
  set_gateway_password: osm(SetGatewayPasswordParams, PasswordChangedAnswer),
  setGatewayOperationMode: osm(SetOperationModeParams, OperationModeAnswer),
  get_controller_properties: osm(NoParams, ControllerPropertiesSchema),
  set_controller_properties: osm(SetControllerPropertiesParams, ControllerPropertiesSchema),
  // Wi-Fi (docs/contracts.md "Wi-Fi from gateway settings").
  scan_wifi_networks: osm(NoParams, v.array(WifiNetworkSchema)),
  get_wifi_status: osm(NoParams, WifiStatusSchema),
  set_wifi_network: osm(SetWifiNetworkParams, SetWifiNetworkAnswerSchema),
  // Bulk operations (docs/contracts.md "Bulk operations").
  create_layout: ohm(CreateLayoutParams, CreateLayoutAnswer),
  update_scenario_status: ohm(UpdateScenarioStatusParams, v.array(ScenarioStatusSchema)),
} as const satisfies Record<string, GatewayCommandSpec>;

export type GatewayCommands = typeof gatewayCommands;
export type GatewayCommandName = keyof GatewayCommands;
/** What a caller sends: the params schema's input (a command without params takes `{}` and nothing in it). */
export type GatewayCommandParams<N extends GatewayCommandName> = NoneIfEmpty<v.InferInput<GatewayCommands[N]['params']>>;
type NoneIfEmpty<P> = P extends unknown ? ([keyof P] extends [never] ? Record<string, never> : P) : never;
/** What the call resolves with: the answer schema's output. */
export type GatewayCommandAnswer<N extends GatewayCommandName> = v.InferOutput<GatewayCommands[N]['answer']>;

export const isGatewayCommandName = (name: string): name is GatewayCommandName => Object.hasOwn(gatewayCommands, name);

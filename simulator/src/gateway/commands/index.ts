import { getLockStatus } from './get-lock-status';
import { getObjectListByTypeDetailed } from './get-object-list-by-type-detailed';
import { getPlatformInfo } from './get-platform-info';
import { getPrivilegedMode } from './get-privileged-mode';
import { getServicePropertyValue } from './get-service-property-value';
import { ping } from './ping';
import { setServicePropertyValue } from './set-service-property-value';
import { deleteDevice, setDeviceName } from './device-records';
import { closeNetworkCommand, exclusionCommand, getNetworkStateCommand, openNetworkCommand, removeFailedNode, replaceFailedNode } from './network';
import { addFloor, getFloorList, removeFloor, renameFloor } from './floors';
import { addDeviceToRoom, removeDeviceFromRoom, roomCommands } from './rooms';
import { ruleCommands } from './rules';
import { ruleTriggerCommands } from './rule-triggers';
import { ruleActionCommands } from './rule-actions';
import { scenarioStatusCommands } from './scenario-statuses';
import { getControllerProperties, setControllerProperties } from './controller-properties';
import { getZigbeeInfo, getZwaveInfo } from './radio-info';
import { setGatewayOperationMode } from './set-gateway-operation-mode';
import { setGatewayPassword } from './set-gateway-password';
import { getTimezone, setTimezone } from './timezone';
import { getWifiStatus, scanWifiNetworks, setWifiNetwork } from './wifi';
import { bulkCommands } from './bulk-commands';
import type { CommandHandler } from './types';

/** The command catalogue the emulator answers, by name (one handler a file). */
export const commands: ReadonlyMap<string, CommandHandler> = new Map(
  [
    getObjectListByTypeDetailed,
    getServicePropertyValue,
    setServicePropertyValue,
    getPlatformInfo,
    getLockStatus,
    getPrivilegedMode,
    ping,
    getFloorList,
    addFloor,
    renameFloor,
    removeFloor,
    ...roomCommands,
    addDeviceToRoom,
    removeDeviceFromRoom,
    setDeviceName,
    deleteDevice,
    openNetworkCommand,
    exclusionCommand,
    closeNetworkCommand,
    getNetworkStateCommand,
    removeFailedNode,
    replaceFailedNode,
    ...ruleCommands,
    ...ruleTriggerCommands,
    ...ruleActionCommands,
    ...scenarioStatusCommands,
    // Gateway settings (docs/contracts.md "Gateway settings").
    getZwaveInfo,
    getZigbeeInfo,
    getTimezone,
    setTimezone,
    setGatewayPassword,
    setGatewayOperationMode,
    getControllerProperties,
    setControllerProperties,
    // Wi-Fi (docs/contracts.md "Wi-Fi from gateway settings").
    scanWifiNetworks,
    getWifiStatus,
    setWifiNetwork,
    // Bulk operations (docs/contracts.md "Bulk operations").
    ...bulkCommands,
  ].map((handler) => [handler.name, handler]),
);

import { defaultCustomerConfig, gatewayCommands, isBridgeModel } from '@homeport/sdk';
import { settingsOf } from '../gatewaySettings';
import { readParams } from './params';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/**
 * setGatewayOperationMode (spec 2 §7; §2 bridge mode: remote bridge, local
 * bridge, normal). Only ALLOW_MODELS_GTW_BRIDGE models may be bridges
 * (spec 2 §6, §9), else code 9. The gateway keeps its mode and reports it;
 * the cloud sets the operationMode bits (sdk rules/bridgeMode.ts), which
 * publishes gateway_updated and gateway_mode_changed.
 */
export const setGatewayOperationMode: CommandHandler = {
  name: 'setGatewayOperationMode',
  channel: 'osm',
  writes: true,
  run(params, emulator) {
    const { mode } = readParams(gatewayCommands.setGatewayOperationMode.params, params);
    const { model } = emulator.contents.platform;
    if (!isBridgeModel(model, defaultCustomerConfig)) throw new CommandError(ResponseCode.unsupported, `Bridge mode is not available on ${model}`);
    const settings = settingsOf(emulator.contents);
    const changed = settings.bridgeMode !== mode;
    settings.bridgeMode = mode;
    emulator.save();
    return { code: ResponseCode.ok, data: { mode }, events: changed ? [{ name: 'bridge_mode_changed', data: { mode } }] : [], report: { bridgeMode: mode } };
  },
};

import { gatewayCommands } from '@homeport/sdk';
import { hashPasswordSync } from '../../auth/password';
import { isDigest, passwordDigest } from '../../local/localPassword';
import { localStateOf } from '../../local/localState';
import { readParams } from './params';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/**
 * set_gateway_password (spec 2 §2 "gateway password change"): the local
 * interface's admin password, set from gateway settings by a user who may
 * change the gateway (no current password: the cloud knows the caller,
 * and the sticker's may be lost). The rules are the local interface's:
 * 8 to 64 characters, or the SHA-256 digest. Every local session ends.
 */
export const setGatewayPassword: CommandHandler = {
  name: 'set_gateway_password',
  channel: 'osm',
  writes: true,
  run(params, emulator) {
    const { newPassword } = readParams(gatewayCommands.set_gateway_password.params, params);
    if (!isDigest(newPassword) && ([...newPassword].length < 8 || [...newPassword].length > 64)) {
      throw new CommandError(ResponseCode.badValue, 'params.newPassword must be 8 to 64 characters');
    }
    const local = localStateOf(emulator);
    local.adminPasswordHash = hashPasswordSync(passwordDigest(newPassword));
    local.sessions = [];
    emulator.save();
    return { code: ResponseCode.ok, data: { passwordChanged: true } };
  },
};

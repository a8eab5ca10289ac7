import { hashPasswordSync } from '../auth/password';
import type { LocalState } from '../gateway/contents';
import type { GatewayEmulator } from '../gateway/emulator';
import { passwordDigest } from './localPassword';
import { DEFAULT_TIMEZONE } from './timezones';

/** docs/contracts.md "Local gateway interface": local sessions end after 30 minutes idle. */
export const LOCAL_IDLE_MS = 30 * 60_000;

/**
 * The gateway's local state, made from factory settings on first use and
 * saved (a large fleet pays the scrypt only for gateways QA actually opens).
 */
export function localStateOf(emulator: GatewayEmulator): LocalState {
  let local = emulator.contents.local;
  if (!local) {
    local = {
      adminPasswordHash: hashPasswordSync(passwordDigest(emulator.contents.factory.localPassword)),
      sessions: [],
      wifi: null,
      timezone: DEFAULT_TIMEZONE,
    };
    emulator.contents.local = local;
    emulator.save();
  }
  return local;
}

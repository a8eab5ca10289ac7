import { hashPasswordSync } from '../auth/password';
import type { LocalState } from '../gateway/contents';
import type { GatewayEmulator } from '../gateway/emulator';
import { passwordDigest } from './localPassword';
import { DEFAULT_TIMEZONE } from './timezones';

/** docs/contracts.md "Local gateway interface": local sessions end after 30 minutes idle. */
export const LOCAL_IDLE_MS = 30 * 60_000;

/**
 * The gateway's local state, made from factory settings on first use (a
 * large fleet pays the scrypt only for gateways QA actually opens). Made,
 * not saved: it is what the factory settings already say, so a call that is
 * then refused writes nothing; the first change (a login) saves it.
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
  }
  return local;
}

import { hashPassword } from '../auth/password';
import type { GatewayEmulator } from './emulator';

/**
 * The salted scrypt of the gateway's PIN. Until the PIN is checked for the
 * first time it is made from the factory PIN and saved: hashing every PIN of
 * a fleet at seed time would cost a scrypt per gateway (the same reason the
 * local interface's password hash is made on first use, local/localState.ts).
 */
export async function pinHashOf(emulator: GatewayEmulator): Promise<string> {
  const existing = emulator.contents.pinCodeHash;
  if (existing) return existing;
  const made = await hashPassword(emulator.contents.factory.pin);
  // A PIN reset may have landed while the hash was being made: it wins.
  if (!emulator.contents.pinCodeHash) {
    emulator.contents.pinCodeHash = made;
    emulator.save();
  }
  return emulator.contents.pinCodeHash ?? made;
}

import { hashPasswordSync, verifyPasswordSync } from '../auth/password';
import type { GatewayContents, StoredGatewayContents } from '../gateway/contents';
import { isFactorySecrets, newFactorySecrets } from '../gateway/factorySecrets';
import { passwordDigest } from '../local/localPassword';

/** The local password every gateway had before factory secrets: derivable from the serial, so it must go. */
const legacyLocalPassword = (serial: string) => `Local-${serial}`;

/**
 * Brings a gateway file written by an older simulator up to the current
 * shape when it is loaded: a gateway without factory secrets gets random
 * ones. Its PIN needs nothing more (a PIN set by a PIN reset stays; an
 * unset one was the serial's last four digits and is now the factory PIN).
 * A local interface still on the old derivable password gets the new one
 * and its sessions end; a password its admin chose stays. Answers whether
 * anything changed, so the caller saves.
 */
export function upgradeGatewayContents(stored: StoredGatewayContents): { contents: GatewayContents; changed: boolean } {
  if (isFactorySecrets(stored.factory)) return { contents: stored as GatewayContents, changed: false };
  const contents: GatewayContents = { ...stored, factory: newFactorySecrets() };
  const local = contents.local;
  if (local && verifyPasswordSync(passwordDigest(legacyLocalPassword(contents.serialNumber)), local.adminPasswordHash)) {
    local.adminPasswordHash = hashPasswordSync(passwordDigest(contents.factory.localPassword));
    local.sessions = [];
  }
  return { contents, changed: true };
}

import { hashPasswordSync, verifyPasswordSync } from '../auth/password';
import type { GatewayContents, StoredGatewayContents } from '../gateway/contents';
import { isFactorySecrets, newFactorySecrets } from '../gateway/factorySecrets';
import { defaultScenarioStatuses } from '../gateway/rules/scenarioStatuses';
import { passwordDigest } from '../local/localPassword';

/** The local password every gateway had before factory secrets: derivable from the serial, so it must go. */
const legacyLocalPassword = (serial: string) => `Local-${serial}`;

/**
 * Brings a gateway file written by an older simulator up to the current
 * shape when it is loaded: a gateway without factory secrets gets random
 * ones. Its PIN needs nothing more (a PIN set by a PIN reset stays; an
 * unset one was the serial's last four digits and is now the factory PIN).
 * A local interface still on the old derivable password gets the new one
 * and its sessions end; a password its admin chose stays. A gateway from
 * before rules gets none, its 20 scenario statuses all off, and an id
 * sequence above any id it holds. Answers whether anything changed, so the
 * caller saves.
 */
export function upgradeGatewayContents(stored: StoredGatewayContents): { contents: GatewayContents; changed: boolean } {
  let changed = false;
  const contents = { ...stored } as GatewayContents;
  if (!isFactorySecrets(stored.factory)) {
    changed = true;
    contents.factory = newFactorySecrets();
    const local = contents.local;
    if (local && verifyPasswordSync(passwordDigest(legacyLocalPassword(contents.serialNumber)), local.adminPasswordHash)) {
      local.adminPasswordHash = hashPasswordSync(passwordDigest(contents.factory.localPassword));
      local.sessions = [];
    }
  }
  if (!Array.isArray(stored.rules)) {
    changed = true;
    contents.rules = [];
  }
  if (!Array.isArray(stored.scenarioStatuses)) {
    changed = true;
    contents.scenarioStatuses = defaultScenarioStatuses();
  }
  if (typeof stored.ruleSeq !== 'number') {
    changed = true;
    contents.ruleSeq = highestRuleId(contents);
  }
  return { contents: changed ? contents : (stored as GatewayContents), changed };
}

/** The highest id among a gateway's rules and their parts (0 without rules). */
function highestRuleId(contents: GatewayContents): number {
  let highest = 0;
  for (const rule of contents.rules) {
    const ids = [rule.id, ...rule.time_triggers.map((t) => t.id), ...rule.event_triggers.map((t) => t.id), ...rule.statuses.map((t) => t.id)];
    for (const set of rule.scenes) ids.push(set.id, ...set.notifications.map((n) => n.notification_id));
    highest = Math.max(highest, ...ids);
  }
  return highest;
}

import { useEffect } from 'react';
import { isUnfinishedRule, type GatewayHandle, type Rule } from '@homeport/sdk';
import { claimStorage } from './claimStorage';
import { release, staleClaims } from './wizardClaims';

/**
 * The scene list deletes the half rules this browser's closed wizard tabs
 * left behind (docs/decisions.md "Half-made scenes"): claims not refreshed
 * for CLAIM_STALE_MS whose rule still has its unfinished name. Claims of
 * rules that are gone are dropped.
 */
export function useStaleWizardCleanup(handle: GatewayHandle | null, rules: readonly Rule[] | undefined, mayDelete: boolean): void {
  useEffect(() => {
    if (!handle || !rules || !mayDelete) return;
    const storage = claimStorage();
    const serial = handle.gateway.serial;
    for (const id of staleClaims(storage, serial, Date.now())) {
      const rule = rules.find((r) => r.id === id);
      release(storage, serial, id);
      // A failed delete leaves the rule hidden, as any other browser's half rule is.
      if (rule && isUnfinishedRule(rule)) handle.command('delete_rule', { rule_id: id }, { type: 'command' }).catch(() => undefined);
    }
  }, [handle, rules, mayDelete]);
}

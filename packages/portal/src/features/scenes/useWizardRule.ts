import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { unfinishedRuleName, type GatewayHandle, type Rule } from '@homeport/sdk';
import { queryKeys } from '../../state/queryKeys';
import { createRuleParams } from './buildParams';
import { claimStorage } from './claimStorage';
import { claim, CLAIM_REFRESH_MS, release } from './wizardClaims';

/**
 * The add-scene wizard's rule (spec 2 §4): created at once, inactive, named
 * as unfinished (sdk unfinishedRuleName), claimed for this browser
 * (wizardClaims). Leaving the page or closing the tab without finishing
 * deletes it; `finished` keeps it, `cancel` deletes it and resolves when
 * the gateway has. A trial unmount (React's StrictMode) is undone by the
 * remount that follows at once, so it deletes nothing.
 */
export function useWizardRule(handle: GatewayHandle, rules: readonly Rule[] | undefined) {
  const queryClient = useQueryClient();
  const serial = handle.gateway.serial;
  const [ruleId, setRuleId] = useState<number | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const life = useRef({ started: false, left: false, done: false, ruleId: null as number | null, leaving: 0 });

  /** A deleted half rule leaves the cached list at once, so a wizard opened next does not name its rule around it. */
  const forget = useCallback(
    (id: number) => {
      queryClient.setQueryData<Rule[]>(queryKeys.rules(serial), (list) => list?.filter((r) => r.id !== id));
    },
    [queryClient, serial],
  );

  /** Deletes the half rule unless the wizard finished or cancelled (the gateway's answer is not awaited). */
  const abandon = useCallback(() => {
    const state = life.current;
    state.left = true;
    const id = state.ruleId;
    if (state.done || id === null) return;
    state.ruleId = null;
    // On failure the claim stays, and the scene list deletes the rule once the claim is stale.
    handle
      .command('delete_rule', { rule_id: id }, { type: 'command' })
      .then(() => {
        release(claimStorage(), serial, id);
        forget(id);
      })
      .catch(() => undefined);
  }, [handle, serial, forget]);

  const start = useCallback(async () => {
    const state = life.current;
    if (!rules || state.started) return;
    state.started = true;
    setError(null);
    try {
      const params = createRuleParams(unfinishedRuleName(rules));
      if (!params.ok) throw new Error(params.message);
      const rule = await handle.command('create_rule', params.params, { type: 'command' });
      queryClient.setQueryData(queryKeys.rule(serial, rule.id), rule);
      claim(claimStorage(), serial, rule.id, Date.now());
      state.ruleId = rule.id;
      // The page was left while the gateway made the rule.
      if (state.left) return abandon();
      setRuleId(rule.id);
    } catch (caught) {
      state.started = false;
      setError(caught as Error);
    }
  }, [rules, handle, serial, queryClient, abandon]);

  useEffect(() => {
    void start();
  }, [start]);

  // Leaving the page: the cleanup waits one task, so the remount of a trial unmount cancels it.
  useEffect(() => {
    const state = life.current;
    window.clearTimeout(state.leaving);
    state.left = false;
    return () => {
      state.leaving = window.setTimeout(abandon, 0);
    };
  }, [abandon]);

  // Closing or reloading the tab: the delete is sent as the page goes (it may not make it; the claim covers that).
  useEffect(() => {
    window.addEventListener('pagehide', abandon);
    return () => window.removeEventListener('pagehide', abandon);
  }, [abandon]);

  // The claim says the wizard is still open.
  useEffect(() => {
    if (ruleId === null) return;
    const timer = window.setInterval(() => claim(claimStorage(), serial, ruleId, Date.now()), CLAIM_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [ruleId, serial]);

  /** The rule is a scene now (renamed); leaving keeps it. */
  const finished = useCallback(() => {
    life.current.done = true;
    if (ruleId !== null) release(claimStorage(), serial, ruleId);
  }, [ruleId, serial]);

  /** Cancel: the half rule is deleted (a failure leaves it to the claim). */
  const cancel = useCallback(async () => {
    const state = life.current;
    state.done = true;
    const id = state.ruleId;
    if (id === null) return;
    try {
      await handle.command('delete_rule', { rule_id: id }, { type: 'command' });
      release(claimStorage(), serial, id);
      forget(id);
    } catch {
      // Hidden meanwhile; cleaned by the list when the claim goes stale.
    }
  }, [handle, serial, forget]);

  /** The rule went (deleted elsewhere): nothing to delete on leaving. */
  const gone = useCallback(() => {
    life.current.done = true;
    if (ruleId !== null) release(claimStorage(), serial, ruleId);
  }, [ruleId, serial]);

  return { ruleId, error, retry: start, finished, cancel, gone };
}

import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { GatewayCode, GatewayRequestError, hasWriteAccess, parseWire, RuleSchema, sceneAccess, type GatewayHandle, type Rule, type SceneAccess } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { gatewayAtom, userAtom } from '../../state/atoms';
import { queryKeys } from '../../state/queryKeys';
import type { ScenarioStatuses } from '../../state/scenarioStatuses';
import { useCurrentHandle } from '../devices/useCurrentHandle';

/** What the scenes pages share: the gateway's handle and what this person may do with its scenes. */
export function useScenes(): { handle: GatewayHandle | null; access: SceneAccess } {
  const handle = useCurrentHandle();
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  return { handle, access: sceneAccess(!!user && hasWriteAccess(user, gateway, config), config) };
}

/** Every rule of the gateway (get_rules), read again on scenario_changed (app/gatewayEvents.ts). */
export function useRules(handle: GatewayHandle | null): UseQueryResult<Rule[]> {
  return useQuery({
    queryKey: queryKeys.rules(handle?.gateway.serial ?? ''),
    enabled: handle !== null,
    queryFn: () => handle!.command('get_rules', {}, { type: 'query' }),
  });
}

/** One rule (get_rule); a rule the gateway no longer has fails with code 3. */
export function useRule(handle: GatewayHandle | null, ruleId: number | null): UseQueryResult<Rule> {
  return useQuery({
    queryKey: queryKeys.rule(handle?.gateway.serial ?? '', ruleId ?? -1),
    enabled: handle !== null && ruleId !== null,
    // "No such rule" will not change by asking again.
    retry: (count, error) => !(error instanceof GatewayRequestError) && count < 1,
    queryFn: () => handle!.command('get_rule', { rule_id: ruleId! }, { type: 'query' }),
  });
}

/**
 * The scenario statuses (spec 2 §4): the collections where the firmware
 * has them; older firmware answers get_scenario_statuses with code 1
 * (unknown command), and the older get_statuses is read instead.
 */
export function useScenarioStatuses(handle: GatewayHandle | null): UseQueryResult<ScenarioStatuses> {
  return useQuery({
    queryKey: queryKeys.scenarioStatuses(handle?.gateway.serial ?? ''),
    enabled: handle !== null,
    retry: (count, error) => !(error instanceof GatewayRequestError) && count < 1,
    queryFn: async (): Promise<ScenarioStatuses> => {
      try {
        return { kind: 'collections', statuses: await handle!.command('get_scenario_statuses', {}, { type: 'query' }) };
      } catch (error) {
        if (!(error instanceof GatewayRequestError) || error.code !== GatewayCode.unknownCommand) throw error;
        return { kind: 'legacy', statuses: await handle!.command('get_statuses', {}, { type: 'query' }) };
      }
    },
  });
}

/** Sends one rule command; a write answers the rule whole, which goes into the cache at once. */
export type SendRuleCommand = (name: string, params: Record<string, unknown>) => Promise<Rule | null>;

/**
 * Rule commands as one mutation: the variables are a script that sends
 * one or more commands in order (adding an action to a rule without an
 * action set first adds the set). Each answer that is a rule replaces the
 * cached rule; when it settles the list is read again (the event does it
 * too; this covers a client whose events are late).
 */
export function useRuleCommand(handle: GatewayHandle | null) {
  const queryClient = useQueryClient();
  const serial = handle?.gateway.serial ?? '';
  const send = useCallback<SendRuleCommand>(
    async (name, params) => {
      if (!handle) throw new Error('No gateway');
      const answer = await handle.request(name, params, { type: 'command' });
      const rule = parseWire(RuleSchema, answer, 'data');
      if (!rule.ok) return null;
      queryClient.setQueryData(queryKeys.rule(serial, rule.value.id), rule.value);
      queryClient.setQueryData<Rule[]>(
        queryKeys.rules(serial),
        (list) => list && (list.some((r) => r.id === rule.value.id) ? list.map((r) => (r.id === rule.value.id ? rule.value : r)) : [...list, rule.value]),
      );
      return rule.value;
    },
    [handle, queryClient, serial],
  );
  const mutation = useMutation<unknown, Error, RuleScript>({
    mutationFn: (script) => script(send),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rules(serial) }),
  });
  const { mutateAsync } = mutation;
  /** Runs a script; resolves with what it returns, rejects with the first refusal. */
  const run = useCallback(<T>(script: (send: SendRuleCommand) => Promise<T>) => mutateAsync(script) as Promise<T>, [mutateAsync]);
  return { ...mutation, run };
}

type RuleScript = (send: SendRuleCommand) => Promise<unknown>;

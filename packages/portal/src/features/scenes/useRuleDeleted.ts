import { useEffect, useState, type RefObject } from 'react';
import { parseWire, ScenarioChangedData, type GatewayHandle } from '@homeport/sdk';

/**
 * Whether the rule was deleted while this page shows it (spec 2 §4, §8:
 * "Rule deleted: alert with continue"): scenario_changed deleted for its id,
 * from another browser or client. A delete this page sent itself (`own`
 * set beforehand) is not news.
 */
export function useRuleDeleted(handle: GatewayHandle | null, ruleId: number | null, own: RefObject<boolean>): boolean {
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    setDeleted(false);
    if (!handle || ruleId === null) return;
    return handle.onEvent((event) => {
      if (event.name !== 'scenario_changed') return;
      const read = parseWire(ScenarioChangedData, event.data, 'data');
      if (read.ok && read.value.action === 'deleted' && read.value.rule_id === ruleId && !own.current) setDeleted(true);
    });
  }, [handle, ruleId, own]);
  return deleted;
}

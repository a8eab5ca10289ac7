import type { LegacyStatus, ScenarioStatus } from '@homeport/sdk';

/**
 * The scenario statuses as the portal caches them (queryKeys.scenarioStatuses):
 * the collections of firmware that has them (get_scenario_statuses, one per
 * resource id), or the older call's list by name (get_statuses), which the
 * portal shows read-only.
 */
export type ScenarioStatuses = { kind: 'collections'; statuses: ScenarioStatus[] } | { kind: 'legacy'; statuses: LegacyStatus[] };

/** The cache after a scenario_status_changed: the one status takes its new state (by resource id, or by name on older firmware). */
export function withStatusChange(cached: ScenarioStatuses, change: ScenarioStatus): ScenarioStatuses {
  if (cached.kind === 'collections') {
    const known = cached.statuses.some((s) => s.resource_id === change.resource_id);
    return {
      kind: 'collections',
      statuses: known ? cached.statuses.map((s) => (s.resource_id === change.resource_id ? { ...s, state: change.state } : s)) : [...cached.statuses, change],
    };
  }
  return { kind: 'legacy', statuses: cached.statuses.map((s) => (s.name === change.name ? { ...s, state: change.state } : s)) };
}

import { SCENARIO_STATUS_NAMES, type BulkContentRequest, type BulkContentType, type RuleLogic } from '@homeport/sdk';

/** What the new-content builders hold, for each content type (spec 3 §3 "Bulk content"). */
export interface ContentDraft {
  contentName: string;
  /** lyt: the floor and its rooms (commas). */
  floorName: string;
  rooms: string;
  /** scn: the scene's rule. */
  sceneName: string;
  ruleLogic: RuleLogic;
  active: boolean;
  /** ts: the scenario statuses to set, by resource id (spec 3 §9 ids 0 to 19), on or off. */
  statuses: Record<number, boolean>;
}

export const emptyContentDraft: ContentDraft = { contentName: '', floorName: '', rooms: '', sceneName: '', ruleLogic: 'OR', active: true, statuses: {} };

export const STATUS_IDS = SCENARIO_STATUS_NAMES.map((_, id) => id);

/**
 * The content body the builders describe, with the command each type sends
 * (spec 3 §3 "Bulk command payloads": create_layout, create_rule with
 * dest_class ScenarioController, update_scenario_status).
 */
export function contentBodyOf(type: BulkContentType, draft: ContentDraft): BulkContentRequest {
  const content_name = draft.contentName.trim();
  switch (type) {
    case 'lyt': {
      const rooms = draft.rooms
        .split(',')
        .map((room) => room.trim())
        .filter((room) => room !== '');
      return {
        content_name,
        content_type: 'lyt',
        content_params: [{ name: 'create_layout', type: 'command', params: { floors: [{ floor_name: draft.floorName.trim() || content_name, rooms }] } }],
      };
    }
    case 'scn':
      return {
        content_name,
        content_type: 'scn',
        content_params: [
          { name: 'create_rule', type: 'command', params: { name: draft.sceneName.trim(), rule_logic: draft.ruleLogic, active: draft.active, dest_class: 'ScenarioController' } },
        ],
      };
    case 'ts':
      return {
        content_name,
        content_type: 'ts',
        content_params: [
          {
            name: 'update_scenario_status',
            type: 'command',
            params: { statuses: Object.entries(draft.statuses).map(([id, state]) => ({ resource_id: Number(id), state })) },
          },
        ],
      };
  }
}

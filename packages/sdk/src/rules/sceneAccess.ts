import type { CustomerConfig } from '../config/customerConfig';

/** What the scenes section lets this person do on the current gateway. */
export interface SceneAccess {
  /** Start the add-scene wizard. */
  add: boolean;
  /** Rename, change the logic, the active flag, the triggers and the actions. */
  edit: boolean;
  delete: boolean;
  /** Run a scene now (after the prompt). */
  run: boolean;
  /** Switch a scenario status (spec 2 §4: only a known status that is active; see mayToggleStatus). */
  toggleStatus: boolean;
  /** The action dialog offers alarms (spec 2 §6 ENABLE_ALARM_NOTIFICATIONS_IN_SCENE). */
  alarms: boolean;
}

/**
 * spec 2 §4, §6: scenes are managed by whoever has write access to the
 * gateway (`hasWriteAccess`: role, subrole, not the virtual model); with
 * ONLY_EXECUTE_SCENES a build lets them run scenes and switch statuses,
 * but not add, edit or delete scenes.
 */
export function sceneAccess(canWrite: boolean, config: Pick<CustomerConfig, 'flags'>): SceneAccess {
  const manage = canWrite && !config.flags.ONLY_EXECUTE_SCENES;
  return {
    add: manage,
    edit: manage,
    delete: manage,
    run: canWrite,
    toggleStatus: canWrite,
    alarms: manage && config.flags.ENABLE_ALARM_NOTIFICATIONS_IN_SCENE,
  };
}

import type { Rule } from '@homeport/sdk';

/** The add-scene wizard's steps, in order (spec 2 §2). */
export const WIZARD_STEPS = ['triggers', 'actions', 'name'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Whether any action set of the rule does something (a device setting, a status, a notification or an alarm). */
export const hasActions = (rule: Pick<Rule, 'scenes'>): boolean =>
  rule.scenes.some((set) => set.devices.some((d) => d.settings.length > 0) || set.statuses.length > 0 || set.notifications.length > 0 || set.alarms.length > 0);

/** How many triggers of every kind the rule has. */
export const triggerCount = (rule: Pick<Rule, 'time_triggers' | 'event_triggers' | 'statuses'>): number =>
  rule.time_triggers.length + rule.event_triggers.length + rule.statuses.length;

/**
 * Whether the wizard may go on from `step` with the rule as it is. Triggers
 * may be left out (a scene that only runs by hand, from the list); a scene
 * must do something, so the name step needs an action.
 */
export function mayLeave(step: WizardStep, rule: Pick<Rule, 'scenes'>): boolean {
  return step === 'actions' ? hasActions(rule) : true;
}

/** The steps a person may jump to from `current`: back to any earlier one, forward only past steps that are done. */
export function reachableSteps(current: WizardStep, rule: Pick<Rule, 'scenes'>): WizardStep[] {
  const reachable: WizardStep[] = [];
  for (const step of WIZARD_STEPS) {
    reachable.push(step);
    if (WIZARD_STEPS.indexOf(step) >= WIZARD_STEPS.indexOf(current) && !mayLeave(step, rule)) break;
  }
  return reachable;
}

export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1] ?? null;
}

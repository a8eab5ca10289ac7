import type { TFunction } from 'i18next';
import { hasControlCharacter, isUnfinishedRule, MAX_RULE_NAME, ruleNameTaken, type Rule } from '@homeport/sdk';

export type SceneNameProblem = 'empty' | 'tooLong' | 'control' | 'reserved' | 'taken';

/**
 * What is wrong with a scene name before it is sent (spec 2 §5: a rule
 * name must not duplicate another rule's; sdk ruleName: 1 to 64 characters
 * after trimming, no control characters). The wizard's own placeholder
 * names ("Unfinished rule…") are kept for half-made scenes.
 */
export function sceneNameProblem(name: string, rules: ReadonlyArray<Pick<Rule, 'id' | 'name'>>, exceptId?: number): SceneNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MAX_RULE_NAME) return 'tooLong';
  if (hasControlCharacter(trimmed)) return 'control';
  if (isUnfinishedRule({ name: trimmed })) return 'reserved';
  if (ruleNameTaken(rules, trimmed, exceptId)) return 'taken';
  return null;
}

export function sceneNameProblemText(t: TFunction, problem: SceneNameProblem, name: string): string {
  return t(`SCENES.NAME_${problem.toUpperCase()}`, { max: MAX_RULE_NAME, name: name.trim() });
}

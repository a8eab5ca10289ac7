import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { isUnfinishedRule, MAX_RULE_NAME, ruleName, ruleNameTaken, type Rule } from '@homeport/sdk';
import type { FormMutation, FormWords } from '../../components/ui/form/useForm';
import type { useCommandSend } from './useCommandSend';

/**
 * A scene's name before it is sent: the gateway's rule (the sdk's ruleName:
 * 1 to 64 characters after trimming, no control characters), not one of the
 * wizard's placeholder names ("Unfinished rule…", kept for half-made
 * scenes), and not another scene's (spec 2 §5; `exceptId` is the scene's own).
 */
export const sceneNameForm = (rules: ReadonlyArray<Pick<Rule, 'id' | 'name'>>, exceptId?: number) =>
  v.object({
    name: v.pipe(
      ruleName(),
      v.check((name) => !isUnfinishedRule({ name }), 'reserved'),
      v.check((name) => !ruleNameTaken(rules, name, exceptId), 'taken'),
    ),
  });

/** The words for a refused scene name. */
export const sceneNameWords = (t: TFunction): FormWords<{ name: string }> => ({
  name: {
    min_length: 'SCENES.NAME_EMPTY',
    max_length: ['SCENES.NAME_TOOLONG', { max: MAX_RULE_NAME }],
    check: 'SCENES.NAME_CONTROL',
    reserved: (issue) => t('SCENES.NAME_RESERVED', { name: issue.input }),
    taken: (issue) => t('SCENES.NAME_TAKEN', { name: issue.input }),
  },
});

/** A scene command's send as the form's mutation: its busy state, its refusal in words, cleared by an edit. */
export const commandMutation = ({ busy, error, setError }: ReturnType<typeof useCommandSend>): FormMutation => ({
  isPending: busy,
  error,
  reset: () => setError(null),
});

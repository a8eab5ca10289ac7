import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { DELAY_PRESETS_MS, type ActionSet, type DelayProblem, type Rule } from '@homeport/sdk';
import { FormAlert } from '../../../components/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { actionSetDelayParams, addActionSetParams } from '../buildParams';
import { choiceOf, delayOf, delayText, type DelayChoice } from '../delayChoice';
import { DelayFields } from './fields';
import { DialogActions, SceneDialog } from './SceneDialog';
import { useCommandSend, type RuleCommand } from '../useCommandSend';

/**
 * Add a delay (spec 2 §5): 10 s, 30 s, 1, 5 or 30 min, or hours, minutes
 * and seconds of one's own; stored in ms. Adding a delay starts a new step
 * of actions that runs that long after the step before; with `set` the
 * dialog changes that step's delay instead.
 */
export function DelayDialog({ rule, command, trigger, set }: { rule: Rule; command: RuleCommand; trigger: ReactElement; set?: ActionSet }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<DelayChoice>({ kind: 'preset', ms: DELAY_PRESETS_MS[0] });
  const [problems, setProblems] = useState<DelayProblem[]>([]);
  const { error, setError, busy, send } = useCommandSend(command);

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setChoice(set ? choiceOf(set.delay) : { kind: 'preset', ms: DELAY_PRESETS_MS[0] });
      setProblems([]);
      setError(null);
    }
    setOpen(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const delay = delayOf(choice);
    setProblems(delay.ok ? [] : delay.problems);
    if (!delay.ok) return;
    const params = set ? actionSetDelayParams(rule.id, set.id, delay.ms) : addActionSetParams(rule.id, delay.ms);
    if (!params.ok) return setError(params.message);
    if (await send((command) => command(set ? 'update_action_set' : 'add_action_set', params.params))) setOpen(false);
  }

  const custom = choice.kind === 'custom' ? choice.parts : null;
  return (
    <SceneDialog open={open} onOpenChange={openChange} trigger={trigger} title={t(set ? 'SCENES.DELAY_TITLE_EDIT' : 'SCENES.DELAY_TITLE')} description={t('SCENES.DELAY_INTRO')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="hp-scenes__form">
        <fieldset className="hp-scenes__choices hp-scenes__presets">
          <legend>{t('SCENES.FORM.WAIT')}</legend>
          {DELAY_PRESETS_MS.map((ms) => (
            <label key={ms} className="hp-check">
              <input type="radio" name="delay" checked={choice.kind === 'preset' && choice.ms === ms} onChange={() => setChoice({ kind: 'preset', ms })} />
              <span>{delayText(t, ms)}</span>
            </label>
          ))}
          <label className="hp-check">
            <input type="radio" name="delay" checked={custom !== null} onChange={() => setChoice({ kind: 'custom', parts: { hours: 0, minutes: 0, seconds: 0 } })} />
            <span>{t('SCENES.FORM.CUSTOM')}</span>
          </label>
        </fieldset>
        {custom && <DelayFields legend={t('SCENES.FORM.CUSTOM_DELAY')} parts={custom} onChange={(parts) => setChoice({ kind: 'custom', parts })} problems={problems} />}
        <FormAlert text={error} />
        <DialogActions busy={busy}>
          <SubmitButton busy={busy}>{t(set ? 'SCENES.SAVE' : 'SCENES.ADD_DELAY')}</SubmitButton>
        </DialogActions>
      </form>
    </SceneDialog>
  );
}

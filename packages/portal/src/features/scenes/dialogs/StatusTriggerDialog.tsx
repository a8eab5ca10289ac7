import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rule } from '@homeport/sdk';
import { FormAlert } from '../../../components/FormAlert';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { statusTriggerParams } from '../buildParams';
import { statusText } from '../ruleText';
import { StatusSelect } from './fields';
import { DialogActions, SceneDialog } from './SceneDialog';
import { useCommandSend, type RuleCommand } from '../useCommandSend';

/** Add a status trigger: the rule fires when a scenario status turns on (or off). One trigger per status. */
export function StatusTriggerDialog({ rule, command, trigger }: { rule: Rule; command: RuleCommand; trigger: ReactElement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [resourceId, setResourceId] = useState(0);
  const [state, setState] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const { error, setError, busy, send } = useCommandSend(command, 'status');
  const taken = rule.statuses.map((s) => s.resource_id);

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setResourceId(Array.from({ length: 20 }, (_, i) => i).find((id) => !taken.includes(id)) ?? 0);
      setState(true);
      setProblem(null);
      setError(null);
    }
    setOpen(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (taken.includes(resourceId)) return setProblem(t('SCENES.FORM.STATUS_DUPLICATE', { status: statusText(t, resourceId) }));
    const params = statusTriggerParams(rule.id, resourceId, state);
    if (!params.ok) return setError(params.message);
    if (await send((command) => command('add_status_trigger', params.params))) setOpen(false);
  }

  return (
    <SceneDialog open={open} onOpenChange={openChange} trigger={trigger} title={t('SCENES.STATUS_TITLE')} description={t('SCENES.STATUS_INTRO')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="hp-scenes__form">
        <StatusSelect
          value={resourceId}
          taken={taken}
          error={problem}
          onChange={(id) => {
            setResourceId(id);
            setProblem(null);
          }}
        />
        <fieldset className="hp-scenes__choices">
          <legend>{t('SCENES.FORM.WHEN_IT')}</legend>
          {[true, false].map((on) => (
            <label key={String(on)} className="hp-check">
              <input type="radio" name="status-state" checked={state === on} onChange={() => setState(on)} />
              <span>{t(on ? 'SCENES.FORM.TURNS_ON' : 'SCENES.FORM.TURNS_OFF')}</span>
            </label>
          ))}
        </fieldset>
        <FormAlert text={error} />
        <DialogActions busy={busy}>
          <SubmitButton busy={busy} busyLabel={t('SCENES.ADDING')}>
            {t('SCENES.ADD_TRIGGER')}
          </SubmitButton>
        </DialogActions>
      </form>
    </SceneDialog>
  );
}

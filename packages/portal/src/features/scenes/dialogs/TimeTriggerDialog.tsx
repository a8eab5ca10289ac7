import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeTrigger, timeTriggerFrom, type TimeTriggerValue } from '@homeport/widgets';
import type { Rule, TimeTrigger as RuleTimeTrigger } from '@homeport/sdk';
import { FormAlert } from '../../../components/FormAlert';
import { timeTriggerParams } from '../buildParams';
import { DialogActions, SceneDialog } from './SceneDialog';
import { useCommandSend, type RuleCommand } from '../useCommandSend';

const valueOf = (trigger: RuleTimeTrigger): TimeTriggerValue => ({
  year: trigger.year,
  month: trigger.month,
  day: trigger.day,
  hour: trigger.hour,
  minute: trigger.minute,
  second: trigger.second,
  repeat: [0, 1, 2, 3, 4, 5, 6].map((day) => trigger.repeat[day] === true) as TimeTriggerValue['repeat'],
});

/**
 * Add (or change) a time trigger with the TimeTrigger widget: a date, a
 * time and seven repeat days. The widget refuses hours, minutes and
 * seconds out of range and a time in the past unless it repeats (spec 2
 * §5); the gateway gets it as DD-MM-YYYY HH:mm:ss plus the flags (§7).
 */
export function TimeTriggerDialog({ rule, command, trigger, editing }: { rule: Rule; command: RuleCommand; trigger: ReactElement; editing?: RuleTimeTrigger }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<TimeTriggerValue>(() => timeTriggerFrom(new Date()));
  const { error, setError, busy, send } = useCommandSend(command);

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      // A new trigger starts at the next whole minute, today.
      setValue(editing ? valueOf(editing) : timeTriggerFrom(new Date(Date.now() + 60_000)));
      setError(null);
    }
    setOpen(next);
  };

  const submit = async (checked: TimeTriggerValue) => {
    const params = timeTriggerParams(rule.id, checked, editing?.id);
    if (!params.ok) return setError(params.message);
    if (await send((command) => command(editing ? 'update_time_trigger' : 'add_time_trigger', params.params))) setOpen(false);
  };

  return (
    <SceneDialog open={open} onOpenChange={openChange} trigger={trigger} title={t(editing ? 'SCENES.TIME_TITLE_EDIT' : 'SCENES.TIME_TITLE')} description={t('SCENES.TIME_INTRO')}>
      <TimeTrigger label={t('SCENES.TIME_TITLE')} value={value} onChange={setValue} onSubmit={(v) => void submit(v)} disabled={busy} />
      <FormAlert text={error} />
      <DialogActions busy={busy}>{null}</DialogActions>
    </SceneDialog>
  );
}

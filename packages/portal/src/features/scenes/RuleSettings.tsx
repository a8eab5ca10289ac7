import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@homeport/widgets';
import type { Rule } from '@homeport/sdk';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useForm } from '../../components/ui/form/useForm';
import { updateRuleParams } from './buildParams';
import { commandMutation, sceneNameForm, sceneNameWords } from './sceneNameForm';
import { useCommandSend, type RuleCommand } from './useCommandSend';

/** Rename a scene in place (duplicates refused here and by the gateway's code 7) and switch it on or off. */
export function RuleSettings({ rule, rules, command }: { rule: Rule; rules: readonly Rule[]; command: RuleCommand }) {
  const { t } = useTranslation();
  const rename = useCommandSend(command, 'name');
  const activate = useCommandSend(command);
  const form = useForm({
    schema: sceneNameForm(rules, rule.id),
    initial: { name: rule.name },
    words: sceneNameWords(t),
    mutation: commandMutation(rename),
    onSubmit: ({ name }) => {
      const params = updateRuleParams(rule.id, { name });
      if (!params.ok) return rename.setError(params.message);
      void rename.send((command) => command('update_rule', params.params));
    },
    serverError: { field: 'name', text: () => rename.error },
  });
  const name = form.values.name;
  const [shownFor, setShownFor] = useState(rule.name);
  // The rule renamed elsewhere: the field follows while it holds no edit of its own.
  if (rule.name !== shownFor) {
    if (name === shownFor) form.set('name', rule.name);
    setShownFor(rule.name);
  }

  const setActive = (active: boolean) => {
    const params = updateRuleParams(rule.id, { active });
    if (params.ok) void activate.send((command) => command('update_rule', params.params));
  };

  return (
    <section className="hp-card hp-scenes__panel hp-scenes__settings" aria-label={t('SCENES.SETTINGS')}>
      <form {...form.form} className="hp-scenes__rename">
        <Field label={t('SCENES.NAME')} {...form.field('name')}>
          {(control) => <input {...control} {...form.input('name')} maxLength={80} autoComplete="off" />}
        </Field>
        <SubmitButton {...form.submitButton} disabled={name.trim() === rule.name}>
          {t('SCENES.RENAME')}
        </SubmitButton>
      </form>
      <div className="hp-scenes__active">
        <Switch label={t('SCENES.ACTIVE')} visibleLabel={t('SCENES.ACTIVE')} checked={rule.active} busy={activate.busy} disabled={activate.busy} onCheckedChange={setActive} />
        <span className="hp-muted">{t(rule.active ? 'SCENES.ACTIVE_ON' : 'SCENES.ACTIVE_OFF')}</span>
      </div>
      <FormAlert text={activate.error} />
    </section>
  );
}

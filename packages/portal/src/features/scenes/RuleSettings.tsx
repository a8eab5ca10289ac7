import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@homeport/widgets';
import type { Rule } from '@homeport/sdk';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { updateRuleParams } from './buildParams';
import { sceneNameProblem, sceneNameProblemText } from './sceneName';
import { useCommandSend, type RuleCommand } from './useCommandSend';

/** Rename a scene in place (duplicates refused here and by the gateway's code 7) and switch it on or off. */
export function RuleSettings({ rule, rules, command }: { rule: Rule; rules: readonly Rule[]; command: RuleCommand }) {
  const { t } = useTranslation();
  const [name, setName] = useState(rule.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useCommandSend(command, 'name');
  const activate = useCommandSend(command);
  const [shownFor, setShownFor] = useState(rule.name);
  // The rule renamed elsewhere: the field follows while it holds no edit of its own.
  if (rule.name !== shownFor) {
    if (name === shownFor) setName(rule.name);
    setShownFor(rule.name);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = sceneNameProblem(name, rules, rule.id);
    setProblem(wrong ? sceneNameProblemText(t, wrong, name) : null);
    if (wrong) return;
    const params = updateRuleParams(rule.id, { name: name.trim() });
    if (!params.ok) return setProblem(params.message);
    await rename.send((command) => command('update_rule', params.params));
  }

  const setActive = (active: boolean) => {
    const params = updateRuleParams(rule.id, { active });
    if (params.ok) void activate.send((command) => command('update_rule', params.params));
  };

  return (
    <section className="hp-card hp-scenes__panel hp-scenes__settings" aria-label={t('SCENES.SETTINGS')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="hp-scenes__rename">
        <Field label={t('SCENES.NAME')} error={problem ?? rename.error}>
          {(control) => (
            <input
              {...control}
              value={name}
              maxLength={80}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                setProblem(null);
                rename.setError(null);
              }}
            />
          )}
        </Field>
        <SubmitButton busy={rename.busy} disabled={name.trim() === rule.name}>
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

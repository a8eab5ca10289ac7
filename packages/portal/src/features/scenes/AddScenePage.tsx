import * as Tabs from '@radix-ui/react-tabs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routePath, routes, type GatewayHandle, type Rule, type SceneAccess } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { ErrorState, LoadingState } from '../../components/states';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { useForm } from '../../components/ui/form/useForm';
import { ActionsPanel } from './ActionsPanel';
import { updateRuleParams } from './buildParams';
import { RuleDeletedAlert } from './RuleDeletedAlert';
import { sceneCommandText } from './sceneCommandText';
import { commandMutation, sceneNameForm, sceneNameWords } from './sceneNameForm';
import { SceneQueryView } from './SceneQueryView';
import { TriggersPanel } from './TriggersPanel';
import { useCommandSend, type RuleCommand } from './useCommandSend';
import { useDevices } from './useDevices';
import { useRuleDeleted } from './useRuleDeleted';
import { useRule, useRuleCommand, useRules, useScenes } from './useScenes';
import { useWizardRule } from './useWizardRule';
import { mayLeave, nextStep, previousStep, reachableSteps, WIZARD_STEPS, type WizardStep } from './wizardSteps';
import './scenes.css';

/**
 * The add-scene wizard (spec 2 §2, §4): triggers, actions, name. It makes
 * the rule first (inactive, named as unfinished), every step edits that
 * rule on the gateway, and the name step renames and activates it. Cancel
 * or leaving deletes it.
 */
export function AddScenePage() {
  usePageTitle('SCENES.ADD_TITLE');
  const { t } = useTranslation();
  const { handle, access } = useScenes();
  if (!handle) return <LoadingState />;
  if (!access.add)
    return (
      <section className="hp-page hp-scenes">
        <h1>{t('SCENES.ADD_TITLE')}</h1>
        <p className="hp-muted">{t('SCENES.ADD_NOT_ALLOWED')}</p>
        <Link to={routes.scenes}>{t('SCENES.BACK')}</Link>
      </section>
    );
  return <Wizard handle={handle} access={access} />;
}

function Wizard({ handle, access }: { handle: GatewayHandle; access: SceneAccess }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useRules(handle);
  const wizard = useWizardRule(handle, rules.data);
  const rule = useRule(handle, wizard.ruleId);
  const command = useRuleCommand(handle);
  const own = useRef(false);
  const deleted = useRuleDeleted(handle, wizard.ruleId, own);
  const devices = useDevices(handle);
  const lookup = (id: number) => devices.find((d) => d.id === id);
  const [step, setStep] = useState<WizardStep>('triggers');
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    own.current = true;
    await wizard.cancel();
    void navigate(routes.scenes);
  };

  if (wizard.error)
    return (
      <section className="hp-page hp-scenes">
        <h1>{t('SCENES.ADD_TITLE')}</h1>
        <ErrorState title={t('SCENES.START_FAILED')} reason={sceneCommandText(wizard.error, t) ?? undefined} onRetry={() => void wizard.retry()} />
        <Link to={routes.scenes}>{t('SCENES.BACK')}</Link>
      </section>
    );
  if (wizard.ruleId === null)
    return (
      <section className="hp-page hp-scenes">
        <h1>{t('SCENES.ADD_TITLE')}</h1>
        <LoadingState what={t('SCENES.STARTING_WIZARD')} />
      </section>
    );

  return (
    <section className="hp-page hp-scenes hp-scenes--wizard" aria-labelledby="add-scene-heading">
      <h1 id="add-scene-heading">{t('SCENES.ADD_TITLE')}</h1>
      <SceneQueryView query={rule} what={t('SCENES.LOADING_ONE')} failed={t('SCENES.LOAD_ONE_FAILED', { id: wizard.ruleId })}>
        {(data) => {
          const reachable = reachableSteps(step, data);
          const next = nextStep(step);
          const back = previousStep(step);
          return (
            <Tabs.Root value={step} onValueChange={(value) => setStep(value as WizardStep)} activationMode="manual">
              <Tabs.List className="hp-tabs hp-scenes__wizard-steps" aria-label={t('SCENES.WIZARD_STEPS')}>
                {WIZARD_STEPS.map((s, index) => (
                  <Tabs.Trigger key={s} value={s} className="hp-tabs__tab" disabled={!reachable.includes(s)}>
                    {t('SCENES.WIZARD_STEP', { number: index + 1, name: t(`SCENES.WIZARD_TAB_${s.toUpperCase()}`) })}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="triggers" className="hp-tabs__panel">
                <p className="hp-muted">{t('SCENES.WIZARD_TRIGGERS')}</p>
                <TriggersPanel handle={handle} rule={data} command={command} editable devices={lookup} />
              </Tabs.Content>
              <Tabs.Content value="actions" className="hp-tabs__panel">
                <p className="hp-muted">{t('SCENES.WIZARD_ACTIONS')}</p>
                <ActionsPanel handle={handle} rule={data} command={command} editable access={access} devices={lookup} />
              </Tabs.Content>
              <Tabs.Content value="name" className="hp-tabs__panel">
                <NameStep
                  rule={data}
                  rules={rules.data ?? []}
                  command={command}
                  onFinished={() => {
                    wizard.finished();
                    void navigate(routePath('scene_summary', { scene_id: data.id }));
                  }}
                />
              </Tabs.Content>
              <div className="hp-scenes__wizard-foot">
                <button type="button" className="hp-button hp-button--ghost" disabled={cancelling} aria-busy={cancelling} onClick={() => void cancel()}>
                  {t(cancelling ? 'SCENES.CANCELLING' : 'SCENES.CANCEL_WIZARD')}
                </button>
                <span className="hp-scenes__wizard-nav">
                  {back && (
                    <button type="button" className="hp-button" onClick={() => setStep(back)}>
                      {t('SCENES.BACK_STEP')}
                    </button>
                  )}
                  {next && (
                    <button
                      type="button"
                      className="hp-button hp-button--primary"
                      disabled={!mayLeave(step, data)}
                      aria-describedby={mayLeave(step, data) ? undefined : 'wizard-next-hint'}
                      onClick={() => setStep(next)}
                    >
                      {t('SCENES.NEXT')}
                    </button>
                  )}
                </span>
                {!mayLeave(step, data) && (
                  <p id="wizard-next-hint" className="hp-muted hp-scenes__next-hint">
                    {t('SCENES.NEED_ACTION')}
                  </p>
                )}
              </div>
            </Tabs.Root>
          );
        }}
      </SceneQueryView>
      {deleted && (
        <RuleDeletedAlert
          name=""
          onContinue={() => {
            wizard.gone();
            void navigate(routes.scenes, { replace: true });
          }}
        />
      )}
    </section>
  );
}

/** The last step: the scene's name (not another scene's, spec 2 §5) and whether it is active; Finish renames the rule. */
function NameStep({ rule, rules, command, onFinished }: { rule: Rule; rules: readonly Rule[]; command: RuleCommand; onFinished: () => void }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const [active, setActive] = useState(true);
  const sender = useCommandSend(command, 'name');
  const form = useForm({
    schema: sceneNameForm(rules, rule.id),
    initial: { name: '' },
    words: sceneNameWords(t),
    mutation: commandMutation(sender),
    onSubmit: ({ name }) => void finish(name),
    serverError: { field: 'name', text: () => sender.error },
  });

  async function finish(name: string) {
    const params = updateRuleParams(rule.id, { name, active });
    if (!params.ok) return sender.setError(params.message);
    if (await sender.send((command) => command('update_rule', params.params))) {
      toast(t('SCENES.SAVED', { name }));
      onFinished();
    }
  }

  return (
    <form {...form.form} className="hp-card hp-scenes__panel hp-scenes__form">
      <h2>{t('SCENES.WIZARD_TAB_NAME')}</h2>
      <Field label={t('SCENES.NAME')} hint={t('SCENES.NAME_HINT')} {...form.field('name')}>
        {(control) => <input {...control} {...form.input('name')} maxLength={80} autoComplete="off" />}
      </Field>
      <label className="hp-check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <span>{t('SCENES.ACTIVATE_NOW')}</span>
      </label>
      <div className="hp-dialog__actions">
        <SubmitButton {...form.submitButton} busyLabel={t('SCENES.SAVING')}>
          {t('SCENES.FINISH')}
        </SubmitButton>
      </div>
    </form>
  );
}

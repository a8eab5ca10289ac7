import { useTranslation } from 'react-i18next';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import type { ActionSet, GatewayHandle, Rule, SceneAccess } from '@homeport/sdk';
import { FormAlert } from '../../components/FormAlert';
import { delayText } from './delayChoice';
import { ActionDialog } from './dialogs/ActionDialog';
import { DelayDialog } from './dialogs/DelayDialog';
import { actionItems, type DeviceLookup } from './ruleText';
import { useCommandSend, type RuleCommand } from './useCommandSend';

/**
 * The action sets of a rule as numbered steps in the order they run, each
 * with its delay after the step before (spec 2 §3: action sets with delay
 * in ms), and, when `editable`, adding an action to a step, adding a delay
 * (a new step), changing a step's delay and removing actions and steps.
 */
export function ActionsPanel(props: PanelProps) {
  const { rule, command, editable } = props;
  const { t } = useTranslation();
  const { error, busy, send } = useCommandSend(command);
  const remove: Remove = (name, params) => void send((command) => command(name, { rule_id: rule.id, ...params }));

  return (
    <section className="hp-card hp-scenes__panel" aria-labelledby={`actions-${rule.id}`}>
      <h2 id={`actions-${rule.id}`}>{t('SCENES.ACTIONS')}</h2>
      {rule.scenes.length === 0 ? (
        <p className="hp-muted">{t('SCENES.NO_ACTIONS')}</p>
      ) : (
        <ol className="hp-scenes__steps">
          {rule.scenes.map((set, index) => (
            <ActionStep key={set.id} {...props} set={set} index={index} busy={busy} remove={remove} />
          ))}
        </ol>
      )}
      <FormAlert text={error} />
      {editable && <AddStep {...props} />}
    </section>
  );
}

interface PanelProps {
  handle: GatewayHandle;
  rule: Rule;
  command: RuleCommand;
  editable: boolean;
  access: Pick<SceneAccess, 'alarms'>;
  devices: DeviceLookup;
}

type Remove = (name: string, params: Record<string, unknown>) => void;

const SMALL = 'hp-button hp-button--ghost hp-button--small';

/** One step: when it runs (its delay after the step before), its actions, and, when editable, its delay, removal and a new action. */
function ActionStep({ handle, rule, command, editable, access, devices, set, index, busy, remove }: PanelProps & { set: ActionSet; index: number; busy: boolean; remove: Remove }) {
  const { t } = useTranslation();
  const step = index + 1;
  const items = actionItems(t, set, devices);
  const when =
    set.delay > 0
      ? t(index === 0 ? 'SCENES.AFTER_START' : 'SCENES.AFTER_STEP', { delay: delayText(t, set.delay), step: index })
      : t(index === 0 ? 'SCENES.AT_START' : 'SCENES.WITH_STEP', { step: index });
  return (
    <li className="hp-scenes__step" aria-labelledby={`step-${set.id}`}>
      <header className="hp-scenes__step-head">
        <h3 id={`step-${set.id}`}>{t('SCENES.STEP', { step })}</h3>
        <span className="hp-badge">{when}</span>
        {editable && (
          <span className="hp-scenes__item-actions">
            <DelayDialog
              rule={rule}
              command={command}
              set={set}
              trigger={
                <button type="button" className={SMALL} aria-label={t('SCENES.CHANGE_DELAY_NAMED', { step })}>
                  <Icon path={ACTION_ICONS.edit} /> {t('SCENES.CHANGE_DELAY')}
                </button>
              }
            />
            <button
              type="button"
              className={SMALL}
              aria-label={t('SCENES.REMOVE_STEP_NAMED', { step })}
              disabled={busy}
              onClick={() => remove('remove_action_set', { action_set_id: set.id })}
            >
              <Icon path={ACTION_ICONS.delete} /> {t('SCENES.REMOVE')}
            </button>
          </span>
        )}
      </header>
      {items.length === 0 ? (
        <p className="hp-muted">{t('SCENES.STEP_EMPTY')}</p>
      ) : (
        <ul className="hp-scenes__items" aria-label={t('SCENES.STEP_ACTIONS', { step })}>
          {items.map((item) => (
            <li key={item.key} className="hp-scenes__item">
              <span className="hp-scenes__item-text">{item.text}</span>
              {editable && (
                <span className="hp-scenes__item-actions">
                  <button
                    type="button"
                    className={SMALL}
                    aria-label={t('SCENES.REMOVE_NAMED', { text: item.text })}
                    disabled={busy}
                    onClick={() => remove(item.remove.name, item.remove.params)}
                  >
                    <Icon path={ACTION_ICONS.delete} /> {t('SCENES.REMOVE')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <ActionDialog
          handle={handle}
          rule={rule}
          setId={set.id}
          command={command}
          access={access}
          trigger={
            <button type="button" className="hp-button hp-button--small" aria-label={t('SCENES.ADD_ACTION_TO', { step })}>
              <Icon path={ACTION_ICONS.add} /> {t('SCENES.ADD_ACTION')}
            </button>
          }
        />
      )}
    </li>
  );
}

/** Under the steps: the first action (while there is none) and a delay, which starts a new step. */
function AddStep({ handle, rule, command, access }: PanelProps) {
  const { t } = useTranslation();
  return (
    <div className="hp-scenes__add">
      {rule.scenes.length === 0 && (
        <ActionDialog
          handle={handle}
          rule={rule}
          setId={null}
          command={command}
          access={access}
          trigger={
            <button type="button" className="hp-button">
              <Icon path={ACTION_ICONS.add} /> {t('SCENES.ADD_ACTION')}
            </button>
          }
        />
      )}
      <DelayDialog
        rule={rule}
        command={command}
        trigger={
          <button type="button" className="hp-button">
            <Icon path={ACTION_ICONS.add} /> {t('SCENES.ADD_DELAY')}
          </button>
        }
      />
    </div>
  );
}

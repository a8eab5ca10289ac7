import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { TRIGGER_PAGE_SIZE, type GatewayHandle, type Rule, type RuleLogic, type TimeTrigger } from '@homeport/sdk';
import { FormAlert } from '../../components/FormAlert';
import { TablePager } from '../../components/ui/table/TablePager';
import { updateRuleParams } from './buildParams';
import { DeviceTriggerDialog } from './dialogs/DeviceTriggerDialog';
import { StatusTriggerDialog } from './dialogs/StatusTriggerDialog';
import { TimeTriggerDialog } from './dialogs/TimeTriggerDialog';
import { deviceTriggerText, statusTriggerText, timeTriggerText, type DeviceLookup } from './ruleText';
import { useCommandSend, type RuleCommand } from './useCommandSend';

interface TriggerItem {
  key: string;
  kind: 'time' | 'device' | 'status';
  text: string;
  remove: { name: string; params: Record<string, unknown> };
  time?: TimeTrigger;
}

/** The rule's triggers in one list: time, then device, then status triggers. */
export function triggerItems(t: ReturnType<typeof useTranslation>['t'], rule: Rule, devices: DeviceLookup): TriggerItem[] {
  const removing = (name: string, id: number) => ({ name, params: { rule_id: rule.id, trigger_id: id } });
  return [
    ...rule.time_triggers.map((time) => ({
      key: `time-${time.id}`,
      kind: 'time' as const,
      text: timeTriggerText(t, time),
      remove: removing('remove_time_trigger', time.id),
      time,
    })),
    ...rule.event_triggers.map((d) => ({
      key: `device-${d.id}`,
      kind: 'device' as const,
      text: deviceTriggerText(t, d, devices),
      remove: removing('remove_device_trigger', d.id),
    })),
    ...rule.statuses.map((s) => ({ key: `status-${s.id}`, kind: 'status' as const, text: statusTriggerText(t, s), remove: removing('remove_status_trigger', s.id) })),
  ];
}

/**
 * The triggers of a rule (spec 2 §2-§5): how they combine (any or all), the
 * list in pages of 3 (§9), and, when `editable`, the add dialogs and a
 * remove button on each.
 */
export function TriggersPanel({ handle, rule, command, editable, devices }: { handle: GatewayHandle; rule: Rule; command: RuleCommand; editable: boolean; devices: DeviceLookup }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { error, busy, send } = useCommandSend(command);
  const items = triggerItems(t, rule, devices);
  const pages = Math.max(1, Math.ceil(items.length / TRIGGER_PAGE_SIZE));
  const shown = Math.min(page, pages);
  const visible = items.slice((shown - 1) * TRIGGER_PAGE_SIZE, shown * TRIGGER_PAGE_SIZE);

  const setLogic = (logic: RuleLogic) => {
    const params = updateRuleParams(rule.id, { rule_logic: logic });
    if (params.ok) void send((command) => command('update_rule', params.params));
  };
  const remove = (item: TriggerItem) => void send((command) => command(item.remove.name, item.remove.params));

  return (
    <section className="hp-card hp-scenes__panel" aria-labelledby={`triggers-${rule.id}`}>
      <h2 id={`triggers-${rule.id}`}>{t('SCENES.TRIGGERS')}</h2>
      <LogicChoice rule={rule} editable={editable} busy={busy} onChange={setLogic} />
      {items.length === 0 ? (
        <p className="hp-muted">{t('SCENES.NO_TRIGGERS')}</p>
      ) : (
        <ul className="hp-scenes__items" aria-label={t('SCENES.TRIGGER_LIST')}>
          {visible.map((item) => (
            <TriggerRow key={item.key} item={item} rule={rule} command={command} editable={editable} busy={busy} onRemove={remove} />
          ))}
        </ul>
      )}
      <TablePager page={shown} pageSize={TRIGGER_PAGE_SIZE} total={items.length} onPage={setPage} onPageSize={() => undefined} />
      <FormAlert text={error} />
      {editable && (
        <div className="hp-scenes__add">
          <TimeTriggerDialog rule={rule} command={command} trigger={addButton(t('SCENES.ADD_TIME'))} />
          <DeviceTriggerDialog handle={handle} rule={rule} command={command} trigger={addButton(t('SCENES.ADD_DEVICE'))} />
          <StatusTriggerDialog rule={rule} command={command} trigger={addButton(t('SCENES.ADD_STATUS'))} />
        </div>
      )}
    </section>
  );
}

/** Whether any trigger or all of them start the rule: a choice when editable, else the words. */
function LogicChoice({ rule, editable, busy, onChange }: { rule: Rule; editable: boolean; busy: boolean; onChange: (logic: RuleLogic) => void }) {
  const { t } = useTranslation();
  if (!editable) {
    return (
      <p>
        <span className="hp-muted">{t('SCENES.LOGIC')}: </span>
        {t(`SCENES.LOGIC_${rule.rule_logic}`)}
      </p>
    );
  }
  return (
    <fieldset className="hp-scenes__choices hp-scenes__logic" disabled={busy}>
      <legend>{t('SCENES.LOGIC')}</legend>
      {(['OR', 'AND'] as const).map((logic) => (
        <label key={logic} className="hp-check">
          <input type="radio" name={`logic-${rule.id}`} checked={rule.rule_logic === logic} onChange={() => onChange(logic)} />
          <span>{t(`SCENES.LOGIC_${logic}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** One trigger: its kind and words, and, when editable, edit (a time trigger) and remove. */
function TriggerRow({
  item,
  rule,
  command,
  editable,
  busy,
  onRemove,
}: {
  item: TriggerItem;
  rule: Rule;
  command: RuleCommand;
  editable: boolean;
  busy: boolean;
  onRemove: (item: TriggerItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="hp-scenes__item">
      <span className="hp-badge">{t(`SCENES.KIND_${item.kind.toUpperCase()}`)}</span>
      <span className="hp-scenes__item-text">{item.text}</span>
      {editable && (
        <span className="hp-scenes__item-actions">
          {item.time && (
            <TimeTriggerDialog
              rule={rule}
              command={command}
              editing={item.time}
              trigger={
                <button type="button" className="hp-button hp-button--ghost hp-button--small" aria-label={t('SCENES.EDIT_NAMED', { text: item.text })}>
                  <Icon path={ACTION_ICONS.edit} /> {t('SCENES.EDIT')}
                </button>
              }
            />
          )}
          <button
            type="button"
            className="hp-button hp-button--ghost hp-button--small"
            aria-label={t('SCENES.REMOVE_NAMED', { text: item.text })}
            disabled={busy}
            onClick={() => onRemove(item)}
          >
            <Icon path={ACTION_ICONS.delete} /> {t('SCENES.REMOVE')}
          </button>
        </span>
      )}
    </li>
  );
}

const addButton = (label: string) => (
  <button type="button" className="hp-button">
    <Icon path={ACTION_ICONS.add} /> {label}
  </button>
);

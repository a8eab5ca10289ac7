import * as Tabs from '@radix-ui/react-tabs';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationType, type GatewayHandle, type Rule, type SceneAccess } from '@homeport/sdk';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { actionAlarmParams, actionDeviceParams, actionNotificationParams, actionStatusParams, addActionSetParams, type NotificationForm, type Params } from '../buildParams';
import { actionChoices, choiceKey, devicesToChoose, findChoice } from '../deviceChoices';
import { parsePropertyValue, rawOf } from '../propertyValue';
import type { SendRuleCommand } from '../useScenes';
import { useDevices } from '../useDevices';
import { DeviceSelect, PropertySelect, StatusSelect, ValueField, valueProblemText } from './fields';
import { DialogActions, SceneDialog } from './SceneDialog';
import { useCommandSend, type RuleCommand } from '../useCommandSend';

type Kind = 'device' | 'status' | 'notification' | 'alarm';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMPTY_NOTE: NotificationForm = { type: NotificationType.push, desc: '', shortDesc: '', destination: '' };

/**
 * Add an action to a step of the scene (spec 2 §2, §5): a device setting
 * (writable properties only), a scenario status on or off, a notification
 * (e-mail, push or other), or an alarm where the build allows it. Without
 * a step (`setId` null) the first step is made first.
 */
export function ActionDialog({
  handle,
  rule,
  setId,
  command,
  access,
  trigger,
}: {
  handle: GatewayHandle;
  rule: Rule;
  setId: number | null;
  command: RuleCommand;
  access: Pick<SceneAccess, 'alarms'>;
  trigger: ReactElement;
}) {
  const { t } = useTranslation();
  const online = devicesToChoose(useDevices(handle));
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>('device');
  const [deviceId, setDeviceId] = useState<number | null>(null);
  const [key, setKey] = useState('');
  const [raw, setRaw] = useState('');
  const [statusId, setStatusId] = useState(0);
  const [statusOn, setStatusOn] = useState(true);
  const [note, setNote] = useState<NotificationForm>(EMPTY_NOTE);
  const [alarmCode, setAlarmCode] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'property' | 'value' | 'desc' | 'destination' | 'alarm', string>>>({});
  const { error, setError, busy, send } = useCommandSend(command);

  const device = online.find((d) => d.id === deviceId);
  const choices = device ? actionChoices(device) : [];
  const choice = findChoice(choices, key);
  const kinds: Kind[] = access.alarms ? ['device', 'status', 'notification', 'alarm'] : ['device', 'status', 'notification'];

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setKind('device');
      setDeviceId(null);
      setKey('');
      setRaw('');
      setStatusId(0);
      setStatusOn(true);
      setNote(EMPTY_NOTE);
      setAlarmCode('');
      setProblems({});
      setError(null);
    }
    setOpen(next);
  };
  const chooseDevice = (id: number) => {
    setDeviceId(id);
    const picked = online.find((d) => d.id === id);
    const first = picked ? actionChoices(picked)[0] : undefined;
    setKey(first ? choiceKey(first.service.name, first.property.name) : '');
    setRaw(first ? rawOf(first.property) : '');
    setProblems({});
  };

  /** The params of the chosen action for a step, or null after saying what is wrong. */
  function actionFor(actionSetId: number): { name: string; params: Params } | null {
    switch (kind) {
      case 'device': {
        if (!device || !choice) {
          setProblems({ property: t('SCENES.FORM.CHOOSE_PROPERTY') });
          return null;
        }
        const value = parsePropertyValue(choice.property, raw);
        if (!value.ok) {
          setProblems({ value: valueProblemText(t, value.problem, choice.property) });
          return null;
        }
        return {
          name: 'add_action_device',
          params: actionDeviceParams(rule.id, actionSetId, { device: device.id, service: choice.service.name, property: choice.property.name, value: value.value }),
        };
      }
      case 'status':
        return { name: 'add_action_status', params: actionStatusParams(rule.id, actionSetId, statusId, statusOn) };
      case 'notification': {
        const found: typeof problems = {};
        if (!note.desc.trim()) found.desc = t('SCENES.FORM.MESSAGE_REQUIRED');
        if (note.type === NotificationType.email && !EMAIL.test(note.destination.trim())) found.destination = t('SCENES.FORM.EMAIL_INVALID');
        setProblems(found);
        if (found.desc || found.destination) return null;
        return { name: 'add_action_notification', params: actionNotificationParams(rule.id, actionSetId, note) };
      }
      case 'alarm': {
        const code = Number(alarmCode);
        if (!/^\d{1,5}$/.test(alarmCode.trim()) || code < 1) {
          setProblems({ alarm: t('SCENES.FORM.ALARM_INVALID') });
          return null;
        }
        return { name: 'add_action_alarm', params: actionAlarmParams(rule.id, actionSetId, code) };
      }
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblems({});
    // Checked with a stand-in step id first, so nothing is sent (not even a new step) for a wrong form.
    const check = actionFor(setId ?? 1);
    if (!check) return;
    if (!check.params.ok) return setError(check.params.message);
    const sent = await send(async (command: SendRuleCommand) => {
      let target = setId;
      if (target === null) {
        const params = addActionSetParams(rule.id, 0);
        if (!params.ok) throw new Error(params.message);
        const withSet = await command('add_action_set', params.params);
        target = withSet?.scenes.at(-1)?.id ?? null;
        if (target === null) throw new Error('add_action_set: no step in the answer');
      }
      const action = actionFor(target);
      if (!action?.params.ok) throw new Error(action?.params.ok === false ? action.params.message : 'invalid action');
      return command(action.name, action.params.params);
    });
    if (sent) setOpen(false);
  }

  const tab = (value: Kind) => (
    <Tabs.Trigger key={value} className="hp-tabs__tab" value={value}>
      {t(`SCENES.ACTION_TAB_${value.toUpperCase()}`)}
    </Tabs.Trigger>
  );

  return (
    <SceneDialog open={open} onOpenChange={openChange} trigger={trigger} title={t('SCENES.ACTION_TITLE')} description={t('SCENES.ACTION_INTRO')} wide>
      <form onSubmit={(e) => void submit(e)} noValidate className="hp-scenes__form">
        <Tabs.Root
          value={kind}
          onValueChange={(value) => {
            setKind(value as Kind);
            setProblems({});
            setError(null);
          }}
        >
          <Tabs.List className="hp-tabs hp-scenes__tabs" aria-label={t('SCENES.ACTION_KIND')}>
            {kinds.map(tab)}
          </Tabs.List>
          <Tabs.Content value="device" className="hp-tabs__panel hp-scenes__form">
            {online.length === 0 ? (
              <p>{t('SCENES.FORM.NO_ONLINE_DEVICE')}</p>
            ) : (
              <>
                <DeviceSelect devices={online} value={deviceId} onChange={chooseDevice} />
                {device &&
                  (choices.length === 0 ? (
                    <p className="hp-muted">{t('SCENES.FORM.NOTHING_TO_SET', { device: device.device_name })}</p>
                  ) : (
                    <PropertySelect
                      choices={choices}
                      value={key}
                      error={problems.property}
                      onChange={(next) => {
                        setKey(next);
                        const picked = findChoice(choices, next);
                        setRaw(picked ? rawOf(picked.property) : '');
                        setProblems({});
                      }}
                    />
                  ))}
                {choice && <ValueField property={choice.property} value={raw} onChange={setRaw} error={problems.value} label={t('SCENES.FORM.SET_TO')} />}
              </>
            )}
          </Tabs.Content>
          <Tabs.Content value="status" className="hp-tabs__panel hp-scenes__form">
            <StatusSelect value={statusId} onChange={setStatusId} />
            <fieldset className="hp-scenes__choices">
              <legend>{t('SCENES.FORM.SWITCH_IT')}</legend>
              {[true, false].map((on) => (
                <label key={String(on)} className="hp-check">
                  <input type="radio" name="action-status" checked={statusOn === on} onChange={() => setStatusOn(on)} />
                  <span>{t(on ? 'SCENES.FORM.ON' : 'SCENES.FORM.OFF')}</span>
                </label>
              ))}
            </fieldset>
          </Tabs.Content>
          <Tabs.Content value="notification" className="hp-tabs__panel hp-scenes__form">
            <fieldset className="hp-scenes__choices">
              <legend>{t('SCENES.FORM.SEND_AS')}</legend>
              {([NotificationType.push, NotificationType.email, NotificationType.other] as const).map((type) => (
                <label key={type} className="hp-check">
                  <input type="radio" name="notification-type" checked={note.type === type} onChange={() => setNote({ ...note, type })} />
                  <span>{t(`SCENES.FORM.NOTIFY_${type}`)}</span>
                </label>
              ))}
            </fieldset>
            {note.type === NotificationType.email && (
              <Field label={t('SCENES.FORM.EMAIL')} error={problems.destination}>
                {(control) => (
                  <input
                    {...control}
                    type="email"
                    autoComplete="email"
                    value={note.destination}
                    maxLength={254}
                    onChange={(e) => setNote({ ...note, destination: e.target.value })}
                  />
                )}
              </Field>
            )}
            <Field label={t('SCENES.FORM.MESSAGE')} error={problems.desc}>
              {(control) => <textarea {...control} rows={3} maxLength={500} value={note.desc} onChange={(e) => setNote({ ...note, desc: e.target.value })} />}
            </Field>
            <Field label={t('SCENES.FORM.SHORT')} hint={t('SCENES.FORM.SHORT_HINT')}>
              {(control) => <input {...control} type="text" maxLength={100} value={note.shortDesc} onChange={(e) => setNote({ ...note, shortDesc: e.target.value })} />}
            </Field>
          </Tabs.Content>
          {access.alarms && (
            <Tabs.Content value="alarm" className="hp-tabs__panel hp-scenes__form">
              <Field label={t('SCENES.FORM.ALARM_CODE')} hint={t('SCENES.FORM.ALARM_HINT')} error={problems.alarm}>
                {(control) => <input {...control} type="text" inputMode="numeric" value={alarmCode} maxLength={5} onChange={(e) => setAlarmCode(e.target.value)} />}
              </Field>
            </Tabs.Content>
          )}
        </Tabs.Root>
        <FormAlert text={error} />
        <DialogActions busy={busy}>
          <SubmitButton busy={busy} busyLabel={t('SCENES.ADDING')} disabled={kind === 'device' && !choice}>
            {t('SCENES.ADD_ACTION')}
          </SubmitButton>
        </DialogActions>
      </form>
    </SceneDialog>
  );
}

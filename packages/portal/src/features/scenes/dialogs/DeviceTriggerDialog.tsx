import { useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { compareTypesFor, hasDeviceTrigger, type CompareType, type DelayParts, type DelayProblem, type Rule } from '@homeport/sdk';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { deviceTriggerParams } from '../buildParams';
import { delayOf } from '../delayChoice';
import { choiceKey, devicesToChoose, findChoice, triggerChoices } from '../deviceChoices';
import { parsePropertyValue, rawOf } from '../propertyValue';
import { propertyText } from '../ruleText';
import { useDevices } from '../useDevices';
import type { GatewayHandle } from '@homeport/sdk';
import { DelayFields, DeviceSelect, PropertySelect, ValueField, valueProblemText } from './fields';
import { DialogActions, SceneDialog } from './SceneDialog';
import { useCommandSend, type RuleCommand } from '../useCommandSend';

const NO_DELAY: DelayParts = { hours: 0, minutes: 0, seconds: 0 };

/**
 * Add a device trigger (spec 2 §5): an online device, one of its
 * properties that may be a trigger, the comparisons its type allows, a
 * value, and how long the condition must hold. The same device, service
 * and property twice is refused before anything is sent.
 */
export function DeviceTriggerDialog({ handle, rule, command, trigger }: { handle: GatewayHandle; rule: Rule; command: RuleCommand; trigger: ReactElement }) {
  const { t } = useTranslation();
  const online = devicesToChoose(useDevices(handle));
  const [open, setOpen] = useState(false);
  const [deviceId, setDeviceId] = useState<number | null>(null);
  const [key, setKey] = useState('');
  const [compare, setCompare] = useState<CompareType>('EQ');
  const [raw, setRaw] = useState('');
  const [delay, setDelay] = useState<DelayParts>(NO_DELAY);
  const [problems, setProblems] = useState<{ property?: string; value?: string; delay?: DelayProblem[] }>({});
  const { error, setError, busy, send } = useCommandSend(command, 'trigger');

  const device = online.find((d) => d.id === deviceId);
  const choices = device ? triggerChoices(device) : [];
  const choice = findChoice(choices, key);
  const compares = choice ? compareTypesFor(choice.property) : (['EQ'] as const);

  const openChange = (next: boolean) => {
    if (busy) return;
    if (next) {
      setDeviceId(null);
      setKey('');
      setRaw('');
      setDelay(NO_DELAY);
      setProblems({});
      setError(null);
    }
    setOpen(next);
  };
  const chooseDevice = (id: number) => {
    setDeviceId(id);
    const first = online.find((d) => d.id === id);
    const firstChoice = first ? triggerChoices(first)[0] : undefined;
    chooseProperty(firstChoice ? choiceKey(firstChoice.service.name, firstChoice.property.name) : '', first ? triggerChoices(first) : []);
  };
  const chooseProperty = (next: string, from = choices) => {
    setKey(next);
    const picked = findChoice(from, next);
    setRaw(picked ? rawOf(picked.property) : '');
    setCompare('EQ');
    setProblems({});
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!device || !choice) return setProblems({ property: t('SCENES.FORM.CHOOSE_PROPERTY') });
    const found: typeof problems = {};
    if (hasDeviceTrigger(rule, device.id, choice.service.name, choice.property.name))
      found.property = t('SCENES.FORM.TRIGGER_DUPLICATE', { device: device.device_name, property: propertyText(t, choice.property.name) });
    const value = parsePropertyValue(choice.property, raw);
    if (!value.ok) found.value = valueProblemText(t, value.problem, choice.property);
    const held = delayOf({ kind: 'custom', parts: delay });
    if (!held.ok) found.delay = held.problems;
    setProblems(found);
    if (found.property || !value.ok || !held.ok) return;
    const params = deviceTriggerParams(rule.id, {
      device: device.id,
      service: choice.service.name,
      property: choice.property.name,
      value: value.value,
      compareType: compare,
      delayMs: held.ms,
    });
    if (!params.ok) return setError(params.message);
    if (await send((command) => command('add_device_trigger', params.params))) setOpen(false);
  }

  return (
    <SceneDialog open={open} onOpenChange={openChange} trigger={trigger} title={t('SCENES.DEVICE_TITLE')} description={t('SCENES.DEVICE_INTRO')}>
      {online.length === 0 ? (
        <>
          <p>{t('SCENES.FORM.NO_ONLINE_DEVICE')}</p>
          <DialogActions busy={false}>{null}</DialogActions>
        </>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate className="hp-scenes__form">
          <DeviceSelect devices={online} value={deviceId} onChange={chooseDevice} />
          {device && <PropertySelect choices={choices} value={key} onChange={(k) => chooseProperty(k)} error={problems.property} />}
          {choice && (
            <>
              <Field label={t('SCENES.FORM.COMPARE')} hint={compares.length === 1 ? t('SCENES.FORM.COMPARE_EQ_ONLY') : undefined}>
                {(control) => (
                  <select {...control} value={compare} onChange={(e) => setCompare(e.target.value as CompareType)}>
                    {compares.map((c) => (
                      <option key={c} value={c}>
                        {t(`SCENES.COMPARE_${c}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <ValueField property={choice.property} value={raw} onChange={setRaw} error={problems.value} />
              <DelayFields legend={t('SCENES.FORM.HOLD')} parts={delay} onChange={setDelay} problems={problems.delay ?? []} />
            </>
          )}
          <FormAlert text={error} />
          <DialogActions busy={busy}>
            <SubmitButton busy={busy} busyLabel={t('SCENES.ADDING')} disabled={!choice}>
              {t('SCENES.ADD_TRIGGER')}
            </SubmitButton>
          </DialogActions>
        </form>
      )}
    </SceneDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { SCENARIO_STATUS_NAMES, type Device, type DelayParts, type DelayProblem, type DeviceProperty } from '@homeport/sdk';
import { Field } from '../../../components/ui/form/Field';
import { choiceKey, type PropertyChoice } from '../deviceChoices';
import type { ValueProblem } from '../propertyValue';
import { propertyText, valueText } from '../ruleText';

/** The online devices to choose from, by name. */
export function DeviceSelect({ devices, value, onChange, error }: { devices: readonly Device[]; value: number | null; onChange: (id: number) => void; error?: string | null }) {
  const { t } = useTranslation();
  const sorted = [...devices].sort((a, b) => a.device_name.localeCompare(b.device_name));
  return (
    <Field label={t('SCENES.FORM.DEVICE')} hint={t('SCENES.FORM.DEVICE_HINT')} error={error}>
      {(control) => (
        <select {...control} value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
          {value === null && <option value="">{t('SCENES.FORM.CHOOSE')}</option>}
          {sorted.map((d) => (
            <option key={d.id} value={d.id}>
              {d.device_name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A device's properties, grouped by service. */
export function PropertySelect({ choices, value, onChange, error }: { choices: readonly PropertyChoice[]; value: string; onChange: (key: string) => void; error?: string | null }) {
  const { t } = useTranslation();
  const services = [...new Set(choices.map((c) => c.service.name))];
  return (
    <Field label={t('SCENES.FORM.PROPERTY')} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
          {value === '' && <option value="">{t('SCENES.FORM.CHOOSE')}</option>}
          {services.map((service) => (
            <optgroup key={service} label={service.replace(/Service$/, '')}>
              {choices
                .filter((c) => c.service.name === service)
                .map((c) => (
                  <option key={c.property.name} value={choiceKey(service, c.property.name)}>
                    {propertyText(t, c.property.name)}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The words for a value the form refuses. */
export function valueProblemText(t: ReturnType<typeof useTranslation>['t'], problem: ValueProblem, property: Pick<DeviceProperty, 'options'>): string {
  if (problem === 'range') return t('SCENES.FORM.VALUE_RANGE', { min: property.options?.min ?? '–', max: property.options?.max ?? '–' });
  return t(`SCENES.FORM.VALUE_${problem.toUpperCase()}`);
}

/** A value for the property, as its type asks: on/off, one of its options, a number in its range, or text. */
export function ValueField({
  property,
  value,
  onChange,
  error,
  label,
}: {
  property: DeviceProperty;
  value: string;
  onChange: (raw: string) => void;
  error?: string | null;
  label?: string;
}) {
  const { t } = useTranslation();
  const title = label ?? t('SCENES.FORM.VALUE');
  if (property.type === 'bool' || property.type === 'option') {
    const options =
      property.type === 'bool'
        ? [
            { value: 'true', label: valueText(t, true) },
            { value: 'false', label: valueText(t, false) },
          ]
        : Object.entries(property.options?.values ?? {}).map(([code, name]) => ({ value: code, label: t(`VALUE.${name}`, { defaultValue: name }) }));
    return (
      <Field label={title} error={error}>
        {(control) => (
          <select {...control} value={value} onChange={(e) => onChange(e.target.value)}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const { min, max, step, unit } = property.options ?? {};
  const hint =
    property.type === 'number' && (min !== undefined || max !== undefined) ? t('SCENES.FORM.VALUE_HINT', { min: min ?? '–', max: max ?? '–', unit: unit ?? '' }).trim() : undefined;
  return (
    <Field label={unit ? `${title} (${unit})` : title} hint={hint} error={error}>
      {(control) =>
        property.type === 'number' ? (
          <input {...control} type="number" inputMode="decimal" min={min} max={max} step={step ?? 'any'} value={value} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...control} type="text" value={value} maxLength={256} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}

/** Hours (0-23), minutes and seconds (0-59) of a delay, each its own labelled field (spec 2 §5). */
export function DelayFields({
  legend,
  parts,
  onChange,
  problems,
}: {
  legend: string;
  parts: DelayParts;
  onChange: (parts: DelayParts) => void;
  problems: readonly DelayProblem[];
}) {
  const { t } = useTranslation();
  const field = (key: keyof DelayParts, max: number) => (
    <Field
      key={key}
      label={t(`SCENES.FORM.${key.toUpperCase()}`)}
      error={problems.includes(key) ? t(`SCENES.FORM.${key.toUpperCase()}_RANGE`, { max }) : null}
      className="hp-scenes__delay-part"
    >
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={Number.isNaN(parts[key]) ? '' : parts[key]}
          onChange={(e) => onChange({ ...parts, [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
        />
      )}
    </Field>
  );
  return (
    <fieldset className="hp-scenes__delay">
      <legend>{legend}</legend>
      <div className="hp-scenes__delay-parts">
        {field('hours', 23)}
        {field('minutes', 59)}
        {field('seconds', 59)}
      </div>
    </fieldset>
  );
}

/** The 20 scenario statuses with icons (spec 2 §3), by name. */
export function StatusSelect({ value, onChange, error, taken = [] }: { value: number; onChange: (id: number) => void; error?: string | null; taken?: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <Field label={t('SCENES.FORM.STATUS')} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onChange(Number(e.target.value))}>
          {SCENARIO_STATUS_NAMES.map((name, id) => (
            <option key={name} value={id}>
              {taken.includes(id) ? t('SCENES.FORM.STATUS_USED', { status: t(`SCENES.STATUS.${name}`) }) : t(`SCENES.STATUS.${name}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

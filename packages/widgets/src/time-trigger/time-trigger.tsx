import { useId, useState, type FormEvent } from 'react';
import { useWidgetText } from '../i18n/widgetText';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import * as css from './time-trigger.css';
import { ns } from './time-trigger.texts';
import { timeTriggerProblems, type TimeTriggerValue } from './timeTrigger';

export interface TimeTriggerProps {
  label: string;
  value: TimeTriggerValue;
  onChange: (value: TimeTriggerValue) => void;
  /** Called with a value that passed the checks. */
  onSubmit: (value: TimeTriggerValue) => void;
  /** The clock the "in the past" check uses (default: now). */
  now?: () => Date;
  disabled?: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A time trigger editor: date, hour, minute, second and the seven repeat days, checked before it is saved. */
export function TimeTrigger({ label, value, onChange, onSubmit, now = () => new Date(), disabled }: TimeTriggerProps) {
  const t = useWidgetText(ns);
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const set = (patch: Partial<TimeTriggerValue>) => onChange({ ...value, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = timeTriggerProblems(value, now());
    setProblems(found);
    if (found.length === 0) onSubmit(value);
  };
  const numberField = (key: 'hour' | 'minute' | 'second', max: number) => (
    <label className={css.field}>
      <span>{t(key.toUpperCase())}</span>
      <input
        type="number"
        min={0}
        max={max}
        step={1}
        value={Number.isNaN(value[key]) ? '' : value[key]}
        disabled={disabled}
        aria-invalid={problems.includes(key) || undefined}
        onChange={(e) => set({ [key]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
      />
    </label>
  );
  return (
    <form className={layout.stack} onSubmit={submit} noValidate aria-label={label}>
      <label className={css.field}>
        <span>{t('DATE')}</span>
        <input
          id={`${id}-date`}
          type="date"
          value={`${value.year}-${two(value.month)}-${two(value.day)}`}
          disabled={disabled}
          aria-invalid={problems.includes('date') || undefined}
          onChange={(e) => {
            const [year, month, day] = e.target.value.split('-').map(Number);
            set({ year: year ?? Number.NaN, month: month ?? Number.NaN, day: day ?? Number.NaN });
          }}
        />
      </label>
      <div className={layout.actions}>
        {numberField('hour', 23)}
        {numberField('minute', 59)}
        {numberField('second', 59)}
      </div>
      <fieldset className={css.days} disabled={disabled}>
        <legend>{t('REPEAT')}</legend>
        {value.repeat.map((on, day) => (
          <label key={day} className={css.day}>
            <input
              type="checkbox"
              checked={on}
              aria-label={t(`DAY_LONG_${day}`)}
              onChange={(e) => {
                const repeat = [...value.repeat] as TimeTriggerValue['repeat'];
                repeat[day] = e.target.checked;
                set({ repeat });
              }}
            />
            <span aria-hidden="true">{t(`DAY_${day}`)}</span>
          </label>
        ))}
      </fieldset>
      {problems.length > 0 && (
        // The alert wraps the list: role="alert" on the <ul> itself would take its list role from its items.
        <div role="alert">
          <ul className={css.problems}>
            {problems.map((problem) => (
              <li key={problem}>{t(`PROBLEM_${problem}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={layout.actions}>
        <button type="submit" className={pillButton} disabled={disabled}>
          {t('SAVE')}
        </button>
      </div>
    </form>
  );
}

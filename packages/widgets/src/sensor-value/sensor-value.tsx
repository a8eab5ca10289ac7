import { useWidgetText } from '../i18n/widgetText';
import * as css from './sensor-value.css';
import { ns } from './sensor-value.texts';

export interface SensorValueProps {
  label: string;
  value: boolean | number | string | null;
  unit?: string;
  /** Texts for boolean readings, e.g. Open / Closed. */
  trueText?: string;
  falseText?: string;
  /** Shown when the value is null (never reported). */
  emptyText?: string;
}

/** A read-only reading with its unit. */
export function SensorValue({ label, value, unit, trueText, falseText, emptyText }: SensorValueProps) {
  const t = useWidgetText(ns);
  const text =
    value === null || value === ''
      ? (emptyText ?? t('EMPTY'))
      : typeof value === 'boolean'
        ? value
          ? (trueText ?? t('ON'))
          : (falseText ?? t('OFF'))
        : `${formatNumber(value)}${unit ? ` ${unit}` : ''}`;
  return (
    <div className={css.root} role="group" aria-label={label}>
      <span>{label}</span>
      <span className={css.value}>{text}</span>
    </div>
  );
}

function formatNumber(value: number | string): string {
  // spec 2 §9: decimals fixed to 2 places at most.
  return typeof value === 'number' && !Number.isInteger(value) ? String(Math.round(value * 100) / 100) : String(value);
}

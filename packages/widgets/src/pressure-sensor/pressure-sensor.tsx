import { useWidgetText } from '../i18n/widgetText';
import * as css from './pressure-sensor.css';
import { ns } from './pressure-sensor.texts';

/** spec 2 §4: pressure types 0 absolute, 1 gauge, 2 vacuum, 3 differential, 4 sealed. */
export const PRESSURE_TYPES = ['absolute', 'gauge', 'vacuum', 'differential', 'sealed'] as const;

export interface PressureSensorProps {
  label: string;
  type: number;
  value: number | null;
  unit?: string;
}

/** A pressure reading with its kind; decimals fixed to at most 2 (spec 2 §9). */
export function PressureSensor({ label, type, value, unit = 'bar' }: PressureSensorProps) {
  const t = useWidgetText(ns);
  const known = Number.isInteger(type) && type >= 0 && type < PRESSURE_TYPES.length;
  return (
    <div className={css.root} role="group" aria-label={label}>
      <span>{known ? t(`TYPE_${type}`) : t('UNKNOWN')}</span>
      <span className={css.value}>{value === null ? t('NOT_REPORTED') : `${Math.round(value * 100) / 100} ${unit}`}</span>
    </div>
  );
}

import { useWidgetText } from '../i18n/widgetText';
import { OptionGroup } from '../option-group/option-group';
import { ValueSetter } from '../value-setter/value-setter';
import * as css from './thermostat.css';
import { ns } from './thermostat.texts';

/** spec 2 §4: thermostat modes 0 off, 1 heat, 2 cool, 3 fan. */
export const THERMOSTAT_MODES = [0, 1, 2, 3] as const;
/** spec 2 §4: the set point cannot be changed in fan mode. */
export const FAN_ONLY_MODE = 3;

/** spec 2 §4: incoming temperature is rounded to the nearest 0.5. */
export function roundToHalf(value: number): number {
  return Math.round(value * 2) / 2;
}

export interface ThermostatModeProps {
  mode: number;
  onModeChange: (mode: number) => void;
  label: string;
  disabled?: boolean;
}

/** The four thermostat modes as a radiogroup. */
export function ThermostatMode({ mode, onModeChange, label, disabled }: ThermostatModeProps) {
  const t = useWidgetText(ns);
  return (
    <OptionGroup
      label={`${label}: ${t('MODE')}`}
      visibleLabel={t('MODE')}
      value={String(mode)}
      options={THERMOSTAT_MODES.map((m) => ({ value: String(m), label: t(`MODE_${m}`) }))}
      disabled={disabled}
      onValueChange={(code) => onModeChange(Number(code))}
    />
  );
}

export interface ThermostatProps {
  /** Device name, for accessible names. */
  label: string;
  mode: number;
  setPoint: number;
  /** Reported room temperature; null when never reported. */
  temperature: number | null;
  onModeChange: (mode: number) => void;
  onSetPointCommit: (value: number) => void;
  onSetPointChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  disabled?: boolean;
  /** The mode choice alone (defaults to `disabled`). */
  modeDisabled?: boolean;
}

/** Room temperature, mode and set point (disabled in fan mode). */
export function Thermostat(props: ThermostatProps) {
  const { label, mode, setPoint, temperature, unit = '°C', disabled, modeDisabled = disabled } = props;
  const t = useWidgetText(ns);
  return (
    <div className={css.root} role="group" aria-label={label}>
      <p className={css.current}>
        {t('CURRENT')}
        <span className={css.currentValue}>{temperature === null ? t('NOT_REPORTED') : `${roundToHalf(temperature)} ${unit}`}</span>
      </p>
      <ThermostatMode label={label} mode={mode} onModeChange={props.onModeChange} disabled={modeDisabled} />
      <ValueSetter
        label={`${label}: ${t('SET_POINT')}`}
        visibleLabel={t('SET_POINT')}
        value={setPoint}
        min={props.min}
        max={props.max}
        step={props.step}
        unit={unit}
        disabled={disabled || mode === FAN_ONLY_MODE}
        onValueChange={props.onSetPointChange}
        onValueCommit={props.onSetPointCommit}
      />
    </div>
  );
}

import { useWidgetText } from '../i18n/widgetText';
import * as layout from '../shared/layout.css';
import { Switch } from '../switch/switch';
import * as css from './smart-meter.css';
import { ns } from './smart-meter.texts';

/** spec 2 §9: power is shown multiplied by 1000 (kW reported, W shown). */
export const METER_POWER_FACTOR = 1000;
/** spec 2 §9: RMS current is shown multiplied by 100. */
export const METER_CURRENT_FACTOR = 100;

/** The shown value of a raw reading times its factor, with at most 2 decimals (spec 2 §9). */
export function meterShown(raw: number | null | undefined, factor = 1): number | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return null;
  return Math.round(raw * factor * 100) / 100;
}

export interface MeterPhase {
  /** Raw active power in kW. */
  power: number | null;
  voltage: number | null;
  /** Raw RMS current (shown x100, in A). */
  current: number | null;
}

export interface MeterSwitch {
  label?: string;
  on: boolean;
}

export interface SmartMeterProps {
  label: string;
  /** Raw overall active power in kW. */
  power: number | null;
  /** Energy in kWh. */
  energy: number | null;
  /** Up to three phases. */
  phases?: MeterPhase[];
  /** Up to two binary switches (relays). */
  switches?: MeterSwitch[];
  onSwitchChange?: (index: number, on: boolean) => void;
  disabled?: boolean;
  /** Switches whose change is not confirmed yet. */
  busy?: boolean[];
}

/** Overall power and energy, three phases (W, V, A) and two switches. */
export function SmartMeter({ label, power, energy, phases = [], switches = [], onSwitchChange, disabled, busy = [] }: SmartMeterProps) {
  const t = useWidgetText(ns);
  const show = (value: number | null, unit: string) => (value === null ? t('NO_VALUE') : `${value} ${unit}`);
  return (
    <div className={layout.stack} role="group" aria-label={label}>
      <table className={css.table}>
        <caption className={css.hidden}>{label}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">{t('POWER')}</th>
            <th scope="col">{t('VOLTAGE')}</th>
            <th scope="col">{t('CURRENT')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('OVERALL')}</th>
            <td className={layout.figure}>{show(meterShown(power, METER_POWER_FACTOR), 'W')}</td>
            <td colSpan={2} className={layout.muted}>
              {t('ENERGY')}: <span className={layout.figure}>{show(meterShown(energy), 'kWh')}</span>
            </td>
          </tr>
          {phases.slice(0, 3).map((phase, i) => (
            <tr key={i}>
              <th scope="row">{t('PHASE', { n: i + 1 })}</th>
              <td className={layout.figure}>{show(meterShown(phase.power, METER_POWER_FACTOR), 'W')}</td>
              <td className={layout.figure}>{show(meterShown(phase.voltage), 'V')}</td>
              <td className={layout.figure}>{show(meterShown(phase.current, METER_CURRENT_FACTOR), 'A')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {switches.length > 0 && (
        <div className={layout.actions}>
          {switches.slice(0, 2).map((relay, i) => {
            const name = relay.label ?? t('SWITCH', { n: i + 1 });
            return (
              <Switch
                key={i}
                label={`${label}: ${name}`}
                visibleLabel={name}
                checked={relay.on}
                busy={busy[i]}
                disabled={disabled || !onSwitchChange}
                onCheckedChange={(next) => onSwitchChange?.(i, next)}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}

import { useWidgetText } from '../i18n/widgetText';
import { GAS_ICONS } from '../icons/alarmIcons';
import { Icon } from '../icons/icon';
import * as css from './gas-detector.css';
import { ns } from './gas-detector.texts';

/** spec 2 §4: gas detector types 0 unknown, 1 CO, 2 combustible, 3 CO2. */
export const GAS_TYPES = ['unknown', 'CO', 'combustible', 'CO2'] as const;

export interface GasDetectorProps {
  label: string;
  /** Gas type code, 0 to 3; anything else reads as unknown. */
  type: number;
  alarm: boolean;
  concentration?: number | null;
  unit?: string;
}

/** A gas detector's type, alarm state (announced) and concentration. */
export function GasDetector({ label, type, alarm, concentration, unit = 'ppm' }: GasDetectorProps) {
  const t = useWidgetText(ns);
  const code = Number.isInteger(type) && type >= 0 && type < GAS_TYPES.length ? type : 0;
  return (
    <div className={css.root} role="group" aria-label={label}>
      <span className={css.muted}>{t(`TYPE_${code}`)}</span>
      <span className={css.state} data-alarm={alarm} role="status">
        <Icon path={alarm ? GAS_ICONS.alarm : GAS_ICONS.idle} />
        {alarm ? t('ALARM') : t('CLEAR')}
      </span>
      {concentration !== undefined && concentration !== null && (
        <span className={css.muted}>
          {t('CONCENTRATION')}: {Math.round(concentration * 100) / 100} {unit}
        </span>
      )}
    </div>
  );
}

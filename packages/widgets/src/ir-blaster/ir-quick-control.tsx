import { useWidgetText } from '../i18n/widgetText';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import { Switch } from '../switch/switch';
import { ns } from './ir-blaster.texts';
import { IR_QUICK_KEYS, irDeviceType, irStateCodes, isIrOn } from './irRules';

export interface IrQuickControlProps {
  label: string;
  deviceType: number;
  state: number | null;
  onStateChange: (code: number) => void;
  onKey: (key: string) => void;
  /** Opens the full control (omit to hide the button). */
  onOpenFull?: () => void;
  disabled?: boolean;
}

/** Quick control of an IR blaster (spec 2 §2): power and the few keys of its kind (TV/STB, AC, DVD). */
export function IrQuickControl({ label, deviceType, state, onStateChange, onKey, onOpenFull, disabled }: IrQuickControlProps) {
  const t = useWidgetText(ns);
  const type = irDeviceType(deviceType);
  if (type === 0) {
    return (
      <div className={layout.stack} role="group" aria-label={label}>
        <p className={layout.muted}>{t('NOT_ASSIGNED')}</p>
        {onOpenFull && (
          <div className={layout.actions}>
            <button type="button" className={pillButton} onClick={onOpenFull} disabled={disabled}>
              {t('CHOOSE_DEVICE')}
            </button>
          </div>
        )}
      </div>
    );
  }
  const on = isIrOn(type, state);
  const codes = irStateCodes(type);
  return (
    <div className={layout.stack} role="group" aria-label={label}>
      <span className={layout.muted}>{t(`TYPE_${type}`)}</span>
      <Switch
        label={t('POWER_NAMED', { label })}
        visibleLabel={t('POWER')}
        checked={on}
        disabled={disabled || state === null}
        onCheckedChange={(next) => onStateChange(next ? codes.on : codes.off)}
      />
      <div className={layout.actions}>
        {IR_QUICK_KEYS[type].map((key) => (
          <button key={key} type="button" className={pillButton} aria-label={`${label}: ${t(`KEY_${key}`)}`} disabled={disabled || !on} onClick={() => onKey(key)}>
            {t(`KEY_${key}`)}
          </button>
        ))}
        {onOpenFull && (
          <button type="button" className={pillButton} onClick={onOpenFull} disabled={disabled}>
            {t('FULL_CONTROL')}
          </button>
        )}
      </div>
    </div>
  );
}

import { useWidgetText } from '../i18n/widgetText';
import { OptionGroup } from '../option-group/option-group';
import * as css from './door-lock.css';
import { ns } from './door-lock.texts';

/** spec 2 §9: door lock states. */
export const DOOR_LOCK_STATES = ['unlocked', 'locked', 'locked_with_timer'] as const;
export type DoorLockState = (typeof DOOR_LOCK_STATES)[number];

/** spec 2 §3: operating modes as the seeded locks report them. */
export const DOOR_LOCK_MODES = ['normal', 'vacation', 'privacy'] as const;

/** spec 2 §4: the icon follows the reported type (Arm, Emergency, Fire, Panic). */
export const LOCK_TYPE_ICONS: Record<string, string> = { Arm: '🛡', Emergency: '🆘', Fire: '🔥', Panic: '🚨' };

export interface DoorLockProps {
  label: string;
  state: DoorLockState;
  onLockedChange: (locked: boolean) => void;
  /** Operating mode code (index in DOOR_LOCK_MODES); omit to hide the choice. */
  mode?: number;
  onModeChange?: (mode: number) => void;
  /** Reported type, for the icon. */
  type?: string;
  disabled?: boolean;
  /** The mode choice alone (defaults to `disabled`): a restricted lock may still lock but not change mode. */
  modeDisabled?: boolean;
}

/** Lock state with its icon, Lock and Unlock actions, and the operating mode. */
export function DoorLock({ label, state, onLockedChange, mode, onModeChange, type, disabled, modeDisabled = disabled }: DoorLockProps) {
  const t = useWidgetText(ns);
  const locked = state !== 'unlocked';
  const icon = (type && LOCK_TYPE_ICONS[type]) ?? (locked ? '🔒' : '🔓');
  return (
    <div className={css.root} role="group" aria-label={label}>
      <p className={css.status} role="status">
        <span className={css.icon} aria-hidden="true">
          {icon}
        </span>
        {t(`STATE_${state}`)}
      </p>
      <div className={css.actions}>
        <button type="button" className={css.button} aria-pressed={locked} aria-label={t('LOCK_NAMED', { label })} disabled={disabled} onClick={() => onLockedChange(true)}>
          {t('LOCK')}
        </button>
        <button type="button" className={css.button} aria-pressed={!locked} aria-label={t('UNLOCK_NAMED', { label })} disabled={disabled} onClick={() => onLockedChange(false)}>
          {t('UNLOCK')}
        </button>
      </div>
      {mode !== undefined && onModeChange && (
        <OptionGroup
          label={`${label}: ${t('MODE')}`}
          visibleLabel={t('MODE')}
          value={String(mode)}
          options={DOOR_LOCK_MODES.map((m, i) => ({ value: String(i), label: t(`MODE_${m}`) }))}
          disabled={modeDisabled}
          onValueChange={(code) => onModeChange(Number(code))}
        />
      )}
    </div>
  );
}

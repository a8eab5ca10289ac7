import { useEffect, useRef, useState } from 'react';
import { useWidgetText } from '../i18n/widgetText';
import { DOOR_LOCK_ICONS, PANIC_TYPE_ICONS } from '../icons/alarmIcons';
import { Icon } from '../icons/icon';
import { OptionGroup } from '../option-group/option-group';
import * as css from './door-lock.css';
import { ns } from './door-lock.texts';

/** spec 2 §9: door lock states. */
export const DOOR_LOCK_STATES = ['unlocked', 'locked', 'locked_with_timer'] as const;
export type DoorLockState = (typeof DOOR_LOCK_STATES)[number];

/** spec 2 §3: operating modes as the seeded locks report them. */
export const DOOR_LOCK_MODES = ['normal', 'vacation', 'privacy'] as const;

/** spec 2 §4: the reported type (Arm, Emergency, Fire, Panic) has its icon beside the state. */
export const LOCK_TYPE_ICONS: Partial<Record<string, string>> = PANIC_TYPE_ICONS;

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

/**
 * Lock state in words with its icon, Lock and Unlock actions, and the
 * operating mode. Unlocking opens a door, so Unlock asks first, inline,
 * naming the lock (focus goes to the confirmation, Escape or Cancel goes
 * back); locking does not ask.
 */
export function DoorLock({ label, state, onLockedChange, mode, onModeChange, type, disabled, modeDisabled = disabled }: DoorLockProps) {
  const t = useWidgetText(ns);
  const locked = state !== 'unlocked';
  const [confirming, setConfirming] = useState(false);
  const typeIcon = type ? LOCK_TYPE_ICONS[type] : undefined;
  const asking = confirming && locked && !disabled;
  return (
    <div className={css.root} role="group" aria-label={label}>
      <p className={css.status} role="status">
        <Icon path={DOOR_LOCK_ICONS[state]} className={css.icon} />
        {t(`STATE_${state}`)}
        {typeIcon && <Icon path={typeIcon} className={css.typeIcon} label={t(`TYPE_${type}`)} />}
      </p>
      {asking ? (
        <UnlockConfirmation
          label={label}
          onConfirm={() => {
            setConfirming(false);
            onLockedChange(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className={css.actions}>
          <button type="button" className={css.button} aria-pressed={locked} aria-label={t('LOCK_NAMED', { label })} disabled={disabled} onClick={() => onLockedChange(true)}>
            {t('LOCK')}
          </button>
          <button
            type="button"
            className={css.button}
            aria-pressed={!locked}
            aria-label={t('UNLOCK_NAMED', { label })}
            disabled={disabled}
            onClick={() => (locked ? setConfirming(true) : onLockedChange(false))}
          >
            {t('UNLOCK')}
          </button>
        </div>
      )}
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

/** The question before unlocking: the lock's name, a confirm button that takes the focus, and a way back. */
function UnlockConfirmation({ label, onConfirm, onCancel }: { label: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useWidgetText(ns);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div
      className={css.confirm}
      role="group"
      aria-label={t('CONFIRM_TITLE', { label })}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <p className={css.question}>{t('CONFIRM_UNLOCK', { label })}</p>
      <div className={css.actions}>
        <button ref={confirm} type="button" className={css.danger} aria-label={t('CONFIRM_UNLOCK_NAMED', { label })} onClick={onConfirm}>
          {t('CONFIRM_UNLOCK_BUTTON')}
        </button>
        <button type="button" className={css.button} onClick={onCancel}>
          {t('CANCEL')}
        </button>
      </div>
    </div>
  );
}

import { useWidgetText } from '../i18n/widgetText';
import { PANIC_TYPE_ICONS } from '../icons/alarmIcons';
import { Icon } from '../icons/icon';
import * as css from './panic-button.css';
import { ns } from './panic-button.texts';

/** spec 2 §4: the icon follows the type: Arm, Emergency, Fire, Panic (codes 0 to 3). */
export const PANIC_TYPES = ['Arm', 'Emergency', 'Fire', 'Panic'] as const;

/** The type name of a code, Panic when unknown (the button's default role). */
export function panicType(code: number): (typeof PANIC_TYPES)[number] {
  return PANIC_TYPES[code] ?? 'Panic';
}

export interface PanicButtonProps {
  label: string;
  /** Type code 0 to 3. */
  type: number;
  triggered: boolean;
}

/** A panic button's type icon and whether it is triggered (announced). */
export function PanicButton({ label, type, triggered }: PanicButtonProps) {
  const t = useWidgetText(ns);
  const name = panicType(type);
  return (
    <div className={css.root} role="group" aria-label={label}>
      <span className={css.icon}>
        <Icon path={PANIC_TYPE_ICONS[name]} label={t(`TYPE_${name}`)} />
      </span>
      <span className={css.state} data-triggered={triggered} role="status">
        {triggered ? t('TRIGGERED') : t('IDLE')}
      </span>
    </div>
  );
}

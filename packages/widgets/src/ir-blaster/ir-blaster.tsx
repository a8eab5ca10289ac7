import { mdiCheck, mdiClose, mdiTimerSand } from '@mdi/js';
import { Icon } from '../icons/icon';
import { useWidgetText } from '../i18n/widgetText';
import * as layout from '../shared/layout.css';
import { Tabs } from '../shared/tabs';
import { Switch } from '../switch/switch';
import * as css from './ir-blaster.css';
import { ns } from './ir-blaster.texts';
import { IR_KEYS, IR_TABS, irDeviceType, irKeyIcon, irStateCodes, isIrOn } from './irRules';

const KEY_ICONS = { in_progress: mdiTimerSand, success: mdiCheck, failed: mdiClose } as const;

export interface IrBlasterProps {
  label: string;
  /** IRService.DeviceType: 1 STB, 2 TV, 3 AC, 4 DVD (0: not chosen yet, see IrDeviceSelect). */
  deviceType: number;
  /** IRService.DeviceState: on/off code of the type (AC 1/2, others 5/6). */
  state: number | null;
  /** Sends a power state code. */
  onStateChange: (code: number) => void;
  /** A key press (its name). */
  onKey: (key: string) => void;
  /** The page's learning mode: keys learn instead of sending. */
  learning: boolean;
  onLearningChange: (learning: boolean) => void;
  /** In learning mode, a key to learn. */
  onLearnKey: (key: string) => void;
  /** The key being (or last) learnt and IRService.LearnStatus. */
  learningKey?: string | null;
  learnStatus?: number | null;
  disabled?: boolean;
}

/**
 * Full control of an IR blaster (spec 2 §2): power, tabs of key pads by
 * device type, and learning mode with each key's learn status as its icon.
 */
export function IrBlaster(props: IrBlasterProps) {
  const { label, state, learning, learningKey, learnStatus, disabled } = props;
  const t = useWidgetText(ns);
  const type = irDeviceType(props.deviceType);
  const tabs = IR_TABS[type];
  if (type === 0) {
    return (
      <div className={layout.stack} role="group" aria-label={label}>
        <p className={layout.muted}>{t('NOT_ASSIGNED')}</p>
      </div>
    );
  }
  const on = isIrOn(type, state);
  const codes = irStateCodes(type);
  const learnIcon = irKeyIcon(learnStatus);
  return (
    <div className={layout.stack} role="group" aria-label={label}>
      <div className={css.header}>
        <Switch
          label={t('POWER_NAMED', { label })}
          visibleLabel={t('POWER')}
          checked={on}
          disabled={disabled || state === null}
          onCheckedChange={(next) => props.onStateChange(next ? codes.on : codes.off)}
        />
        <Switch label={`${label}: ${t('LEARNING_MODE')}`} visibleLabel={t('LEARNING_MODE')} checked={learning} disabled={disabled} onCheckedChange={props.onLearningChange} />
      </div>
      {learning && <p className={layout.muted}>{t('LEARNING_HINT')}</p>}
      {learningKey && learnStatus !== null && learnStatus !== undefined && (
        <p role={learnIcon === 'failed' ? 'alert' : 'status'} className={layout.figure}>
          {t(`LEARN_${learnStatus}`, { defaultValue: '' })}
        </p>
      )}
      <Tabs
        key={type}
        tabs={tabs}
        label={t('TABS', { label })}
        tabText={(tab) => t(`TAB_${tab}`)}
        listClassName={css.tabList}
        tabClassName={css.tab}
        panel={(tab) => (
          <div className={css.pad}>
            {IR_KEYS[tab].map((key) => {
              const name = t(`KEY_${key}`);
              const status = learningKey === key ? learnIcon : 'normal';
              const accessible = learning ? (status === 'normal' ? t('KEY_LEARN_NAMED', { key: name }) : t(`KEY_STATUS_${learnStatus}`, { key: name })) : name;
              return (
                <button
                  key={key}
                  type="button"
                  className={css.key}
                  data-learn={status}
                  aria-label={accessible}
                  disabled={disabled || (!learning && !on)}
                  onClick={() => (learning ? props.onLearnKey(key) : props.onKey(key))}
                >
                  {name}
                  {status !== 'normal' && <Icon path={KEY_ICONS[status]} />}
                </button>
              );
            })}
          </div>
        )}
      />
    </div>
  );
}

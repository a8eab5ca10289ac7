import { useWidgetText } from '../i18n/widgetText';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import { ns } from './hue-bridge.texts';

export type HueBridgeState = 'unpaired' | 'pairing' | 'paired' | 'failed';

export interface HueBridgeProps {
  label: string;
  state: HueBridgeState;
  /** Lights the bridge brings in once paired. */
  lightCount?: number | null;
  address?: string | null;
  onPair: () => void;
  /** Omit to hide Unpair. */
  onUnpair?: () => void;
  disabled?: boolean;
}

/** A Philips Hue bridge: pairing state, its lights and address, Pair and Unpair. */
export function HueBridge({ label, state, lightCount, address, onPair, onUnpair, disabled }: HueBridgeProps) {
  const t = useWidgetText(ns);
  const status = state === 'paired' ? t('PAIRED') : state === 'pairing' ? t('PAIRING') : state === 'failed' ? t('FAILED') : t('NOT_PAIRED');
  return (
    <div className={layout.stack} role="group" aria-label={label} aria-busy={state === 'pairing' || undefined}>
      <p className={layout.figure} role={state === 'failed' ? 'alert' : 'status'}>
        {status}
      </p>
      {state === 'paired' && typeof lightCount === 'number' && <p className={layout.muted}>{t('LIGHTS', { count: lightCount })}</p>}
      {state !== 'paired' && <p className={layout.muted}>{t('HINT')}</p>}
      {address && (
        <p className={layout.muted}>
          {t('ADDRESS')}: <span className={layout.figure}>{address}</span>
        </p>
      )}
      <div className={layout.actions}>
        {state === 'paired' ? (
          onUnpair && (
            <button type="button" className={pillButton} aria-label={t('UNPAIR_NAMED', { label })} disabled={disabled} onClick={onUnpair}>
              {t('UNPAIR')}
            </button>
          )
        ) : (
          <button type="button" className={pillButton} aria-label={t('PAIR_NAMED', { label })} disabled={disabled || state === 'pairing'} onClick={onPair}>
            {t('PAIR')}
          </button>
        )}
      </div>
    </div>
  );
}

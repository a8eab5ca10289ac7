import { useTranslation } from 'react-i18next';
import { wifiQualityBand } from '@homeport/sdk';
import './wifi.css';

/** spec 2 §9: Wi-Fi quality icon bands 0–0.4, 0.4–0.5, 0.5–1, named for screen readers. */
export function SignalIcon({ quality }: { quality: number }) {
  const { t } = useTranslation();
  const band = wifiQualityBand(quality);
  const bars = band === 'good' ? 3 : band === 'fair' ? 2 : 1;
  return (
    <span className={`hp-signal hp-signal--${band}`} role="img" aria-label={t(`WIFI.SIGNAL_${band}`)} title={`${quality} %`}>
      {[1, 2, 3].map((bar) => (
        <span key={bar} className={bar <= bars ? 'hp-signal__bar hp-signal__bar--on' : 'hp-signal__bar'} />
      ))}
    </span>
  );
}

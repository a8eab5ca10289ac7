import { useWidgetText } from '../i18n/widgetText';
import { OptionGroup } from '../option-group/option-group';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import { ns } from './multimedia-link.texts';

/** spec 2 §9: camera recording durations 10 s, 30 s, 1, 5 and 30 min, in seconds. */
export const RECORDING_DURATIONS = [10, 30, 60, 300, 1800] as const;
export type RecordingDuration = (typeof RECORDING_DURATIONS)[number];

export const MULTIMEDIA_VIEWS = ['live', 'events', 'settings'] as const;
export type MultimediaView = (typeof MULTIMEDIA_VIEWS)[number];

const VIEW_TEXT: Record<MultimediaView, string> = { live: 'LIVE', events: 'EVENTS', settings: 'SETTINGS' };

export interface MultimediaLinkProps {
  label: string;
  /** The addresses of the three external views; null while they are prepared, or when they could not be. */
  links: Record<MultimediaView, string> | null;
  /** The links failed (e.g. no access token). */
  linksFailed?: boolean;
  /** Recording duration in seconds; omit to hide the choice. */
  recordingDuration?: number | null;
  onRecordingDurationChange?: (seconds: RecordingDuration) => void;
  /** spec 2 §6: admins cannot open camera streams (ACCESS_DENIED_CAMERA). */
  accessDenied?: boolean;
  disabled?: boolean;
}

/** A camera's external views (live view, event list, camera settings) and its recording duration. */
export function MultimediaLink({ label, links, linksFailed, recordingDuration, onRecordingDurationChange, accessDenied, disabled }: MultimediaLinkProps) {
  const t = useWidgetText(ns);
  if (accessDenied) {
    return (
      <div className={layout.stack} role="group" aria-label={label}>
        <p role="alert">
          <strong>{t('ACCESS_DENIED')}</strong> {t('ACCESS_DENIED_CAMERA')}
        </p>
      </div>
    );
  }
  return (
    <div className={layout.stack} role="group" aria-label={label}>
      {links ? (
        <div className={layout.actions}>
          {MULTIMEDIA_VIEWS.map((view) => (
            <a key={view} className={pillButton} href={links[view]} target="_blank" rel="noopener noreferrer" aria-label={t('LINK_NAMED', { label, view: t(VIEW_TEXT[view]) })}>
              {t(VIEW_TEXT[view])}
            </a>
          ))}
        </div>
      ) : linksFailed ? (
        <p role="alert" className={layout.muted}>
          {t('LINKS_FAILED')}
        </p>
      ) : (
        <p className={layout.muted}>{t('LINKS_LOADING')}</p>
      )}
      {recordingDuration !== undefined && onRecordingDurationChange && (
        <OptionGroup
          label={`${label}: ${t('DURATION')}`}
          visibleLabel={t('DURATION')}
          value={String(recordingDuration)}
          options={RECORDING_DURATIONS.map((seconds) => ({ value: String(seconds), label: t(`DURATION_${seconds}`) }))}
          disabled={disabled || recordingDuration === null}
          onValueChange={(next) => onRecordingDurationChange(Number(next) as RecordingDuration)}
        />
      )}
    </div>
  );
}

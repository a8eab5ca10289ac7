import type { ConnectedWidgetProps } from '../binding/connectedProps';
import { useDeviceControl } from '../binding/useDeviceControl';
import { useDeviceProperty } from '../binding/useDeviceProperty';
import { useWidgetText } from '../i18n/widgetText';
import { MultimediaLink, type MultimediaView } from './multimedia-link';
import { ns } from './multimedia-link.texts';

export interface MultimediaLinkConnectedProps extends ConnectedWidgetProps {
  /**
   * The external views' addresses for this camera (they need an access
   * token from the cloud: GET /multimedia/user/getAccessToken); null while
   * they are prepared.
   */
  links: Record<MultimediaView, string> | null;
  linksFailed?: boolean;
  /** The signed-in person is an admin: no streams (spec 2 §6). */
  accessDenied?: boolean;
  service?: string;
}

/** The camera's links, and its recording duration bound to MultimediaService.RecordingDuration. */
export function MultimediaLinkConnected({
  handle,
  deviceId,
  links,
  linksFailed,
  accessDenied,
  label,
  service = 'MultimediaService',
  device,
  disabled,
}: MultimediaLinkConnectedProps) {
  const t = useWidgetText(ns);
  const control = useDeviceControl(handle, deviceId, device);
  const duration = useDeviceProperty<number>(handle, deviceId, service, 'RecordingDuration');
  return (
    <MultimediaLink
      label={label ?? control.device?.device_name ?? t('DEFAULT_LABEL')}
      links={links}
      linksFailed={linksFailed}
      accessDenied={accessDenied}
      recordingDuration={duration.value ?? null}
      disabled={disabled || !control.canChange(service, 'RecordingDuration')}
      onRecordingDurationChange={(seconds) => void duration.set(seconds).catch(() => undefined)}
    />
  );
}

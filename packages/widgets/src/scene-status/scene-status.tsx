import { useWidgetText } from '../i18n/widgetText';
import { Icon } from '../icons/icon';
import { SCENE_STATUS_PATHS, sceneStatusIcon } from '../icons/sceneStatusIcons';
import { mdiHelpCircleOutline } from '@mdi/js';
import { Switch } from '../switch/switch';
import * as css from './scene-status.css';
import { ns } from './scene-status.texts';

export { SCENE_STATUS_ICONS, sceneStatusIcon, type SceneStatusIcon } from '../icons/sceneStatusIcons';

export interface SceneStatusProps {
  /** resource_id of the status, 0 to 19. */
  resourceId: number;
  active: boolean;
  onActiveChange: (active: boolean) => void;
  /** spec 2 §4: a toggle is allowed only for known statuses; the caller may forbid it too. */
  disabled?: boolean;
}

/** A scenario status with its icon and an on/off toggle. */
export function SceneStatus({ resourceId, active, onActiveChange, disabled }: SceneStatusProps) {
  const t = useWidgetText(ns);
  const icon = sceneStatusIcon(resourceId);
  const name = icon ? t(icon) : t('UNKNOWN');
  return (
    <div className={css.root}>
      <span className={css.icon}>
        <Icon path={icon ? SCENE_STATUS_PATHS[icon] : mdiHelpCircleOutline} label={name} />
      </span>
      <span className={css.name} aria-hidden="true">
        {name}
      </span>
      <Switch label={name} hideLabel checked={active} disabled={disabled || icon === null} onCheckedChange={onActiveChange} />
    </div>
  );
}

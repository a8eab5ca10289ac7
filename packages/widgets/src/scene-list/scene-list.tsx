import { useState, type ReactNode } from 'react';
import { useWidgetText } from '../i18n/widgetText';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import { Switch } from '../switch/switch';
import * as css from './scene-list.css';
import { ns } from './scene-list.texts';

/** A scene (rule) as the list shows it (spec 2 §3 "Rule"). */
export interface SceneSummary {
  id: number;
  name: string;
  active: boolean;
  ruleLogic?: 'OR' | 'AND';
}

export interface SceneListProps {
  label: string;
  scenes: SceneSummary[];
  onActiveChange: (id: number, active: boolean) => void;
  /** Runs a scene after the user confirms (spec 2 §2: the user is asked before a rule runs). */
  onRun: (id: number) => void;
  /** Scenes whose change is in flight. */
  busyIds?: readonly number[];
  disabled?: boolean;
  /** The active switches show the state but cannot be changed (a build that only runs scenes); Run stays. */
  activeLocked?: boolean;
  /** The scene's name as the host wants it (a link to its page); default plain text. */
  renderName?: (scene: SceneSummary) => ReactNode;
  /** More of the host's actions after Run (edit, delete). */
  renderActions?: (scene: SceneSummary) => ReactNode;
}

/** Case-insensitive name filter (spec 2 §2 "list with filter by name"). */
export function filterScenes(scenes: readonly SceneSummary[], filter: string): SceneSummary[] {
  const needle = filter.trim().toLowerCase();
  return needle ? scenes.filter((scene) => scene.name.toLowerCase().includes(needle)) : [...scenes];
}

/** Scenes with a name filter, an active switch each, and Run with a confirmation. */
export function SceneList({ label, scenes, onActiveChange, onRun, busyIds = [], disabled, activeLocked, renderName, renderActions }: SceneListProps) {
  const t = useWidgetText(ns);
  const [filter, setFilter] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const shown = filterScenes(scenes, filter);
  return (
    <section className={layout.stack} aria-label={label}>
      <input className={css.filter} type="search" aria-label={t('FILTER')} placeholder={t('FILTER')} value={filter} onChange={(e) => setFilter(e.target.value)} />
      <span className={layout.muted} aria-live="polite">
        {t('COUNT', { count: shown.length })}
      </span>
      {scenes.length === 0 ? (
        <p className={layout.muted}>{t('EMPTY')}</p>
      ) : shown.length === 0 ? (
        <p className={layout.muted}>{t('NO_MATCH', { filter })}</p>
      ) : (
        <ul className={css.list}>
          {shown.map((scene) => {
            const busy = busyIds.includes(scene.id);
            return (
              <li key={scene.id} className={css.item}>
                <div>
                  <span className={layout.figure}>{renderName ? renderName(scene) : scene.name}</span>
                  {scene.ruleLogic && <span className={layout.muted}> · {t(`LOGIC_${scene.ruleLogic}`)}</span>}
                </div>
                <div className={layout.actions}>
                  <Switch
                    label={t('ACTIVE_NAMED', { name: scene.name })}
                    hideLabel
                    checked={scene.active}
                    busy={busy}
                    disabled={disabled || activeLocked || busy}
                    onCheckedChange={(next) => onActiveChange(scene.id, next)}
                  />
                  {confirming === scene.id ? (
                    <span role="group" aria-label={t('RUN_CONFIRM', { name: scene.name })} className={layout.actions}>
                      <span>{t('RUN_CONFIRM', { name: scene.name })}</span>
                      <button
                        type="button"
                        className={pillButton}
                        autoFocus
                        onClick={() => {
                          setConfirming(null);
                          onRun(scene.id);
                        }}
                      >
                        {t('CONFIRM')}
                      </button>
                      <button type="button" className={pillButton} onClick={() => setConfirming(null)}>
                        {t('CANCEL')}
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={pillButton}
                      aria-label={t('RUN_NAMED', { name: scene.name })}
                      disabled={disabled || busy}
                      onClick={() => setConfirming(scene.id)}
                    >
                      {t('RUN')}
                    </button>
                  )}
                  {renderActions?.(scene)}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

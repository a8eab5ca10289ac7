import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACTION_ICONS, Icon, SceneList } from '@homeport/widgets';
import { isUnfinishedRule, routePath, routes, type GatewayHandle, type Rule, type SceneAccess } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { LoadingState } from '../../components/states';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { updateRuleParams } from './buildParams';
import { sceneCommandText } from './sceneCommandText';
import { SceneQueryView } from './SceneQueryView';
import { SceneStatuses } from './SceneStatuses';
import { useRuleCommand, useRules, useScenes } from './useScenes';
import { useStaleWizardCleanup } from './useStaleWizardCleanup';
import './scenes.css';

/**
 * The scenes (spec 2 §2): the list with its name filter, active switches
 * and Run (asked first), open, edit and delete (asked first); the add
 * button; then the scenario statuses. With ONLY_EXECUTE_SCENES only Run and
 * the status toggles remain. Half-made scenes of open wizards are not listed.
 */
export function ScenesPage() {
  usePageTitle('SCENES.TITLE');
  const { t } = useTranslation();
  const { handle, access } = useScenes();
  return (
    <section className="hp-page hp-scenes" aria-labelledby="scenes-heading">
      <header className="hp-page__head">
        <h1 id="scenes-heading">{t('SCENES.TITLE')}</h1>
        {access.add && (
          <Link to={routes.add_scene} className="hp-button hp-button--primary">
            <Icon path={ACTION_ICONS.add} /> {t('SCENES.ADD')}
          </Link>
        )}
      </header>
      <p className="hp-muted">{t(access.edit ? 'SCENES.INTRO' : access.run ? 'SCENES.INTRO_RUN_ONLY' : 'SCENES.INTRO_READ_ONLY')}</p>
      {handle ? (
        <>
          <div className="hp-scenes__list">
            <RuleList handle={handle} access={access} />
          </div>
          <SceneStatuses handle={handle} access={access} />
        </>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}

function RuleList({ handle, access }: { handle: GatewayHandle; access: SceneAccess }) {
  const { t } = useTranslation();
  const rules = useRules(handle);
  const command = useRuleCommand(handle);
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const [busyIds, setBusyIds] = useState<number[]>([]);
  useStaleWizardCleanup(handle, rules.data, access.delete);
  const failed = (error: unknown) => toast(sceneCommandText(error as Error, t) ?? t('SCENES.FAILED'), 'error');

  const setActive = async (rule: Rule, active: boolean) => {
    const params = updateRuleParams(rule.id, { active });
    if (!params.ok) return;
    setBusyIds((ids) => [...ids, rule.id]);
    try {
      await command.run((send) => send('update_rule', params.params));
    } catch (error) {
      failed(error);
    } finally {
      setBusyIds((ids) => ids.filter((id) => id !== rule.id));
    }
  };
  const run = async (rule: Rule) => {
    try {
      await command.run((send) => send('run_rule', { rule_id: rule.id }));
      toast(t('SCENES.RUNNING', { name: rule.name }));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <SceneQueryView query={rules} what={t('SCENES.LOADING')} failed={t('SCENES.LOAD_FAILED')}>
      {(list) => {
        const finished = list.filter((rule) => !isUnfinishedRule(rule));
        const byId = new Map(finished.map((rule) => [rule.id, rule]));
        return (
          <SceneList
            label={t('SCENES.LIST')}
            scenes={finished.map((rule) => ({ id: rule.id, name: rule.name, active: rule.active, ruleLogic: rule.rule_logic }))}
            busyIds={busyIds}
            disabled={!access.run}
            activeLocked={!access.edit}
            onActiveChange={(id, active) => void setActive(byId.get(id)!, active)}
            onRun={(id) => void run(byId.get(id)!)}
            renderName={(scene) => <Link to={routePath('scene_summary', { scene_id: scene.id })}>{scene.name}</Link>}
            renderActions={(scene) => (
              <>
                {access.edit && (
                  <Link
                    to={routePath('scene', { scene_id: scene.id })}
                    className="hp-button hp-button--ghost hp-button--small"
                    aria-label={t('SCENES.EDIT_SCENE', { name: scene.name })}
                  >
                    <Icon path={ACTION_ICONS.edit} /> {t('SCENES.EDIT')}
                  </Link>
                )}
                {access.delete && <DeleteScene rule={byId.get(scene.id)!} command={command} />}
              </>
            )}
          />
        );
      }}
    </SceneQueryView>
  );
}

/** Delete with the prompt (spec 2 §2: the user is asked before a rule is deleted). */
export function DeleteScene({
  rule,
  command,
  own,
  onDeleted,
  small = true,
}: {
  rule: Rule;
  command: ReturnType<typeof useRuleCommand>;
  own?: RefObject<boolean>;
  onDeleted?: () => void;
  small?: boolean;
}) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={small ? 'hp-button hp-button--ghost hp-button--small' : 'hp-button hp-button--danger-outline'}
          aria-label={t('SCENES.DELETE_NAMED', { name: rule.name })}
        >
          <Icon path={ACTION_ICONS.delete} /> {t('SCENES.DELETE')}
        </button>
      }
      title={t('SCENES.DELETE_TITLE', { name: rule.name })}
      body={t('SCENES.DELETE_BODY')}
      confirmLabel={t('SCENES.DELETE')}
      busyLabel={t('SCENES.DELETING')}
      destructive
      describeError={(caught) => sceneCommandText(caught as Error, t)}
      onConfirm={async () => {
        // The page that deletes its own rule is not told of it as news (useRuleDeleted).
        if (own) own.current = true;
        try {
          await command.run((send) => send('delete_rule', { rule_id: rule.id }));
        } catch (error) {
          if (own) own.current = false;
          throw error;
        }
        toast(t('SCENES.DELETED', { name: rule.name }));
        onDeleted?.();
      }}
    />
  );
}

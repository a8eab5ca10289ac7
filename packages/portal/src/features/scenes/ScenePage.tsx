import { useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { routePath, routes, type GatewayHandle, type Rule, type SceneAccess } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { LoadingState } from '../../components/states';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { ActionsPanel } from './ActionsPanel';
import { RuleDeletedAlert } from './RuleDeletedAlert';
import { RuleSettings } from './RuleSettings';
import { sceneCommandText } from './sceneCommandText';
import { SceneQueryView } from './SceneQueryView';
import { DeleteScene } from './ScenesPage';
import { TriggersPanel } from './TriggersPanel';
import { useDevices } from './useDevices';
import { useRuleDeleted } from './useRuleDeleted';
import { useRule, useRuleCommand, useRules, useScenes } from './useScenes';
import './scenes.css';

type Mode = 'advanced' | 'summary';

/** The advanced scene page (spec 2 §2): everything of one rule, edited in place. */
export function ScenePage() {
  usePageTitle('SCENES.SCENE_TITLE');
  return <RulePage mode="advanced" />;
}

/** The summary page: the same rule read-only, with the way to its advanced page. */
export function SceneSummaryPage() {
  usePageTitle('SCENES.SUMMARY_TITLE');
  return <RulePage mode="summary" />;
}

function RulePage({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const { scene_id: rawId } = useParams();
  const id = /^\d{1,10}$/.test(rawId ?? '') ? Number(rawId) : null;
  const { handle, access } = useScenes();
  return (
    <section className="hp-page hp-scenes" aria-labelledby="scene-heading">
      <Link to={routes.scenes} className="hp-button hp-button--ghost hp-button--small">
        <Icon path={ACTION_ICONS.back} /> {t('SCENES.BACK')}
      </Link>
      {!handle ? <LoadingState /> : id === null ? <NotFound rawId={rawId} /> : <RuleOfGateway handle={handle} id={id} mode={mode} access={access} />}
    </section>
  );
}

function NotFound({ rawId }: { rawId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="scene-heading">{t('SCENES.SCENE_TITLE')}</h1>
      <p role="alert" className="hp-alert">
        {t('SCENES.NOT_FOUND', { id: rawId })}
      </p>
    </>
  );
}

function RuleOfGateway({ handle, id, mode, access }: { handle: GatewayHandle; id: number; mode: Mode; access: SceneAccess }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rule = useRule(handle, id);
  const rules = useRules(handle);
  const command = useRuleCommand(handle);
  const devices = useDevices(handle);
  const own = useRef(false);
  const deleted = useRuleDeleted(handle, id, own);
  const leave = () => void navigate(routes.scenes, { replace: true });
  const lookup = (deviceId: number) => devices.find((d) => d.id === deviceId);
  const editable = mode === 'advanced' && access.edit;

  return (
    <>
      <SceneQueryView query={rule} what={t('SCENES.LOADING_ONE')} failed={t('SCENES.LOAD_ONE_FAILED', { id })}>
        {(data) => (
          <>
            <RuleHeader rule={data} mode={mode} access={access} command={command} own={own} onDeleted={leave} />
            {editable && <RuleSettings rule={data} rules={rules.data ?? []} command={command} />}
            {mode === 'advanced' && !access.edit && <p className="hp-muted">{t('SCENES.EDIT_NOT_ALLOWED')}</p>}
            <div className="hp-scenes__columns">
              <TriggersPanel handle={handle} rule={data} command={command} editable={editable} devices={lookup} />
              <ActionsPanel handle={handle} rule={data} command={command} editable={editable} access={access} devices={lookup} />
            </div>
          </>
        )}
      </SceneQueryView>
      {deleted && <RuleDeletedAlert name={rule.data?.name ?? ''} onContinue={leave} />}
    </>
  );
}

function RuleHeader({
  rule,
  mode,
  access,
  command,
  own,
  onDeleted,
}: {
  rule: Rule;
  mode: Mode;
  access: SceneAccess;
  command: ReturnType<typeof useRuleCommand>;
  own: RefObject<boolean>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  return (
    <header className="hp-scenes__head">
      <div>
        <h1 id="scene-heading">{rule.name}</h1>
        <p className="hp-scenes__badges">
          <span className={rule.active ? 'hp-badge hp-badge--online' : 'hp-badge'}>{t(rule.active ? 'SCENES.IS_ACTIVE' : 'SCENES.IS_INACTIVE')}</span>
          <span className="hp-badge">{t(`SCENES.LOGIC_${rule.rule_logic}`)}</span>
        </p>
      </div>
      <div className="hp-scenes__head-actions">
        {mode === 'summary' && access.edit && (
          <Link to={routePath('scene', { scene_id: rule.id })} className="hp-button">
            <Icon path={ACTION_ICONS.edit} /> {t('SCENES.EDIT')}
          </Link>
        )}
        {mode === 'advanced' && (
          <Link to={routePath('scene_summary', { scene_id: rule.id })} className="hp-button hp-button--ghost">
            {t('SCENES.SUMMARY')}
          </Link>
        )}
        {access.run && (
          <ConfirmDialog
            trigger={
              <button type="button" className="hp-button">
                <Icon path={ACTION_ICONS.play} /> {t('SCENES.RUN')}
              </button>
            }
            title={t('SCENES.RUN_TITLE', { name: rule.name })}
            body={t('SCENES.RUN_BODY')}
            confirmLabel={t('SCENES.RUN_NOW')}
            busyLabel={t('SCENES.STARTING')}
            describeError={(caught) => sceneCommandText(caught as Error, t)}
            onConfirm={async () => {
              await command.run((send) => send('run_rule', { rule_id: rule.id }));
              toast(t('SCENES.RUNNING', { name: rule.name }));
            }}
          />
        )}
        {access.delete && <DeleteScene rule={rule} command={command} own={own} onDeleted={onDeleted} small={false} />}
      </div>
    </header>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SceneStatus } from '@homeport/widgets';
import { mayToggleStatus, SetScenarioStatusParams, parseWire, type GatewayHandle, type ScenarioStatus, type SceneAccess } from '@homeport/sdk';
import { queryKeys } from '../../state/queryKeys';
import { withStatusChange, type ScenarioStatuses as Statuses } from '../../state/scenarioStatuses';
import { sceneCommandText } from './sceneCommandText';
import { SceneQueryView } from './SceneQueryView';
import { useScenarioStatuses } from './useScenes';

/**
 * The gateway's scenario statuses (spec 2 §2, §4) with the SceneStatus
 * widget: a toggle only for a known status that is on (the person switches
 * it off; scenes switch statuses on). Older firmware without status
 * collections lists them by name, read-only.
 */
export function SceneStatuses({ handle, access }: { handle: GatewayHandle; access: Pick<SceneAccess, 'toggleStatus'> }) {
  const { t } = useTranslation();
  const statuses = useScenarioStatuses(handle);
  const queryClient = useQueryClient();
  const key = queryKeys.scenarioStatuses(handle.gateway.serial);
  const toggle = useMutation({
    meta: { describeError: (error) => (error instanceof Error ? sceneCommandText(error, t) : null) ?? t('SCENES.FAILED') },
    mutationFn: async (status: ScenarioStatus) => {
      const params = parseWire(SetScenarioStatusParams, { resource_id: status.resource_id, state: status.state });
      if (!params.ok) throw new Error(params.message);
      await handle.command('set_scenario_status', params.value, { type: 'command' });
      return status;
    },
    // The event says so too; this shows it at once where the event is late.
    onSuccess: (status) => queryClient.setQueryData<Statuses>(key, (cached) => cached && withStatusChange(cached, status)),
  });

  return (
    <section className="hp-card hp-scenes__panel" aria-labelledby="statuses-heading">
      <h2 id="statuses-heading">{t('SCENES.STATUSES')}</h2>
      <SceneQueryView query={statuses} what={t('SCENES.STATUSES_LOADING')} failed={t('SCENES.STATUSES_FAILED')}>
        {(data) =>
          data.kind === 'collections' ? (
            <>
              <p className="hp-muted">{t(access.toggleStatus ? 'SCENES.STATUSES_HINT' : 'SCENES.STATUSES_READ_ONLY')}</p>
              <ul className="hp-scenes__statuses">
                {data.statuses.map((status) => (
                  <li key={status.resource_id}>
                    <SceneStatus
                      resourceId={status.resource_id}
                      active={status.state}
                      disabled={!access.toggleStatus || !mayToggleStatus(status) || (toggle.isPending && toggle.variables?.resource_id === status.resource_id)}
                      onActiveChange={(state) => toggle.mutate({ ...status, state })}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <p className="hp-muted">{t('SCENES.STATUSES_LEGACY')}</p>
              <ul className="hp-scenes__legacy">
                {data.statuses.map((status) => (
                  <li key={status.name}>
                    <span>{t(`SCENES.STATUS.${status.name}`, { defaultValue: status.name })}</span>
                    <span className={status.state ? 'hp-badge hp-badge--online' : 'hp-badge'}>{t(status.state ? 'SCENES.ON' : 'SCENES.OFF')}</span>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </SceneQueryView>
    </section>
  );
}

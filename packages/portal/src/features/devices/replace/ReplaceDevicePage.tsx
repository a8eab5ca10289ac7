import * as Tabs from '@radix-ui/react-tabs';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDeviceControl } from '@homeport/widgets';
import { canReplaceGateway, hasWriteAccess, parseWire, REPLACE_STATUS, routes, wiseDeviceId, type Device, type GatewayHandle } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useSecondsUntil } from '../../../binding/useSecondsUntil';
import { LoadingState } from '../../../components/states';
import { Field } from '../../../components/ui/form/Field';
import { gatewayAtom, userAtom } from '../../../state/atoms';
import { useNetworkSession } from '../exclude/useNetworkSession';
import { useCurrentHandle } from '../useCurrentHandle';
import { useDeviceList } from '../useDeviceList';
import '../device/deviceManage.css';

/** spec 2 §4: each replace_device status advances the wizard this long after it arrives. */
export const REPLACE_ADVANCE_MS = 1000;

type Step = 'start' | 'progress' | 'finish';

/** /replace_device?device={id} (spec 2 §4 "Replace device"). */
export function ReplaceDevicePage() {
  usePageTitle('DEVICE_MANAGE.REPLACE_TITLE');
  const { t } = useTranslation();
  const handle = useCurrentHandle();
  const [params] = useSearchParams();
  const raw = params.get('device') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : -1;
  return (
    <section className="hp-page" aria-labelledby="replace-heading">
      <Link to={routes.devices} className="hp-button hp-button--ghost hp-button--small">
        {t('DEVICE_MANAGE.TO_DEVICES')}
      </Link>
      <h1 id="replace-heading">{t('DEVICE_MANAGE.REPLACE_TITLE')}</h1>
      {!handle ? <LoadingState /> : <ReplaceOf handle={handle} id={id} />}
    </section>
  );
}

function ReplaceOf({ handle, id }: { handle: GatewayHandle; id: number }) {
  const { t } = useTranslation();
  const list = useDeviceList(handle);
  const { device } = useDeviceControl(handle, id);
  const [replacing, setReplacing] = useState<Device | null>(null);
  if (list.state !== 'ready') return <LoadingState />;
  const target = replacing ?? device;
  if (!target) return <p role="alert">{t('DEVICE_MANAGE.REPLACE_NO_DEVICE')}</p>;
  return <Wizard handle={handle} device={target} onStarted={() => setReplacing(target)} />;
}

function Wizard({ handle, device, onStarted }: { handle: GatewayHandle; device: Device; onStarted: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apiText = useApiErrorText();
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const [step, setStep] = useState<Step>('start');
  const [statuses, setStatuses] = useState<number[]>([]);
  const [wiseId, setWiseId] = useState('');
  const [wiseProblem, setWiseProblem] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const onReplace = useCallback((status: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setStatuses((now) => [...now, status]);
      if (status === REPLACE_STATUS.finished) setStep('finish');
    }, REPLACE_ADVANCE_MS);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const { session, start, release } = useNetworkSession(handle, device.id, onReplace);
  const seconds = useSecondsUntil(session.phase === 'open' ? session.endsAt : null);

  useEffect(() => {
    if (step === 'finish') void release();
  }, [step, release]);

  const firmware = gateway?.swVersions?.ohmVersion ?? gateway?.currentFWVersion ?? '';
  const canWrite = !!user && hasWriteAccess(user, gateway, config) && config.flags.REPLACE_DEVICE;
  const failed = device.status === 4 || device.status === 5;
  const isWise = device.bus_id === 'wise';
  const last = statuses.at(-1);
  const failedNow = last === REPLACE_STATUS.failed || session.phase === 'closed' || session.phase === 'error';

  function begin(event: FormEvent) {
    event.preventDefault();
    let extra: { wise_device_id?: string } = {};
    if (isWise) {
      const read = parseWire(wiseDeviceId(), wiseId, 'id');
      if (!read.ok) return setWiseProblem(t('DEVICE_MANAGE.WISE_ID_INVALID'));
      extra = { wise_device_id: read.value };
    }
    setStatuses([]);
    onStarted();
    setStep('progress');
    void start('replace_failed_node', extra);
  }

  let blocked: string | null = null;
  if (!canWrite) blocked = t('DEVICE_PAGE.READ_ONLY_HINT');
  else if (!canReplaceGateway(firmware, config))
    blocked = t('DEVICE_MANAGE.REPLACE_OLD_FIRMWARE', { version: firmware || '?', minimum: config.constants.replaceMinGatewayFirmware });
  else if (!failed && step === 'start') blocked = t('DEVICE_MANAGE.REPLACE_ONLY_FAILED', { name: device.device_name });

  return (
    <Tabs.Root value={step} activationMode="manual">
      <Tabs.List className="hp-tabs" aria-label={t('DEVICE_MANAGE.REPLACE_STEPS')}>
        {(['start', 'progress', 'finish'] as const).map((s) => (
          <Tabs.Trigger key={s} value={s} className="hp-tabs__tab" disabled={s !== step}>
            {t(`DEVICE_MANAGE.TAB_${s.toUpperCase()}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="start" className="hp-tabs__panel">
        <form className="hp-card" onSubmit={begin} noValidate>
          <p>{t('DEVICE_MANAGE.REPLACE_INTRO', { name: device.device_name })}</p>
          {blocked ? (
            <p role="alert">{blocked}</p>
          ) : (
            <>
              {isWise && (
                <Field label={t('DEVICE_MANAGE.WISE_ID')} hint={t('DEVICE_MANAGE.WISE_ID_HINT')} error={wiseProblem}>
                  {(control) => (
                    <input
                      {...control}
                      value={wiseId}
                      maxLength={16}
                      autoComplete="off"
                      onChange={(e) => {
                        setWiseId(e.target.value);
                        setWiseProblem(null);
                      }}
                    />
                  )}
                </Field>
              )}
              <div className="hp-dialog__actions">
                <button type="submit" className="hp-button hp-button--primary">
                  {t('DEVICE_MANAGE.REPLACE_START')}
                </button>
              </div>
            </>
          )}
        </form>
      </Tabs.Content>
      <Tabs.Content value="progress" className="hp-tabs__panel">
        <div className="hp-card">
          {session.phase === 'open' && statuses.length <= 1 && !isWise && (
            <p className="hp-add__status" role="status">
              {t('DEVICE_MANAGE.REPLACE_WAITING')} {seconds !== null && t('PAIRING.SECONDS_LEFT', { count: seconds })}
            </p>
          )}
          {session.phase === 'error' && <p role="alert">{t('DEVICE_MANAGE.START_FAILED', { reason: gatewayCommandText(session.error, t) ?? apiText(session.error) })}</p>}
          <ol className="hp-replace__steps" aria-live="polite">
            {statuses.map((status, i) => (
              <li
                key={i}
                className="hp-replace__step"
                data-state={status === REPLACE_STATUS.failed || status === REPLACE_STATUS.mismatch ? 'failed' : status === REPLACE_STATUS.finished ? 'done' : 'running'}
              >
                {t(`DEVICE_MANAGE.REPLACE_STATUS_${status}`)}
              </li>
            ))}
          </ol>
          <div className="hp-dialog__actions">
            <button
              type="button"
              className="hp-button hp-button--ghost"
              onClick={() => {
                void release();
                void navigate(routes.devices);
              }}
            >
              {t('DEVICE_MANAGE.CANCEL')}
            </button>
            {failedNow && (
              <button type="button" className="hp-button hp-button--primary" onClick={() => setStep('start')}>
                {t('DEVICE_MANAGE.TRY_AGAIN')}
              </button>
            )}
          </div>
        </div>
      </Tabs.Content>
      <Tabs.Content value="finish" className="hp-tabs__panel">
        <div className="hp-card">
          <p className="hp-add__status" role="status">
            {t('DEVICE_MANAGE.REPLACE_DONE', { name: device.device_name })}
          </p>
          <div className="hp-dialog__actions">
            <Link to={routes.quick_controls} className="hp-button hp-button--primary">
              {t('DEVICE_MANAGE.TO_DEVICES')}
            </Link>
          </div>
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}

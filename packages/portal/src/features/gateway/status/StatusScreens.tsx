import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError, FIRMWARE_INSTALLING_STATUSES, isAdmin, routes, type Gateway } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useSignOut } from '../../../binding/useSignOut';
import { ErrorState } from '../../../components/states';
import { gatewayAtom, gatewayLocksAtom, gatewayRemovedAtom, sessionAtom, userAtom } from '../../../state/atoms';
import { queryKeys } from '../../../state/queryKeys';
import { mdiAlertCircleOutline, mdiBackupRestore, mdiLinkOff, mdiLockOutline, mdiRouterWireless, mdiShieldAccountOutline, mdiSwapHorizontal, mdiUpdate } from '@mdi/js';
import { Icon } from '@homeport/widgets';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

const nameOf = (gateway: Gateway | null) => gateway?.name || gateway?.serialNumber || '';

/** A padlock drawn inline: emoji fonts are not on every machine. */
const lockIcon = <Icon path={mdiLockOutline} size="2rem" />;

/** The frame of every blocking screen: icon, heading, text, what the user can do. */
function StatusScreen({
  id,
  icon,
  title,
  heading,
  body,
  waiting,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  heading: string;
  body: string;
  waiting?: boolean;
  children?: ReactNode;
}) {
  usePageTitle(title);
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  return (
    <section className="hp-status__card hp-card" aria-labelledby={`${id}-heading`}>
      <div className="hp-status__icon" aria-hidden="true">
        {icon}
      </div>
      <h1 id={`${id}-heading`}>{heading}</h1>
      <p>{body}</p>
      {waiting && (
        <p className="hp-loading" role="status">
          <span className="hp-spinner" aria-hidden="true" />
          {t('STATUS_SCREEN.WAITING')}
        </p>
      )}
      {children}
      {user && isAdmin(user) && (
        <button type="button" className="hp-button" onClick={() => navigate(routes.gate_select)}>
          {t('STATUS_SCREEN.CHANGE_GATEWAY')}
        </button>
      )}
    </section>
  );
}

/** The last status of the current installation (spec 1 §4.2). */
function installationStatus(gateway: Gateway | null): string | null {
  const installations = gateway?.installations ?? [];
  const current = installations.find((i) => i.softwareId === gateway?.installationSoftwareId) ?? installations[installations.length - 1];
  return current?.history[current.history.length - 1]?.status ?? null;
}

/** /fw-upgrade: the installation's progress through its statuses. */
export function FirmwareUpgradePage() {
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  const status = installationStatus(gateway);
  const step = status ? FIRMWARE_INSTALLING_STATUSES.indexOf(status) : -1;
  return (
    <StatusScreen
      id="fw"
      icon={<Icon path={mdiUpdate} size="2rem" />}
      title="STATUS_SCREEN.FW_TITLE"
      heading={t('STATUS_SCREEN.FW_HEADING')}
      body={t('STATUS_SCREEN.FW_BODY', { name: nameOf(gateway) })}
      waiting
    >
      {step >= 0 && (
        <>
          <progress
            className="hp-progress"
            // Installed is the last step, so the bar is full only when the upgrade is done.
            max={FIRMWARE_INSTALLING_STATUSES.length + 1}
            value={step + 1}
            aria-label={t('STATUS_SCREEN.FW_PROGRESS')}
            aria-valuetext={t(`STATUS_SCREEN.FW_STATUS_${status}`)}
          />
          <p className="hp-muted">{t(`STATUS_SCREEN.FW_STATUS_${status}`)}</p>
        </>
      )}
    </StatusScreen>
  );
}

export function BackupRestorePage() {
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  return (
    <StatusScreen
      id="bck"
      icon={<Icon path={mdiBackupRestore} size="2rem" />}
      title="STATUS_SCREEN.BCK_TITLE"
      heading={t('STATUS_SCREEN.BCK_HEADING')}
      body={t('STATUS_SCREEN.BCK_BODY', { name: nameOf(gateway) })}
      waiting
    />
  );
}

export function SubscriptionLockPage() {
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  return (
    <StatusScreen
      id="sub"
      icon={lockIcon}
      title="STATUS_SCREEN.SUB_TITLE"
      heading={t('STATUS_SCREEN.SUB_HEADING')}
      body={t('STATUS_SCREEN.SUB_BODY', { name: nameOf(gateway) })}
      waiting
    />
  );
}

/**
 * /gateway_unavailable: the gateway's stored data could not be loaded and
 * was set aside for support (Gateway.dataUnavailable). Nothing to wait
 * for here: what the user can do is said, and the page follows the
 * gateway, returning the user once support has restored it.
 */
export function GatewayUnavailablePage() {
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  const signOut = useSignOut();
  return (
    <StatusScreen
      id="unavailable"
      icon={<Icon path={mdiAlertCircleOutline} size="2rem" />}
      title="STATUS_SCREEN.UNAVAILABLE_TITLE"
      heading={t('STATUS_SCREEN.UNAVAILABLE_HEADING')}
      body={t('STATUS_SCREEN.UNAVAILABLE_BODY', { name: nameOf(gateway) })}
    >
      <p>{t('STATUS_SCREEN.UNAVAILABLE_WHAT_TO_DO')}</p>
      <button type="button" className="hp-button" onClick={() => void signOut({ remote: true })}>
        {t('STATUS_SCREEN.SIGN_OUT')}
      </button>
    </StatusScreen>
  );
}

export function PrivilegeModePage() {
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  return (
    <StatusScreen
      id="priv"
      icon={<Icon path={mdiShieldAccountOutline} size="2rem" />}
      title="STATUS_SCREEN.PRIV_TITLE"
      heading={t('STATUS_SCREEN.PRIV_HEADING')}
      body={t('STATUS_SCREEN.PRIV_BODY', { name: nameOf(gateway) })}
      waiting
    />
  );
}

export function ReplacementPage() {
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  return (
    <StatusScreen
      id="rpl"
      icon={<Icon path={mdiSwapHorizontal} size="2rem" />}
      title="STATUS_SCREEN.RPL_TITLE"
      heading={t('STATUS_SCREEN.RPL_HEADING')}
      body={t('STATUS_SCREEN.RPL_BODY', { name: nameOf(gateway) })}
      waiting
    />
  );
}

export function GatewayRemovedPage() {
  const { t } = useTranslation();
  const store = useStore();
  const removed = useAtomValue(gatewayRemovedAtom);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const signOut = useSignOut();
  // spec 1 §2.6: a user with other gateways goes on with the first; one without any, to the initial wizard.
  const goOn = () => {
    store.set(gatewayRemovedAtom, null);
    navigate(user && (isAdmin(user) || user.devices.length > 0) ? routes.gtw_settings : routes.initial_wizard, { replace: true });
  };
  return (
    <StatusScreen
      id="removed"
      icon={<Icon path={mdiLinkOff} size="2rem" />}
      title="STATUS_SCREEN.REMOVED_TITLE"
      heading={t('STATUS_SCREEN.REMOVED_HEADING')}
      body={t('STATUS_SCREEN.REMOVED_BODY', { name: removed?.name ?? t('STATUS_SCREEN.YOUR_GATEWAY') })}
    >
      <button type="button" className="hp-button hp-button--primary" onClick={goOn}>
        {t('STATUS_SCREEN.CONTINUE')}
      </button>
      <button type="button" className="hp-button" onClick={() => void signOut({ remote: true })}>
        {t('STATUS_SCREEN.SIGN_OUT')}
      </button>
    </StatusScreen>
  );
}

/**
 * /initial-wizard: a signed-in user with no gateway (spec 2: every gateway
 * page redirects here without a current gateway). Says what to do next;
 * adding the gateway is done for the user (docs/portal.md "No gateway"), so
 * the page checks the account again on demand and moves on once one is there.
 */
export function InitialWizardPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const userId = useAtomValue(sessionAtom)?.userId ?? '';
  const check = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: () => queryClient.refetchQueries({ queryKey: queryKeys.user(userId) }, { throwOnError: true }) });
  if (user && user.devices.length > 0) return <Navigate to={routes.gtw_settings} replace />;
  return (
    <StatusScreen id="wizard" icon={<Icon path={mdiRouterWireless} size="2rem" />} title="NO_GATEWAY.TITLE" heading={t('NO_GATEWAY.HEADING')} body={t('NO_GATEWAY.BODY')}>
      <h2 className="hp-status__steps-title">{t('NO_GATEWAY.STEPS_TITLE')}</h2>
      <ol className="hp-status__steps">
        <li>{t('NO_GATEWAY.STEP_PLUG')}</li>
        <li>{t('NO_GATEWAY.STEP_STICKER')}</li>
        <li>{t('NO_GATEWAY.STEP_ADD')}</li>
        <li>{t('NO_GATEWAY.STEP_CHECK')}</li>
      </ol>
      <p>
        <Link className="hp-button hp-button--primary" to={routes.new_gateway}>
          {t('NEW_GATEWAY.HEADING')}
        </Link>{' '}
        <Link to={routes.guide_setup}>{t('NEW_GATEWAY.GUIDE_LINK')}</Link>
      </p>
      <p role="status" className="hp-muted">
        {check.isSuccess && !check.isPending ? t('NO_GATEWAY.STILL_NONE') : ''}
      </p>
      {check.isError && <ErrorState title={t('NO_GATEWAY.CHECK_FAILED')} error={check.error} />}
      <button type="button" className="hp-button" onClick={() => check.mutate()} disabled={check.isPending} aria-busy={check.isPending}>
        {check.isPending ? t('NO_GATEWAY.CHECKING') : t('NO_GATEWAY.CHECK_AGAIN')}
      </button>
      <button type="button" className="hp-button" onClick={() => void signOut({ remote: true })}>
        {t('STATUS_SCREEN.SIGN_OUT')}
      </button>
    </StatusScreen>
  );
}

/** /gateway-locked with its PIN dialog (spec 1 §5: the PIN must be non-empty); the unlock event returns the user. */
export function GatewayLockedPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { rest } = useServices();
  const gateway = useAtomValue(gatewayAtom);
  const locks = useAtomValue(gatewayLocksAtom);
  const [pin, setPin] = useState('');
  const [missing, setMissing] = useState(false);
  const unlocking = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: ({ serial, code }: { serial: string; code: string }) => rest.gateways.pinUnlock(serial, code) });
  // Busy until the unlock event moves the user on (a success leaves the form disabled).
  const busy = unlocking.isPending || unlocking.isSuccess;
  const failure = unlocking.error;
  // spec 1 §8: the reset/unlock failures show the server's message; a 429 (too many wrong PINs) says how long to wait.
  const error = missing
    ? t('STATUS_SCREEN.PIN_MISSING')
    : failure
      ? failure instanceof ApiError && failure.message && failure.errorCode === '000400'
        ? failure.message
        : errorText(failure)
      : null;

  function unlock(event: FormEvent) {
    event.preventDefault();
    setMissing(!pin.trim());
    if (!pin.trim() || !gateway) return;
    unlocking.mutate({ serial: gateway.serialNumber, code: pin.trim() });
  }

  return (
    <StatusScreen id="locked" icon={lockIcon} title="STATUS_SCREEN.LOCKED_TITLE" heading={t('STATUS_SCREEN.LOCKED_HEADING')} body={t('STATUS_SCREEN.LOCKED_BODY')}>
      <form className="hp-pin-form" onSubmit={unlock} noValidate aria-label={t('STATUS_SCREEN.UNLOCK')}>
        <label className="hp-field">
          <span>{t('STATUS_SCREEN.PIN')}</span>
          <input type="password" inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => setPin(e.target.value)} autoFocus aria-invalid={error ? true : undefined} />
        </label>
        {error && (
          <p role="alert" className="hp-alert">
            {error}
          </p>
        )}
        <button type="submit" className="hp-button hp-button--primary" disabled={busy || locks?.pinLocked === false}>
          {busy ? t('STATUS_SCREEN.UNLOCKING') : t('STATUS_SCREEN.UNLOCK')}
        </button>
      </form>
    </StatusScreen>
  );
}

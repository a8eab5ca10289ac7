import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BRIDGE_MODES,
  bridgeModeOf,
  isBridgeModel,
  otaWindowProblem,
  type BridgeMode,
  type ControllerProperties,
  type GatewayTimezone,
  type OtaWindowProblem,
} from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { useToast } from '../../../binding/useToast';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { Answered } from './Answered';
import { SettingsSection } from './SettingsSection';
import { settingsKeys } from './settingsKeys';
import { useGatewayCommandQuery, type SettingsContext } from './useGatewaySettings';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

/** The text of a refused or unanswered gateway command. */
function useCommandError() {
  const { t } = useTranslation();
  return (error: unknown) => (error instanceof Error ? (gatewayCommandText(error, t) ?? t('ERRORS.00001')) : t('ERRORS.00001'));
}

/** spec 2 §2 timezone: the gateway's own (shared with its local page, spec 2 §7). */
export function TimezoneSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const query = useGatewayCommandQuery(context, 'get_timezone');
  return (
    <SettingsSection id="timezone" title={t('GTW_SETTINGS.TIMEZONE_HEADING')}>
      <Answered query={query}>{(answer) => <TimezoneForm key={answer.location} context={context} answer={answer} />}</Answered>
    </SettingsSection>
  );
}

function TimezoneForm({ context, answer }: { context: SettingsContext; answer: GatewayTimezone }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useCommandError();
  const queryClient = useQueryClient();
  const [location, setLocation] = useState(answer.location);
  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (next: string) => context.command('set_timezone', { location: next }),
    onSuccess: (done) => {
      queryClient.setQueryData(settingsKeys.command(context.gateway.serialNumber, 'get_timezone'), { ...answer, location: done.location });
      toast(t('GTW_SETTINGS.TIMEZONE_SAVED', { location: done.location }));
    },
  });
  return (
    <form
      className="hp-settings__form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(location);
      }}
    >
      <Field label={t('GTW_SETTINGS.TIMEZONE')} hint={t('GTW_SETTINGS.TIMEZONE_HINT')}>
        {(control) => (
          <select {...control} value={location} onChange={(e) => setLocation(e.target.value)} disabled={!context.canWrite}>
            {answer.available.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert text={save.error ? errorText(save.error) : null} />
      {context.canWrite && (
        <SubmitButton busy={save.isPending} busyLabel={t('GTW_SETTINGS.SAVING')} disabled={location === answer.location}>
          {t('GTW_SETTINGS.SAVE')}
        </SubmitButton>
      )}
    </form>
  );
}

/** The SHA-256 hex digest (spec 2 §7 "hashed passwords"): the plain password never travels. */
async function digestOf(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** spec 2 §2 gateway password change: the password of the gateway's local page. */
export function GatewayPasswordSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useCommandError();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<{ field: 'password' | 'confirm'; text: string } | null>(null);
  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async (plain: string) => context.command('set_gateway_password', { newPassword: await digestOf(plain) }),
    onSuccess: () => {
      setPassword('');
      setConfirm('');
      toast(t('GTW_SETTINGS.PASSWORD_CHANGED'));
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const length = [...password].length;
    if (length < 8 || length > 64) return setProblem({ field: 'password', text: t('GTW_SETTINGS.PASSWORD_LENGTH') });
    if (password !== confirm) return setProblem({ field: 'confirm', text: t('GTW_SETTINGS.PASSWORD_MISMATCH') });
    setProblem(null);
    save.mutate(password);
  }
  if (!context.canWrite) return null;
  return (
    <SettingsSection id="password" title={t('GTW_SETTINGS.PASSWORD_HEADING')}>
      <p className="hp-muted">{t('GTW_SETTINGS.PASSWORD_BODY')}</p>
      <form className="hp-settings__form" onSubmit={submit} noValidate>
        <Field label={t('GTW_SETTINGS.PASSWORD_NEW')} hint={t('GTW_SETTINGS.PASSWORD_RULE')} error={problem?.field === 'password' ? problem.text : null}>
          {(control) => <input {...control} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        <Field label={t('GTW_SETTINGS.PASSWORD_CONFIRM')} error={problem?.field === 'confirm' ? problem.text : null}>
          {(control) => <input {...control} type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />}
        </Field>
        <FormAlert text={save.error ? errorText(save.error) : null} />
        <SubmitButton busy={save.isPending} busyLabel={t('GTW_SETTINGS.SAVING')} disabled={!context.online}>
          {t('GTW_SETTINGS.PASSWORD_SAVE')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}

/** spec 2 §2, §4 bridge mode: remote bridge, local bridge or normal, for ALLOW_MODELS_GTW_BRIDGE models only. */
export function BridgeModeSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useCommandError();
  const current = bridgeModeOf(context.gateway.operationMode);
  const [mode, setMode] = useState<BridgeMode>(current);
  const allowed = isBridgeModel(context.gateway.model, config);
  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (next: BridgeMode) => context.command('setGatewayOperationMode', { mode: next }),
    onSuccess: (_answer, next) => toast(t('GTW_SETTINGS.BRIDGE_SAVED', { mode: t(`GTW_SETTINGS.BRIDGE_${next}`) })),
  });
  return (
    <SettingsSection id="bridge" title={t('GTW_SETTINGS.BRIDGE_HEADING')}>
      {!allowed ? (
        <p className="hp-muted">
          {t('GTW_SETTINGS.BRIDGE_NOT_ALLOWED', { model: context.gateway.model, models: config.constants.bridgeModels.map((m) => m.toUpperCase()).join(', ') })}
        </p>
      ) : (
        <form
          className="hp-settings__form"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(mode);
          }}
        >
          <fieldset className="hp-settings__choices" disabled={!context.canWrite}>
            <legend>{t('GTW_SETTINGS.BRIDGE_LEGEND')}</legend>
            {BRIDGE_MODES.map((choice) => (
              <label key={choice} className="hp-settings__choice">
                <input type="radio" name="bridge-mode" value={choice} checked={mode === choice} onChange={() => setMode(choice)} aria-describedby={`bridge-${choice}-hint`} />
                <span>
                  <strong>{t(`GTW_SETTINGS.BRIDGE_${choice}`)}</strong>
                  <span id={`bridge-${choice}-hint`} className="hp-muted hp-settings__choice-hint">
                    {t(`GTW_SETTINGS.BRIDGE_${choice}_HINT`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <FormAlert text={save.error ? errorText(save.error) : null} />
          {context.canWrite && (
            <SubmitButton busy={save.isPending} busyLabel={t('GTW_SETTINGS.SAVING')} disabled={mode === current || !context.online}>
              {t('GTW_SETTINGS.SAVE')}
            </SubmitButton>
          )}
        </form>
      )}
    </SettingsSection>
  );
}

const OTA_PROBLEMS: Record<OtaWindowProblem, { field: 'start' | 'stop'; key: string }> = {
  startFormat: { field: 'start', key: 'GTW_SETTINGS.OTA_FORMAT' },
  stopFormat: { field: 'stop', key: 'GTW_SETTINGS.OTA_FORMAT' },
  stopNotAfterStart: { field: 'stop', key: 'GTW_SETTINGS.OTA_STOP_NOT_AFTER' },
};

/** spec 2 §2, §4 the node firmware schedule window (OtaControllerService; the end later than the start). */
export function OtaWindowSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const query = useGatewayCommandQuery(context, 'get_controller_properties');
  return (
    <SettingsSection id="ota" title={t('GTW_SETTINGS.OTA_HEADING')}>
      <p className="hp-muted">{t('GTW_SETTINGS.OTA_BODY')}</p>
      <Answered query={query}>
        {(answer) => <OtaForm key={`${answer.OtaControllerService.AutoUpdateStartTime}-${answer.OtaControllerService.AutoUpdateStopTime}`} context={context} answer={answer} />}
      </Answered>
    </SettingsSection>
  );
}

function OtaForm({ context, answer }: { context: SettingsContext; answer: ControllerProperties }) {
  const { t } = useTranslation();
  const { config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useCommandError();
  const queryClient = useQueryClient();
  const [start, setStart] = useState(answer.OtaControllerService.AutoUpdateStartTime);
  const [stop, setStop] = useState(answer.OtaControllerService.AutoUpdateStopTime);
  const [problem, setProblem] = useState<OtaWindowProblem | null>(null);
  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (values: { AutoUpdateStartTime: string; AutoUpdateStopTime: string }) => context.command('set_controller_properties', { service: 'OtaControllerService', values }),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKeys.command(context.gateway.serialNumber, 'get_controller_properties'), next);
      toast(t('GTW_SETTINGS.OTA_SAVED', { start: next.OtaControllerService.AutoUpdateStartTime, stop: next.OtaControllerService.AutoUpdateStopTime }));
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const values = { AutoUpdateStartTime: start, AutoUpdateStopTime: stop };
    const found = otaWindowProblem(values);
    setProblem(found);
    if (!found) save.mutate(values);
  }
  const shown = problem ? OTA_PROBLEMS[problem] : null;
  return (
    <form className="hp-settings__form hp-settings__inline" onSubmit={submit} noValidate>
      <Field label={t('GTW_SETTINGS.OTA_START')} error={shown?.field === 'start' ? t(shown.key) : null}>
        {(control) => <input {...control} type="time" value={start} onChange={(e) => setStart(e.target.value)} disabled={!context.canWrite} />}
      </Field>
      <Field label={t('GTW_SETTINGS.OTA_STOP')} error={shown?.field === 'stop' ? t(shown.key) : null}>
        {(control) => <input {...control} type="time" value={stop} onChange={(e) => setStop(e.target.value)} disabled={!context.canWrite} />}
      </Field>
      <FormAlert text={save.error ? errorText(save.error) : null} />
      {context.canWrite && (
        <SubmitButton busy={save.isPending} busyLabel={t('GTW_SETTINGS.SAVING')} disabled={!context.online}>
          {t('GTW_SETTINGS.SAVE')}
        </SubmitButton>
      )}
    </form>
  );
}

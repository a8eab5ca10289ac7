import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  addressProblems,
  kpiAvailable,
  normaliseAddress,
  type AddressField,
  type AddressFields,
  type AddressProblem,
  type ControllerProperties,
  type GatewayAddress,
  type Kpi,
} from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { gatewayCommandText } from '../../../binding/gatewayCommandText';
import { useToast } from '../../../binding/useToast';
import { FormAlert } from '../../../components/FormAlert';
import { QueryView } from '../../../components/states';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { DetailRows, SettingsSection } from './SettingsSection';
import { settingsKeys } from './settingsKeys';
import { useGatewayCommandQuery, type SettingsContext } from './useGatewaySettings';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

const ADDRESS_KEYS: Record<AddressProblem, string> = {
  required: 'GTW_SETTINGS.ADDRESS_REQUIRED',
  characters: 'GTW_SETTINGS.ADDRESS_CHARACTERS',
  tooLong: 'GTW_SETTINGS.ADDRESS_TOO_LONG',
};
const EMPTY: AddressFields = { line1: '', line2: '', city: '', zip: '', alpha2Code: '' };
const fieldsOf = (a: GatewayAddress | null): AddressFields => (a ? { line1: a.address.line1, line2: a.address.line2, city: a.city, zip: a.zip, alpha2Code: a.alpha2Code } : EMPTY);

/** spec 2 §2 address (line1, line2, city, zip, country) with geolocation; the owner alone changes it (spec 1 §6). */
export function AddressSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const serial = context.gateway.serialNumber;
  const address = useQuery({ queryKey: settingsKeys.address(serial), queryFn: () => rest.gatewaySettings.address(serial) });
  return (
    <SettingsSection id="address" title={t('GTW_SETTINGS.ADDRESS_HEADING')} wide>
      <QueryView query={address} failed={t('GTW_SETTINGS.SECTION_FAILED')}>
        {(current) => <AddressForm key={current?.updatedAt ?? 0} context={context} current={current} />}
      </QueryView>
    </SettingsSection>
  );
}

function AddressForm({ context, current }: { context: SettingsContext; current: GatewayAddress | null }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const serial = context.gateway.serialNumber;
  const [fields, setFields] = useState<AddressFields>(() => ({ ...fieldsOf(current), alpha2Code: current?.alpha2Code ?? 'IN' }));
  const [problems, setProblems] = useState<Partial<Record<AddressField, AddressProblem>>>({});
  const countries = useQuery({ queryKey: settingsKeys.countries(), queryFn: () => rest.countries.list(), staleTime: Infinity });
  const cities = useQuery({
    queryKey: ['citySearch', fields.city.trim().toLowerCase(), fields.alpha2Code],
    queryFn: () => rest.gatewaySettings.searchCity(fields.city.trim(), fields.alpha2Code || undefined),
    enabled: context.isOwner && fields.city.trim().length >= 2,
    staleTime: 60_000,
  });
  const save = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (next: AddressFields) =>
      rest.gatewaySettings.setAddress({ serial_number: serial, address: { line1: next.line1, line2: next.line2 }, city: next.city, zip: next.zip, alpha2Code: next.alpha2Code }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.address(serial), saved);
      toast(t('GTW_SETTINGS.ADDRESS_SAVED'));
    },
  });
  const remove = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.gatewaySettings.removeAddress(serial),
    onSuccess: () => {
      queryClient.setQueryData(settingsKeys.address(serial), null);
      toast(t('GTW_SETTINGS.ADDRESS_REMOVED'));
    },
  });
  const set = (field: AddressField) => (value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
    save.reset();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const next = normaliseAddress(fields);
    const found = addressProblems(next, { required: config.flags.ADDRESS_REQUIRED });
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate(next);
  }
  // spec 2 §8: httpCode 404 shows RES_COMMAND_LOCATION_INVALID; otherwise the server's message.
  const failure = save.error instanceof ApiError && save.error.status !== 404 && save.error.message ? save.error.message : save.error ? errorText(save.error) : null;
  const problem = (field: AddressField) => (problems[field] ? t(ADDRESS_KEYS[problems[field]]) : null);
  const readOnly = !context.isOwner;
  const located = current?.location
    ? t('GTW_SETTINGS.ADDRESS_LOCATED', { lat: current.location.lat.toFixed(4), lng: current.location.lng.toFixed(4) })
    : t('GTW_SETTINGS.ADDRESS_NOT_LOCATED');

  if (readOnly) {
    return (
      <>
        {current ? (
          <DetailRows
            rows={[
              [t('GTW_SETTINGS.ADDRESS_LINE1'), current.address.line1],
              [t('GTW_SETTINGS.ADDRESS_CITY'), `${current.zip} ${current.city}`.trim()],
              [t('GTW_SETTINGS.ADDRESS_COUNTRY'), current.country],
            ]}
          />
        ) : (
          <p className="hp-muted">{t('GTW_SETTINGS.ADDRESS_NONE')}</p>
        )}
        <p className="hp-muted hp-settings__note">{t('GTW_SETTINGS.OWNER_ONLY_NOTE')}</p>
      </>
    );
  }
  return (
    <form className="hp-settings__form hp-settings__grid" onSubmit={submit} noValidate>
      <Field label={t('GTW_SETTINGS.ADDRESS_LINE1')} error={problem('line1')}>
        {(control) => <input {...control} value={fields.line1} onChange={(e) => set('line1')(e.target.value)} autoComplete="address-line1" />}
      </Field>
      <Field label={t('GTW_SETTINGS.ADDRESS_LINE2')} error={problem('line2')}>
        {(control) => <input {...control} value={fields.line2} onChange={(e) => set('line2')(e.target.value)} autoComplete="address-line2" />}
      </Field>
      <Field label={t('GTW_SETTINGS.ADDRESS_CITY')} error={problem('city')}>
        {(control) => <input {...control} value={fields.city} onChange={(e) => set('city')(e.target.value)} autoComplete="address-level2" list="hp-city-suggestions" />}
      </Field>
      <datalist id="hp-city-suggestions" aria-label={t('GTW_SETTINGS.CITY_SUGGESTIONS')}>
        {(cities.data ?? []).map((place) => (
          <option key={`${place.city}-${place.alpha2Code}`} value={place.city}>
            {place.state}
          </option>
        ))}
      </datalist>
      <Field label={t('GTW_SETTINGS.ADDRESS_ZIP')} error={problem('zip')}>
        {(control) => <input {...control} value={fields.zip} onChange={(e) => set('zip')(e.target.value)} autoComplete="postal-code" inputMode="text" />}
      </Field>
      <Field label={t('GTW_SETTINGS.ADDRESS_COUNTRY')} error={problem('alpha2Code')}>
        {(control) => (
          <select {...control} value={fields.alpha2Code} onChange={(e) => set('alpha2Code')(e.target.value)} autoComplete="country">
            <option value="">{t('GTW_SETTINGS.ADDRESS_CHOOSE_COUNTRY')}</option>
            {(countries.data ?? []).map((c) => (
              <option key={c.alpha2Code} value={c.alpha2Code}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {current && config.flags.GEOLOCATION && (
        <p className="hp-muted hp-settings__full" role="status">
          {located}
        </p>
      )}
      <div className="hp-settings__full">
        <FormAlert text={failure} />
      </div>
      <div className="hp-settings__actions hp-settings__full">
        <SubmitButton busy={save.isPending} busyLabel={t('GTW_SETTINGS.SAVING')}>
          {t('GTW_SETTINGS.SAVE')}
        </SubmitButton>
        {current && (
          <ConfirmDialog
            trigger={
              <button type="button" className="hp-button hp-button--ghost">
                {t('GTW_SETTINGS.ADDRESS_REMOVE')}
              </button>
            }
            title={t('GTW_SETTINGS.ADDRESS_REMOVE_TITLE', { name: context.gateway.name })}
            body={<p>{t('GTW_SETTINGS.ADDRESS_REMOVE_BODY')}</p>}
            confirmLabel={t('GTW_SETTINGS.ADDRESS_REMOVE')}
            destructive
            onConfirm={() => remove.mutateAsync()}
          />
        )}
      </div>
    </form>
  );
}

/**
 * spec 2 §2 notification toggles: the caller's online/offline notice
 * (GW_OO_NOTIF, /alarm/gtw) and the gateway's own switches
 * (AlarmControllerService Notifications, StatusChangeNotifications).
 */
export function NotificationsSection({ context }: { context: SettingsContext }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const apiErrorText = useApiErrorText();
  const queryClient = useQueryClient();
  const serial = context.gateway.serialNumber;
  const userId = context.user?.id ?? '';
  const oo = useQuery({ queryKey: settingsKeys.onlineOffline(serial), queryFn: () => rest.gatewaySettings.onlineOfflineNotifications(serial), enabled: config.flags.GW_OO_NOTIF });
  const controller = useGatewayCommandQuery(context, 'get_controller_properties', config.flags.DEFAULT_GATEWAY_NOTIFICATIONS);
  const setOo = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (value: boolean) => rest.gatewaySettings.setOnlineOfflineNotifications({ value, serialNumber: serial, userId }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.onlineOffline(serial), answer);
      const what = t('GTW_SETTINGS.NOTIFY_ONLINE_OFFLINE');
      toast(t(answer.enabled ? 'GTW_SETTINGS.NOTIFY_ON' : 'GTW_SETTINGS.NOTIFY_OFF', { what }));
    },
  });
  const setSwitch = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (values: Partial<ControllerProperties['AlarmControllerService']>) => context.command('set_controller_properties', { service: 'AlarmControllerService', values }),
    onSuccess: (next) => queryClient.setQueryData(settingsKeys.command(serial, 'get_controller_properties'), next),
  });
  const failure = setOo.error ? apiErrorText(setOo.error) : setSwitch.error instanceof Error ? gatewayCommandText(setSwitch.error, t) : null;
  const switches = controller.data?.AlarmControllerService;
  return (
    <SettingsSection id="notifications" title={t('GTW_SETTINGS.NOTIFICATIONS_HEADING')}>
      <div className="hp-settings__toggles">
        {config.flags.GW_OO_NOTIF && (
          <label className="hp-settings__toggle">
            <input
              type="checkbox"
              role="switch"
              checked={oo.data?.enabled ?? false}
              disabled={!oo.data || setOo.isPending || !context.canWrite}
              onChange={(e) => setOo.mutate(e.target.checked)}
            />
            <span>{t('GTW_SETTINGS.NOTIFY_ONLINE_OFFLINE')}</span>
          </label>
        )}
        {config.flags.DEFAULT_GATEWAY_NOTIFICATIONS &&
          (['Notifications', 'StatusChangeNotifications'] as const).map((name) => (
            <label key={name} className="hp-settings__toggle">
              <input
                type="checkbox"
                role="switch"
                checked={switches?.[name] ?? false}
                disabled={!switches || setSwitch.isPending || !context.canWrite || !context.online}
                onChange={(e) => setSwitch.mutate({ [name]: e.target.checked })}
              />
              <span>{t(name === 'Notifications' ? 'GTW_SETTINGS.NOTIFY_GATEWAY' : 'GTW_SETTINGS.NOTIFY_STATUS_CHANGES')}</span>
            </label>
          ))}
      </div>
      <FormAlert text={failure} />
    </SettingsSection>
  );
}

function kpiValue(kpi: Kpi, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (kpi.name === 'uptime') {
    const minutes = Math.floor(kpi.value / 60);
    return t('GTW_SETTINGS.UPTIME', { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 });
  }
  return kpi.unit === '%' ? `${kpi.value} %` : String(kpi.value);
}

/** spec 2 §2 KPI list and sync (KPI_ANALYTICS; spec 2 §9: from OSM 1.25.0). */
export function KpiSection({ context, osmVersion }: { context: SettingsContext; osmVersion: string | null }) {
  const { t, i18n } = useTranslation();
  const { rest, config } = useServices();
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const serial = context.gateway.serialNumber;
  const available = kpiAvailable(osmVersion, config);
  const report = useQuery({ queryKey: settingsKeys.kpis(serial), queryFn: () => rest.gatewaySettings.kpis(serial), enabled: available });
  const sync = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.gatewaySettings.syncKpis(serial),
    onSuccess: (next) => queryClient.setQueryData(settingsKeys.kpis(serial), next),
  });
  if (!config.flags.KPI_ANALYTICS || osmVersion === null) return null;
  return (
    <SettingsSection id="kpi" title={t('GTW_SETTINGS.KPI_HEADING')}>
      {!available ? (
        <p className="hp-muted">{t('GTW_SETTINGS.KPI_NOT_AVAILABLE', { version: config.constants.kpiMinOsmVersion, current: osmVersion })}</p>
      ) : (
        <>
          <QueryView query={report} failed={t('GTW_SETTINGS.SECTION_FAILED')}>
            {(data) =>
              data.syncedAt === null ? (
                <p className="hp-muted">{t('GTW_SETTINGS.KPI_NEVER')}</p>
              ) : (
                <>
                  <p className="hp-muted">{t('GTW_SETTINGS.KPI_SYNCED', { when: new Date(data.syncedAt).toLocaleString(i18n.language.replace('_', '-')) })}</p>
                  <table className="hp-table hp-settings__kpis">
                    <caption className="hp-visually-hidden">{t('GTW_SETTINGS.KPI_CAPTION')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('GTW_SETTINGS.KPI_NAME')}</th>
                        <th scope="col">{t('GTW_SETTINGS.KPI_VALUE')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.kpis.map((kpi) => (
                        <tr key={kpi.name}>
                          <th scope="row">{t(`GTW_SETTINGS.KPI_${kpi.name}`)}</th>
                          <td>{kpiValue(kpi, t)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )
            }
          </QueryView>
          <FormAlert text={sync.error ? errorText(sync.error) : null} />
          <SubmitButton type="button" busy={sync.isPending} busyLabel={t('GTW_SETTINGS.KPI_SYNCING')} disabled={!context.online} onClick={() => sync.mutate()}>
            {t('GTW_SETTINGS.KPI_SYNC')}
          </SubmitButton>
        </>
      )}
    </SettingsSection>
  );
}

/** spec 2 §2 subscription and licence key (SUBSCRIPTION_SUPPORT); the owner alone ends it. */
export function SubscriptionSection({ context }: { context: SettingsContext }) {
  const { t, i18n } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const serial = context.gateway.serialNumber;
  const subscription = useQuery({ queryKey: settingsKeys.subscription(serial), queryFn: () => rest.gatewaySettings.subscription(serial) });
  const deactivate = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () => rest.gatewaySettings.deactivateSubscription(serial),
    onSuccess: (next) => queryClient.setQueryData(settingsKeys.subscription(serial), next),
  });
  if (!config.flags.SUBSCRIPTION_SUPPORT) return null;
  const date = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleDateString(i18n.language.replace('_', '-')));
  return (
    <SettingsSection id="subscription" title={t('GTW_SETTINGS.SUBSCRIPTION_HEADING')}>
      <QueryView query={subscription} failed={t('GTW_SETTINGS.SECTION_FAILED')}>
        {(sub) =>
          sub.status === 'none' ? (
            <p className="hp-muted">{t('GTW_SETTINGS.SUBSCRIPTION_NONE')}</p>
          ) : (
            <>
              <DetailRows
                rows={[
                  [
                    t('GTW_SETTINGS.SUBSCRIPTION_STATUS'),
                    <span key="s" className={`hp-badge hp-badge--${sub.status === 'active' ? 'online' : 'offline'}`}>
                      {t(`GTW_SETTINGS.SUBSCRIPTION_${sub.status}`)}
                    </span>,
                  ],
                  [t('GTW_SETTINGS.SUBSCRIPTION_PLAN'), sub.plan ?? '—'],
                  ...(config.flags.LICENCE_SUPPORT
                    ? [
                        [
                          t('GTW_SETTINGS.SUBSCRIPTION_KEY'),
                          <span key="k" className="hp-mono">
                            {sub.licenceKey}
                          </span>,
                          true,
                        ] as [string, ReactNode, boolean],
                      ]
                    : []),
                  [t('GTW_SETTINGS.SUBSCRIPTION_VALID_UNTIL'), date(sub.validUntil)],
                ]}
              />
              {context.isOwner && sub.status === 'active' && (
                <div className="hp-settings__actions">
                  <ConfirmDialog
                    trigger={
                      <button type="button" className="hp-button hp-button--danger-outline">
                        {t('GTW_SETTINGS.SUBSCRIPTION_DEACTIVATE')}
                      </button>
                    }
                    title={t('GTW_SETTINGS.SUBSCRIPTION_DEACTIVATE_TITLE', { name: context.gateway.name })}
                    body={<p>{t('GTW_SETTINGS.SUBSCRIPTION_DEACTIVATE_BODY')}</p>}
                    confirmLabel={t('GTW_SETTINGS.SUBSCRIPTION_DEACTIVATE_CONFIRM')}
                    destructive
                    onConfirm={() => deactivate.mutateAsync()}
                  />
                </div>
              )}
            </>
          )
        }
      </QueryView>
    </SettingsSection>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, isAdmin, licenceKeyProblem, normaliseLicenceKey, normaliseSecureId, routes, secureIdProblem, type LicenceKeyProblem, type SecureIdProblem } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useToast } from '../../../binding/useToast';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { chosenSerialAtom, sessionAtom, userAtom } from '../../../state/atoms';
import { queryKeys } from '../../../state/queryKeys';
import { settingsKeys } from '../gtw-settings/settingsKeys';
import '../gtw-settings/gtw-settings.css';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

type FieldName = 'serial' | 'secureId' | 'licenceKey' | 'name';
const SERIAL = /^[A-Za-z0-9]{1,32}$/;
const SECURE_KEYS: Record<SecureIdProblem, string> = { empty: 'NEW_GATEWAY.SECURE_ID_MISSING', format: 'NEW_GATEWAY.SECURE_ID_FORMAT' };
const LICENCE_KEYS: Record<LicenceKeyProblem, string> = {
  empty: 'NEW_GATEWAY.LICENCE_MISSING',
  length: 'NEW_GATEWAY.LICENCE_LENGTH',
  characters: 'NEW_GATEWAY.LICENCE_CHARACTERS',
};

/**
 * /new_gateway (spec 2 §2, §7 PUT /udm/device/{sn}/assign): serial, secure
 * id and licence key from the sticker and the subscription, upper-cased
 * (spec 2 §5), checked by the sdk's rules before sending. spec 2 §8: a
 * refusal shows the server's message and error code, except for HTTP 403.
 * On success the new gateway becomes the current one.
 */
export function NewGatewayPage() {
  usePageTitle('NEW_GATEWAY.TITLE');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const errorText = useApiErrorText();
  const toast = useToast(config.constants.toastHideDelayMs);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const userId = useAtomValue(sessionAtom)?.userId ?? '';
  const choose = useSetAtom(chosenSerialAtom);
  const licenceRule = config.constants.licenceKey;
  const [serial, setSerial] = useState('');
  const [secureId, setSecureId] = useState('');
  const [name, setName] = useState('');
  const [licenceKey, setLicenceKey] = useState('');
  const [problems, setProblems] = useState<Partial<Record<FieldName, string>>>({});
  const licences = useQuery({
    queryKey: settingsKeys.licences(),
    queryFn: () => rest.gatewaySettings.licences(),
    enabled: config.flags.LICENCE_SUPPORT && user !== null && !isAdmin(user),
  });
  const unused = (licences.data ?? []).filter((l) => l.status === 'unused');

  const assign = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: () =>
      rest.gatewaySettings.assign(serial.trim().toUpperCase(), {
        secureId: normaliseSecureId(secureId),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(config.flags.LICENCE_SUPPORT ? { licenceKey: normaliseLicenceKey(licenceKey) } : {}),
      }),
    onSuccess: async (gateway) => {
      queryClient.setQueryData(queryKeys.gateway(gateway.serialNumber), gateway);
      await queryClient.refetchQueries({ queryKey: queryKeys.user(userId) });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.licences() });
      choose(gateway.serialNumber);
      toast(t('NEW_GATEWAY.ADDED', { name: gateway.name || gateway.serialNumber }));
      navigate(routes.gtw_settings, { replace: true });
    },
  });

  const edited = (field: FieldName) => {
    setProblems((p) => ({ ...p, [field]: undefined }));
    assign.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (serial.trim() === '') found.serial = t('NEW_GATEWAY.SERIAL_MISSING');
    else if (!SERIAL.test(serial.trim())) found.serial = t('NEW_GATEWAY.SERIAL_FORMAT');
    const secure = secureIdProblem(secureId);
    if (secure) found.secureId = t(SECURE_KEYS[secure]);
    if (config.flags.LICENCE_SUPPORT) {
      const licence = licenceKeyProblem(licenceKey, licenceRule);
      if (licence) found.licenceKey = t(LICENCE_KEYS[licence], { length: licenceRule.length });
    }
    setProblems(found);
    if (Object.keys(found).length === 0) assign.mutate();
  }

  // spec 2 §8: the server's message and code, except for HTTP 403 (its own text).
  const failure = assign.error
    ? assign.error instanceof ApiError && assign.error.status !== 403 && assign.error.status !== 0
      ? t('NEW_GATEWAY.FAILED', { message: assign.error.message, code: assign.error.errorCode })
      : errorText(assign.error)
    : null;
  const failedField = assign.error instanceof ApiError ? assign.error.entries[0]?.field : undefined;
  const invalid = (field: FieldName, wire: string) => problems[field] ?? (failedField === wire ? '' : null);

  return (
    <section className="hp-page hp-new-gateway" aria-labelledby="new-gateway-heading">
      <h1 id="new-gateway-heading">{t('NEW_GATEWAY.HEADING')}</h1>
      <div className="hp-card hp-settings__section">
        <p>{t('NEW_GATEWAY.BODY')}</p>
        <p>
          <Link to={routes.guide_setup}>{t('NEW_GATEWAY.GUIDE_LINK')}</Link>
        </p>
        <form className="hp-settings__form hp-settings__grid" onSubmit={submit} noValidate>
          <Field label={t('NEW_GATEWAY.SERIAL')} hint={t('NEW_GATEWAY.SERIAL_HINT')} error={invalid('serial', 'sn')}>
            {(control) => (
              <input
                {...control}
                value={serial}
                onChange={(e) => {
                  setSerial(e.target.value);
                  edited('serial');
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </Field>
          <Field label={t('NEW_GATEWAY.SECURE_ID')} hint={t('NEW_GATEWAY.SECURE_ID_HINT')} error={invalid('secureId', 'secureId')}>
            {(control) => (
              <input
                {...control}
                value={secureId}
                onChange={(e) => {
                  setSecureId(e.target.value);
                  edited('secureId');
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            )}
          </Field>
          {config.flags.LICENCE_SUPPORT && (
            <Field label={t('NEW_GATEWAY.LICENCE')} hint={t('NEW_GATEWAY.LICENCE_HINT', { length: licenceRule.length })} error={invalid('licenceKey', 'licenceKey')}>
              {(control) => (
                <input
                  {...control}
                  value={licenceKey}
                  onChange={(e) => {
                    setLicenceKey(e.target.value);
                    edited('licenceKey');
                  }}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
              )}
            </Field>
          )}
          <Field label={t('NEW_GATEWAY.NAME')} hint={t('NEW_GATEWAY.NAME_HINT')} error={invalid('name', 'name')}>
            {(control) => (
              <input
                {...control}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  edited('name');
                }}
                autoComplete="off"
              />
            )}
          </Field>
          {config.flags.LICENCE_SUPPORT && licences.data && (
            <div className="hp-settings__full">
              <h2 className="hp-section-title">{t('NEW_GATEWAY.YOUR_LICENCES')}</h2>
              {unused.length === 0 ? (
                <p className="hp-muted">{t('NEW_GATEWAY.NO_LICENCES')}</p>
              ) : (
                <ul className="hp-settings__licences">
                  {unused.map((l) => (
                    <li key={l.licenceKey}>
                      <button
                        type="button"
                        className="hp-button hp-button--small hp-mono"
                        onClick={() => {
                          setLicenceKey(l.licenceKey);
                          edited('licenceKey');
                        }}
                      >
                        {t('NEW_GATEWAY.USE_LICENCE', { key: l.licenceKey })}
                      </button>{' '}
                      <span className="hp-muted">{l.plan}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div className="hp-settings__full">
            <FormAlert text={failure} />
          </div>
          <div className="hp-settings__full">
            <SubmitButton busy={assign.isPending} busyLabel={t('NEW_GATEWAY.SUBMITTING')}>
              {t('NEW_GATEWAY.SUBMIT')}
            </SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}

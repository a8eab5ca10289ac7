import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes, type OAuthRequestCheck } from '@homeport/sdk';
import { dropOAuthRequest, pendingOAuthRequest } from '../../../services/oauthRequest';
import { useServices } from '../../../services/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { Loading } from '../../../components/Loading';
import { FormAlert } from '../../../components/FormAlert';
import { BrandBadge } from '../login/BrandList';
import { sessionAtom } from '../../../state/atoms';
import { queryKeys } from '../../../state/queryKeys';

/** spec 1 §7.1: the dialog lists up to 100 of the user's online gateways. */
export const OAUTH_GATEWAY_LIMIT = 100;

/** The partner's answer when the person says no (RFC 6749 §4.1.2.1), to the redirect the server accepted. */
function deniedUrl(check: OAuthRequestCheck): string {
  const url = new URL(check.redirectUri);
  url.searchParams.set('error', 'access_denied');
  url.searchParams.set('state', check.state);
  return url.toString();
}

/**
 * /oauth2-dialog (spec 1 §2.1, §2.2, §7.1): after sign-in, the person
 * chooses which of their online gateways the partner may control. Allow is
 * a browser form post to /oauth2/authorize, which sends the browser back to
 * the partner with a code; Cancel sends it back with access_denied.
 */
export function OAuthDialogPage() {
  usePageTitle('PAGE_TITLE.OAUTH');
  const { t } = useTranslation();
  const { rest, apiBase } = useServices();
  const session = useAtomValue(sessionAtom);
  const [request] = useState(pendingOAuthRequest);
  const [chosen, setSerial] = useState('');
  const [error, setError] = useState<string | null>(null);
  const userId = session?.userId ?? '';
  // The server checks the request again, and the dialog offers only online gateways.
  const load = useQuery({
    queryKey: [...queryKeys.oauthRequest(request ?? {}), 'gateways', userId],
    queryFn: async () => {
      if (!request) return null;
      const [check, page] = await Promise.all([rest.sso.checkOAuthRequest(request), rest.gateways.list({ owner: userId, limit: OAUTH_GATEWAY_LIMIT })]);
      return { check, gateways: page.data.filter((g) => g.connectionStatus === 'online') };
    },
    enabled: !!request,
  });

  if (request && load.isPending) return <Loading label={t('OAUTH.LOADING')} />;
  if (!request || !load.data) {
    const invalid = !!request;
    return (
      <section className="hp-status__card hp-card" aria-labelledby="oauth-heading">
        <h1 id="oauth-heading">{t('OAUTH.HEADING_NONE')}</h1>
        <p role={invalid ? 'alert' : undefined}>{t(invalid ? 'OAUTH.INVALID_REQUEST' : 'OAUTH.NO_REQUEST')}</p>
        <Link className="hp-button" to={routes.gtw_settings} onClick={dropOAuthRequest}>
          {t('OAUTH.TO_PORTAL')}
        </Link>
      </section>
    );
  }

  const { check, gateways } = load.data;
  // The only gateway is chosen already.
  const serial = chosen || (gateways.length === 1 ? gateways[0]!.serialNumber : '');
  const submit = (event: FormEvent) => {
    if (!serial) {
      event.preventDefault();
      setError(t('OAUTH.CHOOSE_ONE'));
      return;
    }
    // The browser leaves for the server's answer: the request is used up.
    dropOAuthRequest();
  };
  const cancel = () => {
    dropOAuthRequest();
    window.location.assign(deniedUrl(check));
  };

  return (
    <form className="hp-status__card hp-card hp-oauth" method="post" action={`${apiBase}/oauth2/authorize`} onSubmit={submit} aria-labelledby="oauth-heading" noValidate>
      <div className="hp-oauth__brand">
        <BrandBadge name={check.brand} />
        <h1 id="oauth-heading">{t('OAUTH.HEADING', { brand: check.brand })}</h1>
      </div>
      <p>{t('OAUTH.LEAD', { brand: check.brand })}</p>
      <ul className="hp-oauth__scopes" aria-label={t('OAUTH.SCOPES_LABEL', { brand: check.brand })}>
        {check.scope.map((scope) => (
          <li key={scope}>{t(`OAUTH.SCOPE.${scope}`, { defaultValue: t('OAUTH.SCOPE_OTHER', { scope }) })}</li>
        ))}
      </ul>
      {Object.entries({ ...request, sessionId: session?.sessionId ?? '' }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {gateways.length === 0 ? (
        <FormAlert text={t('OAUTH.NO_ONLINE_GATEWAY')} />
      ) : (
        <fieldset className="hp-oauth__gateways">
          <legend>{t('OAUTH.CHOOSE_GATEWAY')}</legend>
          {gateways.map((g) => (
            <label key={g.serialNumber} className="hp-radio-row">
              <input type="radio" name="serial_number" value={g.serialNumber} checked={serial === g.serialNumber} onChange={() => setSerial(g.serialNumber)} />
              <span>
                {g.name || g.serialNumber} <span className="hp-muted">{g.serialNumber}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <FormAlert text={error} />
      <div className="hp-actions">
        <button type="button" className="hp-button" onClick={cancel}>
          {t('OAUTH.CANCEL')}
        </button>
        <button type="submit" className="hp-button hp-button--primary" disabled={gateways.length === 0}>
          {t('OAUTH.ALLOW')}
        </button>
      </div>
    </form>
  );
}

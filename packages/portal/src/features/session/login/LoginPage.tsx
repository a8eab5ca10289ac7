import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes, type LoginRequest } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { useLoginOutcome } from '../../../binding/useLoginOutcome';
import { usePageTitle } from '../../../binding/usePageTitle';
import { LoadingState } from '../../../components/states';
import { LoginMessageBanner } from '../../../components/LoginMessageBanner';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { AuthCard } from '../auth/AuthCard';
import { preloadSessionPages } from '../auth/routes';
import { startSingleSignOn } from '../../../services/singleSignOn';
import { BrandBadge, BrandList } from './BrandList';
import { PhoneLogin } from './PhoneLogin';
import { loginOptions, useLoginBrand, useRealmConfig, type LoginBrand } from './useLoginBrand';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

type Method = 'email' | 'phone';

/**
 * Sign-in by e-mail or by phone with a one-time code (spec 1 §4.1, §5), with
 * the links to register and reset; single sign-on when the server names an
 * identity provider; a partner's brand and options when a partner sent the
 * person here to link their account (spec 1 §2.1 /login with client_id, §3).
 */
export function LoginPage() {
  usePageTitle('PAGE_TITLE.LOGIN');
  const { t } = useTranslation();
  const { config } = useServices();
  const brand = useLoginBrand();
  const realm = useRealmConfig();
  const options = loginOptions(brand);
  const methods = (['email', 'phone'] as const).filter((value) => (value === 'email' ? options.email : options.phone));
  const [chosen, setMethod] = useState<Method>('email');
  const method = methods.includes(chosen) ? chosen : methods[0];
  const external = config.flags.EXTERNAL_LOGIN;
  // Register and reset are one click away: their chunk is fetched once this page is up.
  useEffect(preloadSessionPages, []);

  return (
    <AuthCard id="login" heading={t('LOGIN.HEADING')} lead={t('LOGIN.SUBHEADING')}>
      <LoginMessageBanner />
      <LinkingBanner brand={brand} />
      {methods.length > 1 && (
        <fieldset className="hp-segmented">
          <legend className="hp-visually-hidden">{t('LOGIN.METHOD')}</legend>
          {methods.map((value) => (
            <label key={value} className={`hp-segmented__option${method === value ? ' hp-segmented__option--on' : ''}`}>
              <input type="radio" name="login-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
              {t(value === 'email' ? 'LOGIN.BY_EMAIL' : 'LOGIN.BY_PHONE')}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'email' && <EmailLogin />}
      {method === 'phone' && <PhoneLogin />}
      {realm && (
        <div className="hp-auth__alt">
          <span className="hp-auth__or">{t('SSO.OR')}</span>
          <button type="button" className="hp-button hp-button--block" onClick={() => startSingleSignOn(realm)}>
            {t('SSO.START')}
          </button>
        </div>
      )}
      <p className="hp-auth__links">
        {options.forgotPassword && <Link to={routes.forgot_password}>{t('LOGIN.FORGOT')}</Link>}
        {/* spec 1 §4.1: registration is disabled when external login is on. */}
        {options.createAccount && !external && <Link to={routes.register}>{t('LOGIN.CREATE_ACCOUNT')}</Link>}
      </p>
      {config.flags.BRAND_LIST && <BrandList />}
    </AuthCard>
  );
}

/** Who the person is linking their account with, or why the partner's request cannot go on. */
function LinkingBanner({ brand }: { brand: LoginBrand }) {
  const { t } = useTranslation();
  if (brand.kind === 'default') return null;
  if (brand.kind === 'checking') {
    return <LoadingState what={t('OAUTH.CHECKING')} />;
  }
  if (brand.kind === 'invalid') {
    return <FormAlert text={t('OAUTH.INVALID_REQUEST')} />;
  }
  return (
    <div className="hp-login-message hp-login-message--info hp-linking" role="status">
      <BrandBadge name={brand.check.brand} />
      <span>{t('OAUTH.SIGN_IN_TO_LINK', { brand: brand.check.brand })}</span>
    </div>
  );
}

/** spec 1 §5: both fields are needed before anything is sent. */
function EmailLogin() {
  const { t } = useTranslation();
  const { rest } = useServices();
  const settle = useLoginOutcome();
  const errorText = useApiErrorText();
  const [identity, setIdentity] = useState('');
  const [secret, setSecret] = useState('');
  const [missing, setMissing] = useState(false);
  const signIn = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: async (request: LoginRequest) => settle(await rest.auth.signIn(request), request) });
  // Busy from the submit until this page is left: a success navigates away.
  const busy = signIn.isPending || signIn.isSuccess;
  const error = missing ? t('LOGIN.MISSING') : signIn.error ? errorText(signIn.error) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const incomplete = !identity.trim() || !secret;
    setMissing(incomplete);
    if (!incomplete) signIn.mutate({ identity: identity.trim(), secret, loginType: 'EMAIL' });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Field label={t('LOGIN.EMAIL')}>
        {(control) => <input {...control} type="email" autoComplete="username" value={identity} onChange={(e) => setIdentity(e.target.value)} autoFocus />}
      </Field>
      <Field label={t('LOGIN.PASSWORD')}>
        {(control) => <input {...control} type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} />}
      </Field>
      <FormAlert text={error} />
      <SubmitButton variant="block" busy={busy} busyLabel={t('LOGIN.SUBMITTING')}>
        {t('LOGIN.SUBMIT')}
      </SubmitButton>
    </form>
  );
}

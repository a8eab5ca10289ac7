import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routes } from '@homeport/sdk';
import { startSingleSignOn } from '../../../services/singleSignOn';
import { usePageTitle } from '../../../binding/usePageTitle';
import { AuthCard } from '../auth/AuthCard';
import { useRealmConfig } from '../login/useLoginBrand';
import { FormAlert } from '../../../components/FormAlert';

/** The identity provider's own words are shown only when they are short plain text. */
const readable = (text: string | null) => (text && text.length <= 200 && !/[<>]/.test(text) ? text : null);

/**
 * /login-failed?state&session_state&code&access_token&error_msg (spec 1
 * §2.1): the identity provider could not sign the person in (wrong
 * password, cancel, account not activated). Try again, or the portal's own
 * sign-in.
 */
export function LoginFailedPage() {
  usePageTitle('PAGE_TITLE.LOGIN_FAILED');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const realm = useRealmConfig();
  const reason = readable(params.get('error_msg'));

  return (
    <AuthCard id="login-failed" heading={t('SSO.FAILED_TITLE')} lead={t('SSO.FAILED_LEAD')}>
      <FormAlert text={reason ? t('SSO.FAILED_REASON', { reason }) : t('SSO.FAILED_NO_REASON')} />
      <button type="button" className="hp-button hp-button--primary hp-button--block" disabled={!realm} onClick={() => realm && startSingleSignOn(realm)}>
        {t('SSO.TRY_AGAIN')}
      </button>
      <p className="hp-auth__links">
        <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
      </p>
    </AuthCard>
  );
}
